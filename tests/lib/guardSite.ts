/**
 * A throw-away copy of tests/fixtures/guard-site that a guard test changes and builds: each case
 * injects its fault into its own copy, so the cases are independent and can live in any test file.
 */
import {spawnSync} from 'node:child_process';
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';

import {copyFixtureSite, repoRoot} from './fixtureSite';

const docusaurusBin = path.join(repoRoot, 'node_modules/.bin/docusaurus');

export interface GuardBuild {
  ok: boolean;
  /** stdout and stderr of the build, for the assertions on its messages. */
  output: string;
}

export interface GuardSite {
  siteDir: string;
  /** Writes a file of the copy (folders created as needed). */
  inject: (relativePath: string, content: string | Buffer) => void;
  /** Builds the copy, with its own config or with `configFile` (a file of the copy). */
  build: (configFile?: string, env?: Record<string, string>) => GuardBuild;
  /**
   * Writes `navbar.config.ts`, the fixture's config with these navbar items, and returns its
   * name: navbar items are code, so a fault in them is injected as a config of its own.
   */
  injectNavbarConfig: (items: object[]) => string;
  remove: () => void;
}

export function createGuardSite(): GuardSite {
  const {siteDir, remove} = copyFixtureSite('guard-site');
  const inject = (relativePath: string, content: string | Buffer): void => {
    const file = path.join(siteDir, relativePath);
    mkdirSync(path.dirname(file), {recursive: true});
    writeFileSync(file, content);
  };
  const build = (configFile?: string, env: Record<string, string> = {}): GuardBuild => {
    const configArgs = configFile ? ['--config', path.join(siteDir, configFile)] : [];
    const result = spawnSync(
      docusaurusBin,
      ['build', siteDir, '--out-dir', path.join(siteDir, 'build'), ...configArgs],
      {
        encoding: 'utf8',
        env: {...process.env, NO_UPDATE_NOTIFIER: '1', FORCE_COLOR: '0', ...env},
      },
    );
    return {ok: result.status === 0, output: `${result.stdout}\n${result.stderr}`};
  };
  const injectNavbarConfig = (items: object[]): string => {
    inject(
      'navbar.config.ts',
      "import config from './docusaurus.config';\n\n" +
        `export default {...config, themeConfig: {navbar: {items: ${JSON.stringify(items)}}}};\n`,
    );
    return 'navbar.config.ts';
  };
  return {siteDir, inject, build, injectNavbarConfig, remove};
}

/** A Markdown page with this front matter (YAML lines) and body. */
export function page(frontMatter: string, body: string): string {
  return `---\n${frontMatter}\n---\n\n${body}\n`;
}
