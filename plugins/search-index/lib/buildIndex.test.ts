import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  buildIndexData,
  codeIdentifiers,
  leadOf,
  maxCodePerSection,
  splitIndexData,
  withoutStopwords,
} from './buildIndex';
import {
  assertBodyShard,
  assertIndexData,
  indexFormatVersion,
  inlineCodeClose,
  inlineCodeOpen,
  inlineCodeSpans,
  markInlineCode,
  mergeBodies,
} from './indexData';

const docPage = readFileSync(
  path.join(import.meta.dirname, 'fixtures/pages/doc-page.html'),
  'utf8',
);
const sections = [{label: 'Developer Docs', boost: 1}];

describe('buildIndexData', () => {
  it('turns built pages into an index file the engine can read', () => {
    const data = buildIndexData(sections, [
      {
        url: '/dev-docs/populate',
        title: 'Fallback',
        description: 'About populate.',
        docsInstance: 0,
        html: docPage,
      },
    ]);
    expect(() => assertIndexData(JSON.parse(JSON.stringify(data)), 'test')).not.toThrow();
    expect(data.pages).toEqual([
      {
        url: '/dev-docs/populate',
        title: 'Populate & select',
        description: 'About populate.',
        docsInstance: 0,
      },
    ]);
    expect(data.sections.map((section) => section.anchor)).toEqual([
      '',
      'population',
      'nested',
      'fields',
    ]);
    expect(data.sections.every((section) => section.page === 0)).toBe(true);
  });

  it("keeps a page's keywords, and its search questions without their stop words", () => {
    const data = buildIndexData(sections, [
      {
        url: '/dev-docs/populate',
        title: 'Fallback',
        description: 'About populate.',
        keywords: ['nested relations'],
        questions: [
          'Why does my API not return the relations?',
          'how do I get the author of a post',
        ],
        docsInstance: 0,
        html: docPage,
      },
    ]);
    expect(data.pages[0]).toMatchObject({
      keywords: ['nested relations'],
      questions: ['API not return relations?', 'get author post'],
    });
    expect(withoutStopwords('what is a document?')).toBe('document?');
  });

  it('keeps at most maxCodePerSection characters of code per section', () => {
    const longCode = Array.from(
      {length: 400},
      (_, index) => `<div class=token-line>line ${index} of code</div>`,
    ).join('');
    const html = `<div class="theme-doc-markdown"><h1>T</h1><h2 id=a>A</h2><pre><code>${longCode}</code></pre></div>`;
    const data = buildIndexData(sections, [
      {url: '/t', title: 'T', description: '', docsInstance: 0, html},
    ]);
    // The empty introduction is dropped: the page's only section is "a".
    const [section] = data.sections;
    expect(section!.anchor).toBe('a');
    expect(section!.code.length).toBeLessThanOrEqual(maxCodePerSection);
    expect(section!.code.startsWith('line 0 of code')).toBe(true);
  });

  it('fails naming the page it cannot parse', () => {
    expect(() =>
      buildIndexData(sections, [
        {
          url: '/dev-docs/broken',
          title: 'B',
          description: '',
          docsInstance: 0,
          html: '<html><body>nothing</body></html>',
        },
      ]),
    ).toThrow(/cannot parse \/dev-docs\/broken/);
  });
});

describe('assertIndexData', () => {
  it('explains what is wrong with a file it cannot read', () => {
    expect(() => assertIndexData(null, 'index.json')).toThrow(/index.json is not a search index/);
    expect(() => assertIndexData({version: 0}, 'index.json')).toThrow(
      /format version 0.*rebuild the site/,
    );
    expect(() => assertIndexData({version: indexFormatVersion, pages: []}, 'index.json')).toThrow(
      /lacks its pages, sections or docsInstances/,
    );
  });
});

describe('splitIndexData', () => {
  const data = buildIndexData(sections, [
    {url: '/dev-docs/populate', title: 'T', description: 'D', docsInstance: 0, html: docPage},
  ]);

  it('keeps every page and heading in the head, and the full text in the body files', () => {
    const {head, shards} = splitIndexData(data, (index) => `bodies-${index}.json`, 1);
    expect(head.pages.map(({url, title}) => [url, title])).toEqual(
      data.pages.map(({url, title}) => [url, title]),
    );
    // The description is in the postings (ranking) and the first body file (the complete index).
    expect(head.pages.every((page) => page.description === '')).toBe(true);
    expect(head.sections.every((section) => section.text === '' && section.code === '')).toBe(true);
    expect(head.engineIndex?.shardFiles.length).toBeGreaterThan(0);
    expect(head.sections.map((section) => section.heading)).toEqual(
      data.sections.map((section) => section.heading),
    );
    expect(head.bodies).toEqual(shards.map((_shard, index) => `bodies-${index}.json`));
    expect(shards.length).toBe(data.sections.length);
    for (const shard of shards) expect(() => assertBodyShard(shard, 'shard')).not.toThrow();
    expect(mergeBodies(head, shards)).toEqual(data);
    // Inline code: offsets in the complete index, marks in the body files, nothing in the head.
    expect(data.sections.some((section) => section.codeSpans)).toBe(true);
    expect(head.sections.some((section) => section.codeSpans)).toBe(false);
    expect(shards.some((shard) => shard.sections[0]![0].includes(inlineCodeOpen))).toBe(true);
  });

  it('reads inline-code marks back into offsets, whatever their balance', () => {
    const o = inlineCodeOpen;
    const c = inlineCodeClose;
    expect(inlineCodeSpans(`Set ${o}populate${c} to ${o} * ${c}.`)).toEqual({
      text: 'Set populate to  * .',
      codeSpans: [4, 12, 17, 18],
    });
    expect(inlineCodeSpans(`${o}a${o}b${c}c${c} ${c}d ${o}${c}`)).toEqual({
      text: 'abc d ',
      codeSpans: [0, 3],
    });
    const text = 'Use populate and filters.';
    expect(inlineCodeSpans(markInlineCode(text, [4, 12, 17, 24]))).toEqual({
      text,
      codeSpans: [4, 12, 17, 24],
    });
  });

  it('refuses a body file that does not fit the head', () => {
    const {head} = splitIndexData(data, () => 'bodies.json');
    expect(() =>
      mergeBodies(head, [{version: head.version, from: 99, sections: [['x', '']]}]),
    ).toThrow(/section 99, beyond the head/);
    expect(() => assertBodyShard({version: 1}, 'bodies-0.json')).toThrow(/bodies-0\.json/);
  });

  it('cuts the lead at a word and keeps the identifiers of the code once each', () => {
    expect(leadOf('one two three four', 10)).toBe('one two');
    expect(
      codeIdentifiers('const a = strapi.documents(uid);\nstrapi.documents(uid).findMany()'),
    ).toBe('strapi.documents .findMany');
  });
});
