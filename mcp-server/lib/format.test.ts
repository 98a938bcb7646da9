import {describe, expect, it} from 'vitest';
import type {OfflineAnswer} from '../../plugins/search-index/lib/answer';
import type {SearchResult} from '../../plugins/search-index/lib/engine';
import type {SearchIndexData} from '../../plugins/search-index/lib/indexData';
import {askAnswerMarkdown, pageSectionTarget, searchResultsMarkdown} from './format';

const origin = 'https://docs.test';

const related = (url: string, title: string, heading: string) =>
  ({url, title, heading}) as SearchResult;

describe('askAnswerMarkdown', () => {
  it('writes the sentences with their numbers, the example, then the sources with URLs', () => {
    const answer: OfflineAnswer = {
      found: true,
      sentences: [
        {text: 'Add populate to the query.', citation: 1},
        {text: 'Relations are left out by default.', citation: 2},
      ],
      example: {code: 'GET /api/restaurants?populate=*', title: 'Request', citation: 1},
      citations: [
        {number: 1, url: '/rest#populate', title: 'REST', heading: 'Populate', docsInstance: 'Dev'},
        {number: 2, url: '/rest', title: 'REST', heading: '', docsInstance: 'Dev'},
      ],
      related: [],
    };
    expect(askAnswerMarkdown(answer, origin)).toBe(
      'Add populate to the query. [1] Relations are left out by default. [2]\n\n' +
        'Request [1]\n\n```\nGET /api/restaurants?populate=*\n```\n\n' +
        'Sources (answer assembled from the documentation, not generated):\n' +
        '[1] REST › Populate: https://docs.test/rest#populate\n[2] REST: https://docs.test/rest',
    );
  });

  it('says when the docs do not answer, and lists the closest sections to read', () => {
    const answer: OfflineAnswer = {
      found: false,
      sentences: [],
      example: null,
      citations: [],
      related: [related('/a#x', 'A', 'X'), related('/b', 'B', '')],
    };
    expect(askAnswerMarkdown(answer, origin)).toBe(
      'The documentation does not seem to answer this question.\n\n' +
        'Closest sections (read them with get_page, or try search_docs with other words):\n' +
        '- A › X: https://docs.test/a#x\n- B: https://docs.test/b',
    );
  });
});

describe('searchResultsMarkdown', () => {
  it('suggests other words when nothing matches', () => {
    expect(searchResultsMarkdown('zzz', [])).toContain('No section of the docs matches "zzz"');
  });

  it('numbers the results and says when the query was corrected', () => {
    const text = searchResultsMarkdown(
      'popluate',
      [
        {
          title: 'REST',
          heading: 'Populate',
          path: '/rest#populate',
          url: 'https://docs.test/rest#populate',
          section: 'Developer Docs',
          snippet: 'populate attaches relations',
        },
      ],
      'populate',
    );
    expect(text).toBe(
      'Searched for "populate" (the query as corrected).\n\n' +
        '1. REST › Populate (Developer Docs)\n   https://docs.test/rest#populate\n   populate attaches relations',
    );
  });
});

describe('pageSectionTarget', () => {
  const index = {
    pages: [{url: '/a'}, {url: '/b'}],
    sections: [
      {page: 0, anchor: 'cors', heading: 'cors'},
      {page: 1, anchor: 'cors', heading: 'CORS for the admin panel'},
    ],
  } as unknown as SearchIndexData;

  it('reads an anchor as the heading the index records for it on that page', () => {
    expect(pageSectionTarget(index, '/b', '#cors').headings).toEqual([
      'CORS for the admin panel',
      'cors',
    ]);
  });

  it('reads an anchor the index does not know as words, and a heading as itself', () => {
    expect(pageSectionTarget(index, '/a', '#set-it-up').headings).toEqual(['set it up']);
    expect(pageSectionTarget(index, '/a', 'Set it up').headings).toEqual(['Set it up']);
  });
});
