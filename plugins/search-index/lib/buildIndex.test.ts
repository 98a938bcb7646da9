import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {buildIndexData, maxCodePerSection} from './buildIndex';
import {assertIndexData} from './indexData';

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
        docsSection: 0,
        html: docPage,
      },
    ]);
    expect(() => assertIndexData(JSON.parse(JSON.stringify(data)), 'test')).not.toThrow();
    expect(data.pages).toEqual([
      {
        url: '/dev-docs/populate',
        title: 'Populate & select',
        description: 'About populate.',
        docsSection: 0,
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

  it('keeps at most maxCodePerSection characters of code per section', () => {
    const longCode = Array.from(
      {length: 400},
      (_, index) => `<div class=token-line>line ${index} of code</div>`,
    ).join('');
    const html = `<div class="theme-doc-markdown"><h1>T</h1><h2 id=a>A</h2><pre><code>${longCode}</code></pre></div>`;
    const data = buildIndexData(sections, [
      {url: '/t', title: 'T', description: '', docsSection: 0, html},
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
          docsSection: 0,
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
    expect(() => assertIndexData({version: 1, pages: []}, 'index.json')).toThrow(
      /lacks its pages, sections or docsSections/,
    );
  });
});
