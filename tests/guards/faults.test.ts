/**
 * Faults that used to pass silently, corrupt content or fail without naming their cause, each
 * proved on a copy of the fixture site (tests/lib/guardSite.ts). A fixture build costs about 15 s,
 * so faults detected in the same phase share one build: each is found on its own and keeps a
 * message of its own.
 */
import {symlinkSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it, onTestFinished} from 'vitest';

import {createGuardSite, page, type GuardSite} from '../lib/guardSite';

/** A fresh copy of tests/fixtures/guard-site, removed when the case ends. */
function guardSite(): GuardSite {
  const site = createGuardSite();
  onTestFinished(site.remove);
  return site;
}

describe('faults that fail loudly', {timeout: 180_000}, () => {
  it('a bad environment value stops the build naming the variable, its value and what it takes', () => {
    const {ok, output} = guardSite().build(undefined, {
      FASTER: 'false',
      REPOSITORY_URL: 'not-a-url',
      REPOSITORY_BRANCH: 'my branch',
    });
    expect(ok).toBe(false);
    expect(output).toContain('3 environment variables have a value the site cannot use');
    expect(output).toContain('FASTER="false": FASTER takes 1 (Rspack and SWC, the default) or 0');
    expect(output).toContain('REPOSITORY_URL="not-a-url": REPOSITORY_URL takes the web address');
    expect(output).toContain('REPOSITORY_BRANCH="my branch": REPOSITORY_BRANCH takes a git branch');
    // Stopped when the config was loaded, before any broken link could be reported.
    expect(output).not.toMatch(/broken links/i);
  });

  it('files that are not UTF-8 and a folder link loop fail at once, each named with the fix', () => {
    const site = guardSite();
    const latin1 = (text: string) => Buffer.from(text, 'latin1');
    site.inject(
      'docs/dev-docs/latin1.md',
      latin1('---\ntitle: Caf\xe9\ndescription: A page saved as Latin-1.\n---\n\nR\xe9sum\xe9.\n'),
    );
    site.inject(
      'docs/snippets/latin1-snippet.md',
      latin1('---\ntitle: S\ndescription: D.\n---\n\n\xe9\n'),
    );
    site.inject(
      'docs/tags.yml',
      latin1('declared-tag:\n  label: declared tag\n  description: The only tag, caf\xe9.\n'),
    );
    symlinkSync('..', path.join(site.siteDir, 'docs/user-docs/loop'));
    const {ok, output} = site.build();
    expect(ok).toBe(false);
    expect(output).toContain('[build-guards] 4 problem(s) with the files of docs/:');
    expect(output).toContain(
      'docs/dev-docs/latin1.md: not UTF-8 (byte 0xe9 at offset 14, line 2, column 11). Fix: re-save the file as UTF-8',
    );
    expect(output).toContain('docs/snippets/latin1-snippet.md: not UTF-8 (byte 0xe9');
    expect(output).toContain('docs/tags.yml: not UTF-8 (byte 0xe9 at offset 68, line 3, column 33');
    expect(output).toContain(
      'docs/user-docs/loop is a link to docs, a folder that contains the link',
    );
    // Nothing read the files before the check: no front-matter error, once or 2,160 times.
    expect(output).not.toContain('Error while parsing Markdown front matter');
  });

  it('a page without a title fails naming the file', () => {
    const site = guardSite();
    site.inject('docs/cloud/untitled.md', page('description: A page with no title.', 'Body.'));
    const {ok, output} = site.build();
    expect(ok).toBe(false);
    expect(output).toContain('1 page(s) have no `title` in their front matter');
    expect(output).toContain('  docs/cloud/untitled.md\n');
  });

  it('a front-matter error points at the line that opens the unclosed quote, without the misleading preamble', () => {
    const site = guardSite();
    site.inject(
      'docs/cloud/unclosed.md',
      '---\ntitle: "Unclosed quote\ndescription: Fine.\ntags: [declared-tag]\n---\n\nBody.\n',
    );
    const {ok, output} = site.build();
    expect(ok).toBe(false);
    expect(output).toContain(
      'docs/cloud/unclosed.md, line 2: invalid YAML, a value opened with " is never closed: title: "Unclosed quote',
    );
    expect(output).not.toContain('special characters');
  });

  it('a circular snippet import and duplicate heading ids fail naming the files', () => {
    const site = guardSite();
    site.inject(
      'docs/snippets/cycle-a.md',
      page('title: A\ndescription: Imports B.', "import B from './cycle-b.md';\n\n<B />"),
    );
    site.inject(
      'docs/snippets/cycle-b.md',
      page(
        'title: B\ndescription: Imports A.',
        "import A from '@site/docs/snippets/cycle-a.md';\n\n<A />",
      ),
    );
    site.inject(
      'docs/dev-docs/uses-cycle.mdx',
      page(
        'title: Uses the cycle\ndescription: Imports A.',
        "import A from '@site/docs/snippets/cycle-a.md';\n\n<A />",
      ),
    );
    site.inject(
      'docs/cloud/duplicate-ids.md',
      page(
        'title: Duplicate ids\ndescription: Two headings, one id.',
        '## First {#same}\n\nOne.\n\n## Second {#same}\n\nTwo.',
      ),
    );
    const started = Date.now();
    const {ok, output} = site.build();
    expect(ok).toBe(false);
    expect(output).toMatch(
      /circular import: docs\/snippets\/cycle-a\.md → docs\/snippets\/cycle-b\.md → docs\/snippets\/cycle-a\.md/,
    );
    expect(output).toContain('docs/cloud/duplicate-ids.md gives one id to several headings');
    expect(output).toContain('#same on lines 6, 10');
    expect(output).not.toContain('ERR_WORKER_OUT_OF_MEMORY');
    // Not a measurement: an upper bound far above a normal fixture build, far below the 168 s
    // the cycle used to run before it died.
    expect(Date.now() - started).toBeLessThan(120_000);
  });

  it('broken links and broken anchors are reported in one build; a page in no sidebar warns', () => {
    const site = guardSite();
    site.inject(
      'docs/dev-docs/broken.md',
      page(
        'title: Broken\ndescription: A broken link and a broken anchor.',
        'See [nowhere](/dev-docs/no-such-page) and [a section](/dev-docs/intro#no-such-section).',
      ),
    );
    // The cloud sidebar lists its intro only; hidden.md is in no sidebar and not planned.
    site.inject('sidebars/cloud.ts', "export default {fixture: ['intro']};\n");
    site.inject(
      'docs/cloud/hidden.md',
      page('title: Hidden\ndescription: In no sidebar.', 'Body.'),
    );
    // The status page over the fixture's cloud instance: it needs a site version and the site's
    // components (its table), linked from the repository.
    site.inject('package.json', '{"name": "guard-site", "version": "0.0.0", "private": true}\n');
    symlinkSync('../../../../src/components', path.join(site.siteDir, 'src/components'));
    site.inject(
      'status.config.ts',
      "import config from './docusaurus.config';\n\n" +
        'export default {...config, plugins: [...config.plugins, [' +
        "'../../../plugins/status-page/index.ts', {docsInstances: [{id: 'cloud', label: 'Cloud'}]}]]};\n",
    );
    const {ok, output} = site.build('status.config.ts');
    expect(ok).toBe(false);
    expect(output).toMatch(/broken links/i);
    expect(output).toContain('/dev-docs/no-such-page');
    expect(output).toMatch(/broken anchors/i);
    expect(output).toContain('#no-such-section');
    expect(output).toContain(
      '[status-page] 1 page(s) are in no sidebar, so /status counts them beyond the plan',
    );
    expect(output).toContain('  docs/cloud/hidden.md\n');
  });
});
