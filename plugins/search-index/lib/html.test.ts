import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {extractPage, PageParseError} from './html';
import {codeTitleMark} from './indexData';

const fixtures = path.join(import.meta.dirname, 'fixtures/pages');

describe('extractPage: built HTML → sections (fixtures)', () => {
  for (const file of readdirSync(fixtures).filter((name) => name.endsWith('.html'))) {
    it(file, () => {
      const html = readFileSync(path.join(fixtures, file), 'utf8');
      const expected: unknown = JSON.parse(
        readFileSync(path.join(fixtures, file.replace(/\.html$/, '.json')), 'utf8'),
      );
      expect(extractPage(html, `/${file}`)).toEqual(expected);
    });
  }
});

describe('extractPage: what it leaves out', () => {
  const page = (content: string) =>
    `<main><div class="theme-doc-markdown markdown"><header><h1>Title</h1></header>${content}</div></main>`;

  it('skips navigation, buttons, icons, hidden decorations, tab lists and heading anchors', () => {
    const {sections} = extractPage(
      page(
        '<nav>Breadcrumbs</nav><button>Copy</button><svg><text>icon</text></svg><span aria-hidden=true>★</span><ul role=tablist><li>Tab A<li>Tab B</ul><p>Kept text.',
      ),
      '/x',
    );
    expect(sections[0]!.text).toBe('Kept text.');
  });

  it('skips an availability badge, in the prose and in a heading', () => {
    const {sections} = extractPage(
      page(
        '<p><span class="badge_x" title="Available with an Enterprise licence" data-search-ignore>Enterprise</span> A release is a group of entries.<h2 id=page>Releases <span class=badge_x data-search-ignore="">Cloud Team</span></h2><p>Kept.',
      ),
      '/x',
    );
    expect(sections.map((section) => [section.heading, section.text])).toEqual([
      ['', 'A release is a group of entries.'],
      ['Releases', 'Kept.'],
    ]);
  });

  it('keeps code blocks apart by an empty line, and drops blank lines inside a block', () => {
    const {sections} = extractPage(
      page(
        '<p>Two blocks.<pre><code>GET /api/a\n\n</code></pre><pre><code>{\n\n  "data": []\n}</code></pre>',
      ),
      '/x',
    );
    expect(sections[0]!.code).toBe('GET /api/a\n\n{\n  "data": []\n}');
  });

  it("reads a code block's title as the first line of its code, not as prose", () => {
    const {sections} = extractPage(
      page(
        '<p>Set the origins.<div class="language-js codeBlockContainer_x"><div class=codeBlockTitle_y>./config/middlewares.js (cors entry)</div><div class=codeBlockContent_z><pre><code>module.exports = [];</code></pre></div></div><p>The v4 option is gone.',
      ),
      '/x',
    );
    expect(sections[0]!.text).toBe('Set the origins.\nThe v4 option is gone.');
    expect(sections[0]!.code).toBe(
      `${codeTitleMark}./config/middlewares.js (cors entry)\nmodule.exports = [];`,
    );
  });

  it('keeps a heading without an id (a card title) as text of its section', () => {
    const {sections} = extractPage(page('<p>Intro.<h2>No anchor</h2><p>After.'), '/x');
    expect(sections).toHaveLength(1);
    expect(sections[0]!.text).toBe('Intro.\nNo anchor\nAfter.');
  });

  it('builds the heading path from heading levels', () => {
    const {sections} = extractPage(
      page('<h2 id=a>A</h2><h3 id=b>B</h3><h4 id=c>C</h4><h3 id=d>D</h3><h2 id=e>E</h2>'),
      '/x',
    );
    expect(sections.map((section) => [section.anchor, section.path.join('>')])).toEqual([
      ['', ''],
      ['a', ''],
      ['b', 'A'],
      ['c', 'A>B'],
      ['d', 'A'],
      ['e', ''],
    ]);
  });

  it('stops at the end of the content root', () => {
    const {sections} = extractPage(`${page('<p>Inside.')}<p>Outside the content.</p>`, '/x');
    expect(sections[0]!.text).toBe('Inside.');
  });
});

describe('extractPage: pages it cannot parse', () => {
  it('names the page when the content root is missing', () => {
    expect(() => extractPage('<html><body><h1>Hi</h1></body></html>', '/dev-docs/broken')).toThrow(
      /cannot parse \/dev-docs\/broken: no element with class "theme-doc-markdown"/,
    );
  });

  it('names the page when the content is truncated', () => {
    expect(() =>
      extractPage('<div class="theme-doc-markdown"><h1>T</h1><div><p>cut', '/dev-docs/cut'),
    ).toThrow(PageParseError);
    expect(() =>
      extractPage('<div class="theme-doc-markdown"><h1>T</h1><div><p>cut', '/dev-docs/cut'),
    ).toThrow(/\/dev-docs\/cut: .*never closed/);
  });

  it('names the page when it has no title', () => {
    expect(() =>
      extractPage('<div class="theme-doc-markdown"><p>No title</div>', '/untitled'),
    ).toThrow(/\/untitled: the page has no <h1> title/);
  });

  it('names the page when a tag never ends', () => {
    expect(() =>
      extractPage('<div class="theme-doc-markdown"><h1>T</h1><p class="oops', '/unterminated'),
    ).toThrow(/\/unterminated: the "theme-doc-markdown" element is never closed/);
  });

  it('names the page when a heading is never closed', () => {
    expect(() =>
      extractPage('<div class="theme-doc-markdown"><h1>T</h1><h2 id=a>Cut</div>', '/open-heading'),
    ).toThrow(/\/open-heading: a heading is never closed/);
  });
});

describe('extractPage: character references and attributes', () => {
  const page = (content: string) => `<div class=theme-doc-markdown><h1>Title</h1>${content}</div>`;

  it('decodes named and numeric references in prose, headings and code', () => {
    const {sections} = extractPage(
      page(
        '<p>a &amp; b &lt;c&gt; &quot;d&quot; &#39;e&#39; &#x2192; &rarr; a&nbsp;b<h2 id=x>A &amp; B</h2><pre><code>if (a &lt; b) {}</code></pre>',
      ),
      '/x',
    );
    // A non-breaking space reads as a space in the index.
    expect(sections[0]!.text).toBe('a & b <c> "d" \'e\' → → a b');
    expect(sections[1]!.heading).toBe('A & B');
    expect(sections[1]!.code).toBe('if (a < b) {}');
  });

  it('leaves unknown names and stray ampersands as written', () => {
    const {sections} = extractPage(page('<p>AT&T &unknown; fish & chips'), '/x');
    expect(sections[0]!.text).toBe('AT&T &unknown; fish & chips');
  });

  it('reads quoted, unquoted and bare attributes, and an unquoted value ending in a slash', () => {
    const {sections} = extractPage(
      page(
        `<p>See <a href=/>home</a> and <a href=/a/b title="A &amp; B">b</a>.<h2 id=fields>Fields<a class="anchor hash-link" href=#fields>#</a></h2><p data-x='1' hidden>Kept.`,
      ),
      '/x',
    );
    expect(sections[0]!.text).toBe('See home and b.');
    expect(sections[1]).toMatchObject({anchor: 'fields', heading: 'Fields', text: 'Kept.'});
  });
});
