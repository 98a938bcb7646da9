/**
 * Proves the build guards: the fixture site (real docs instances, real guard settings) builds,
 * and each injected fault makes the build fail with a message that names the problem.
 */
import {spawnSync} from 'node:child_process';
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {beforeEach, describe, expect, it, onTestFinished} from 'vitest';

import {copyFixtureSite, repoRoot} from '../lib/fixtureSite';

const docusaurusBin = path.join(repoRoot, 'node_modules/.bin/docusaurus');

/** This case's own copy of tests/fixtures/guard-site, removed when the case ends. */
let siteDir = '';

beforeEach(() => {
  const copy = copyFixtureSite('guard-site');
  siteDir = copy.siteDir;
  onTestFinished(copy.remove);
});

function inject(relativePath: string, content: string): void {
  const file = path.join(siteDir, relativePath);
  mkdirSync(path.dirname(file), {recursive: true});
  writeFileSync(file, content);
}

function buildFixture(): {ok: boolean; output: string} {
  const result = spawnSync(
    docusaurusBin,
    ['build', siteDir, '--out-dir', path.join(siteDir, 'build')],
    {
      encoding: 'utf8',
      env: {...process.env, NO_UPDATE_NOTIFIER: '1', FORCE_COLOR: '0'},
    },
  );
  return {ok: result.status === 0, output: `${result.stdout}\n${result.stderr}`};
}

function page(frontMatter: string, body: string): string {
  return `---\n${frontMatter}\n---\n\n${body}\n`;
}

describe('build guards', {timeout: 120_000}, () => {
  it('builds the fixture site when nothing is wrong', () => {
    const {ok, output} = buildFixture();
    expect(output).toContain('Generated static files');
    expect(ok).toBe(true);
  });

  it('fails on a broken link', () => {
    inject(
      'docs/dev-docs/broken-link.md',
      page('title: Broken link', 'See [nowhere](/dev-docs/no-such-page).'),
    );
    const {ok, output} = buildFixture();
    expect(ok).toBe(false);
    expect(output).toMatch(/broken links/i);
    expect(output).toContain('/dev-docs/no-such-page');
  });

  it('fails on a broken anchor', () => {
    inject(
      'docs/dev-docs/broken-anchor.md',
      page('title: Broken anchor', 'See [a section](/dev-docs/intro#no-such-section).'),
    );
    const {ok, output} = buildFixture();
    expect(ok).toBe(false);
    expect(output).toMatch(/broken anchors/i);
    expect(output).toContain('#no-such-section');
  });

  it('fails on a broken Markdown file link', () => {
    inject(
      'docs/dev-docs/broken-md-link.md',
      page('title: Broken Markdown link', 'See [a file](./missing-file.md).'),
    );
    const {ok, output} = buildFixture();
    expect(ok).toBe(false);
    expect(output).toContain('missing-file.md');
  });

  it('fails on an undeclared tag and names it', () => {
    inject(
      'docs/cloud/undeclared-tag.md',
      page('title: Undeclared tag\ntags: [declared-tag, not-declared-anywhere]', 'Body.'),
    );
    const {ok, output} = buildFixture();
    expect(ok).toBe(false);
    expect(output).toContain('not-declared-anywhere');
  });

  it('fails on a breaking-change page without its facts and names the file and field', () => {
    inject(
      'docs/dev-docs/migration/v4-to-v5/breaking-changes/missing-facts.md',
      page('title: A breaking change without facts', 'Summary.\n\n<BreakingChangeFacts />'),
    );
    const {ok, output} = buildFixture();
    expect(ok).toBe(false);
    expect(output).toContain('missing-facts.md');
    expect(output).toContain('breaking_change');
  });
});
