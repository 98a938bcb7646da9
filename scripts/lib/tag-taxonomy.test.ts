import {describe, expect, it} from 'vitest';
import {taxonomyFigures, taxonomyProblems} from './tag-taxonomy.mjs';

const declared = {
  'graph-ql': {label: 'GraphQL', description: 'The GraphQL API and plugin.'},
  'rest-api': {label: 'REST API', description: 'The REST endpoints.'},
  rbac: {label: 'RBAC', description: 'Administrator roles.'},
};
const page = (file: string, tags: string[], listed = true) => ({file, tags, listed});
const sound = [
  page('docs/a.md', ['graph-ql', 'rest-api']),
  page('docs/b.md', ['graph-ql', 'rbac']),
  page('docs/c.md', ['rest-api', 'rbac', 'graph-ql']),
];

describe('taxonomyProblems', () => {
  it('accepts pages with 2 to 6 declared tags and tags that each gather two pages', () => {
    expect(taxonomyProblems(declared, sound)).toEqual([]);
  });

  it('names a page with too few or too many tags', () => {
    const problems = taxonomyProblems(declared, [
      ...sound,
      page('docs/one.md', ['rbac']),
      page('docs/many.md', ['graph-ql', 'rest-api', 'rbac', 'a', 'b', 'c', 'd']),
    ]);
    expect(problems).toContainEqual(
      expect.stringMatching(/^docs\/one\.md: has 1 tag.*2 to 6 tags/),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/^docs\/many\.md: has 7 tag.*2 to 6 tags/),
    );
  });

  it('names a tag that gathers one page or none, and how to fix it', () => {
    const problems = taxonomyProblems(
      {
        ...declared,
        lonely: {label: 'Lonely', description: 'One page.'},
        unused: {label: 'Unused', description: 'No page.'},
      },
      [...sound, page('docs/d.md', ['lonely', 'rbac'])],
    );
    expect(problems).toContain(
      'docs/tags.yml: "lonely" gathers only docs/d.md; tag another page that belongs with it, or merge it into a broader tag and remove it.',
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/"unused" is carried by no page; remove it/),
    );
  });

  it('names a tag without a label or a one-line description', () => {
    const problems = taxonomyProblems(
      {
        ...declared,
        rbac: {label: 'RBAC'},
        'rest-api': {label: 'REST API', description: 'Two\nlines.'},
      },
      sound,
    );
    expect(problems).toContainEqual(expect.stringMatching(/"rbac" a one-line description/));
    expect(problems).toContainEqual(expect.stringMatching(/"rest-api" a one-line description/));
  });

  it('names an undeclared tag and a duplicate', () => {
    const problems = taxonomyProblems(declared, [
      ...sound,
      page('docs/e.md', ['rbac', 'rbac', 'nope']),
    ]);
    expect(problems).toContainEqual(
      expect.stringMatching(/^docs\/e\.md: tag "nope" is not declared/),
    );
    expect(problems).toContainEqual(expect.stringMatching(/^docs\/e\.md: lists a tag twice/));
  });

  it('wants unlisted pages (snippets) without tags, and does not count them', () => {
    const problems = taxonomyProblems(declared, [
      ...sound,
      page('docs/snippets/s.md', ['rbac'], false),
      page('docs/snippets/t.md', [], false),
    ]);
    expect(problems).toEqual([
      'docs/snippets/s.md: carries tags, but snippets are unlisted and make no tag page; remove its `tags`.',
    ]);
  });
});

describe('taxonomyFigures', () => {
  it('counts tags, pages per tag and the histogram of listed pages only', () => {
    expect(taxonomyFigures([...sound, page('docs/snippets/s.md', ['rbac'], false)])).toEqual({
      tags: 3,
      pagesPerTag: {min: 2, median: 2, max: 3},
      histogram: [
        ['2', 2],
        ['3', 1],
      ],
    });
  });
});

describe('taxonomyFigures median', () => {
  it('is the mean of the two middle counts for an even number of tags', () => {
    const pages = [
      page('docs/a.md', ['w', 'x', 'y', 'z']),
      page('docs/b.md', ['w', 'x', 'y', 'z']),
      page('docs/c.md', ['y', 'z']),
    ];
    // w: 2, x: 2, y: 3, z: 3
    expect(taxonomyFigures(pages).pagesPerTag).toEqual({min: 2, median: 2.5, max: 3});
  });
});
