/**
 * Proves the build guards: the fixture site (real docs instances, real guard settings) builds,
 * and each injected fault makes the build fail with a message that names the problem.
 */
import {beforeEach, describe, expect, it, onTestFinished} from 'vitest';

import {createGuardSite, page, type GuardSite} from '../lib/guardSite';

/** This case's own copy of tests/fixtures/guard-site, removed when the case ends. */
let site: GuardSite;

beforeEach(() => {
  site = createGuardSite();
  onTestFinished(site.remove);
});

const inject = (relativePath: string, content: string): void => site.inject(relativePath, content);
const buildFixture = (configFile?: string) => site.build(configFile);
const injectNavbarConfig = (items: object[]): string => site.injectNavbarConfig(items);

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

  it('fails on two docs on one route and names both files, the slug field and the fix', () => {
    inject('docs/dev-docs/copy-of-intro.md', page('title: Copy\nslug: /intro', 'Same route.'));
    const {ok, output} = buildFixture();
    expect(ok).toBe(false);
    expect(output).toContain('/dev-docs/intro is the route of 2 docs');
    expect(output).toContain('docs/dev-docs/intro.md (route from its file path)');
    expect(output).toContain('docs/dev-docs/copy-of-intro.md (front matter slug: "/intro")');
    expect(output).toMatch(/Fix: change or remove the `slug` front matter field/);
  });

  it('fails on a missing local image shown through JSX and names the page and the path', () => {
    inject('static/img/present.png', 'not really a PNG, but a file');
    inject(
      'docs/dev-docs/jsx-images.mdx',
      page(
        'title: JSX images',
        "import ThemedImage from '@theme/ThemedImage';\n\n" +
          '<img src="/img/present.png" alt="present" width="10" height="10" />\n\n' +
          '<img src="/img/typo-in-jsx.png" alt="missing" width="10" height="10" />\n\n' +
          "<ThemedImage alt=\"themed\" width={10} height={10} sources={{light: '/img/present.png', dark: '/img/dark-typo.png'}} />",
      ),
    );
    const {ok, output} = buildFixture();
    expect(ok).toBe(false);
    expect(output).toContain('- /dev-docs/jsx-images → /img/typo-in-jsx.png');
    expect(output).toContain('- /dev-docs/jsx-images → /img/dark-typo.png');
    expect(output).not.toContain('/img/present.png');
    expect(output).toMatch(/Fix: correct the path/);
  });

  it('fails on a local image shown without width and height and names the page and the path', () => {
    inject('static/img/present.png', 'not really a PNG, but a file');
    inject(
      'docs/dev-docs/unsized-images.mdx',
      page(
        'title: Unsized images',
        "import ThemedImage from '@theme/ThemedImage';\n\n" +
          '<img src="/img/present.png" alt="sized" width="10" height="10" />\n\n' +
          "<ThemedImage alt=\"themed\" sources={{light: '/img/present.png', dark: '/img/present.png'}} />",
      ),
    );
    const {ok, output} = buildFixture();
    expect(ok).toBe(false);
    expect(output).toContain('shown without width and height');
    expect(output).toContain('- /dev-docs/unsized-images → /img/present.png');
    expect(output).toMatch(/Fix: give the image its width and height/);
  });

  it('fails on a YAML error in docs/tags.yml and names the file and its line', () => {
    inject(
      'docs/tags.yml',
      'declared-tag:\n  label: declared tag\n  description: The only tag.\nbroken-tag:\n  label: a: b\n  description: x\n',
    );
    const {ok, output} = buildFixture();
    expect(ok).toBe(false);
    expect(output).toContain('docs/tags.yml, line 5, column');
    expect(output).toContain(' 5 |   label: a: b');
    expect(output).toContain('Fix: correct the YAML of the tag list');
  });

  it('fails on an import of a missing snippet and names the importing page and line', () => {
    inject(
      'docs/dev-docs/imports-missing-snippet.mdx',
      page(
        'title: Imports a missing snippet',
        "Intro.\n\nimport Missing from '@site/docs/snippets/no-such-snippet.md';\n\n<Missing />",
      ),
    );
    const {ok, output} = buildFixture();
    expect(ok).toBe(false);
    expect(output).toContain('no-such-snippet.md');
    expect(output).toContain('docs/dev-docs/imports-missing-snippet.mdx:7');
  });

  it('fails on a YAML error in front matter and names the file and its line', () => {
    inject('docs/cloud/bad-front-matter.md', page('title: Fine\ndescription: a: b', 'Body.'));
    const {ok, output} = buildFixture();
    expect(ok).toBe(false);
    expect(output).toContain('docs/cloud/bad-front-matter.md, line 3, column');
    expect(output).toContain('Fix: correct the front matter');
  });

  it('fails on a navbar item of an unknown type and names the type', () => {
    // A `custom-` type passes the config schema; no component is registered for it.
    const custom = buildFixture(
      injectNavbarConfig([{type: 'custom-no-such-item', label: 'Mystery'}]),
    );
    expect(custom.ok).toBe(false);
    expect(custom.output).toContain(
      'No NavbarItem component found for type "custom-no-such-item".',
    );
    const unknown = buildFixture(injectNavbarConfig([{type: 'no-such-type', label: 'Mystery'}]));
    expect(unknown.ok).toBe(false);
    expect(unknown.output).toContain('Bad navbar item type no-such-type');
  });

  it('fails on a navbar item that fails to render and names what it points at', () => {
    const config = injectNavbarConfig([
      {type: 'doc', docId: 'no-such-doc', docsPluginId: 'dev-docs', label: 'Broken doc link'},
    ]);
    const {ok, output} = buildFixture(config);
    expect(ok).toBe(false);
    expect(output).toContain('Couldn\'t find any doc with id "no-such-doc" in version "current"');
  });

  it('fails on a sidebar item with nothing to link to and names it and its sidebars file', () => {
    inject(
      'sidebars/cloud.ts',
      'export default {\n' +
        "  fixture: [{type: 'autogenerated', dirName: '.'}],\n" +
        "  more: [{type: 'category', label: 'Nothing yet', items: []}],\n" +
        '};\n',
    );
    const {ok, output} = buildFixture();
    expect(ok).toBe(false);
    expect(output).toContain(
      'Sidebar category Nothing yet has neither any subitem nor a link. This makes this item not able to link to anything.',
    );
    expect(output).toMatch(/Sidebars file at ".*sidebars\/cloud\.ts" failed to be loaded/);
  });

  it('reports every problem of a breaking-change page at once', () => {
    inject(
      'docs/dev-docs/migration/v4-to-v5/breaking-changes/many-problems.md',
      page(
        'title: Many problems\nbreaking_change:\n  topic: networking\n  affects_plugins: maybe\n  codemod: full',
        'Summary without its facts.',
      ),
    );
    const {ok, output} = buildFixture();
    expect(ok).toBe(false);
    expect(output).toContain('many-problems.md: 3 problems:');
    expect(output).toContain('`breaking_change.topic` is "networking"');
    expect(output).toContain('`breaking_change.affects_plugins` is "maybe"');
    expect(output).toContain('add `<BreakingChangeFacts />`');
  });
});
