import {describe, expect, it} from 'vitest';
import {versionStoryProblems} from './version-story.mjs';

const page = (...lines: string[]) => lines.join('\n');

describe('versionStoryProblems', () => {
  it('accepts pinned and stable install commands, and past pre-releases named as history', () => {
    const source = page(
      '---',
      'title: Quick Start',
      'search_questions:',
      '  - "can I use the release candidate in production"',
      '---',
      'Run `npx create-strapi-app@5.0.0 my-project`, then `npm install @strapi/plugin-graphql@5.0.0`.',
      'Strapi 5.0.0 is a stable release. The release candidates (`5.0.0-rc.x`) came before it.',
      'During the Strapi 5 beta, plugins were built with `strapi plugin:build`.',
      'The SDK looks up the `rc` dist-tag of `@strapi/strapi`; upgrade with `npx @strapi/upgrade major`.',
      '```bash',
      'npx @strapi/sdk-plugin@5.2.0 init my-plugin',
      '```',
    );
    expect(versionStoryProblems('a.md', source)).toEqual([]);
  });

  it('names the file, the line and the pinned command for each pre-release install', () => {
    const source = page(
      '---',
      'title: Install',
      '---',
      'Create it with `npx create-strapi@rc my-project`.',
      '```bash',
      'yarn create strapi-app@beta my-project',
      'npm install @strapi/plugin-graphql@5.0.0-rc.6',
      'npx @strapi/upgrade@rc to 5.0.0-rc.6 -c 5.0.0',
      '```',
    );
    expect(versionStoryProblems('docs/a.md', source)).toEqual([
      'docs/a.md:4: "create-strapi@rc" installs a Strapi pre-release; the docs describe Strapi 5.0.0 (stable) and verify their examples on it: write "create-strapi-app@5.0.0".',
      'docs/a.md:6: "strapi-app@beta" installs a Strapi pre-release; the docs describe Strapi 5.0.0 (stable) and verify their examples on it: write "npx create-strapi-app@5.0.0".',
      'docs/a.md:7: "@strapi/plugin-graphql@5.0.0-rc.6" installs a Strapi pre-release; the docs describe Strapi 5.0.0 (stable) and verify their examples on it: write "@strapi/plugin-graphql@5.0.0".',
      'docs/a.md:8: "@strapi/upgrade@rc" installs a Strapi pre-release; the docs describe Strapi 5.0.0 (stable) and verify their examples on it: write "@strapi/upgrade".',
      'docs/a.md:8: "@strapi/upgrade@rc to 5.0.0-rc.6" upgrades to a Strapi pre-release; the docs describe Strapi 5.0.0 (stable): upgrade to 5.0.0 (for example "npx @strapi/upgrade to 5.0.0").',
    ]);
  });

  it('flags an upgrade to a pre-release even with options before `to`', () => {
    expect(
      versionStoryProblems('a.md', 'Run `npx @strapi/upgrade --dry to 5.0.0-beta.3`.'),
    ).toHaveLength(1);
  });

  it('flags prose that presents Strapi 5 as a release candidate or not yet stable', () => {
    const sentences = [
      'While Strapi 5 is a release candidate, use the `rc` tag.',
      'Strapi 5 is still published as an RC.',
      'Once Strapi 5 is stable, use `@latest` instead.',
      'Do not deploy it until Strapi v5 is released.',
      'Strapi 5 is not yet ready for production.',
      'These docs describe the upcoming Strapi 5.',
      'The tag selects the Strapi 5 release candidate.',
      'Documentation for Strapi 5.0.0-rc.',
    ];
    for (const sentence of sentences) {
      const problems = versionStoryProblems('b.md', page('---', 'title: B', '---', sentence));
      expect(problems, sentence).toHaveLength(1);
      expect(problems[0]).toMatch(/^b\.md:4: ".+" presents Strapi 5 as a release candidate/);
      expect(problems[0]).toContain('Strapi 5.0.0 is a stable release');
    }
  });

  it('leaves prose inside code blocks alone, but not the commands there', () => {
    const source = page(
      '```text',
      'While Strapi 5 is a release candidate…',
      '```',
      '~~~bash',
      'npx create-strapi-app@rc my-project',
      '~~~',
    );
    expect(versionStoryProblems('c.md', source)).toEqual([
      'c.md:5: "create-strapi-app@rc" installs a Strapi pre-release; the docs describe Strapi 5.0.0 (stable) and verify their examples on it: write "create-strapi-app@5.0.0".',
    ]);
  });
});
