import {describe, expect, it} from 'vitest';

import {
  htmlPageSegments,
  markdownComparableText,
  missingSegments,
  parityFails,
  parityMessage,
} from './contentParity';

/** A built doc page: its content element holds the title, paragraphs, a list, a table and code. */
const page = `<html><body><nav><a href="/">A navigation link that is not content</a></nav><main>
<div class="theme-doc-markdown markdown"><header><h1>Sort and paginate</h1></header>
<p>Sort the results of a query with the <code>sort</code> parameter.<a class="hash-link" href="#x">#</a></p>
<div data-markdown-ignore=""><button>Copy page</button><p>Only for readers of the web page, never in the twin.</p></div>
<ul><li>Ascending order is the default one.</li><li>Short item</li></ul>
<table><tr><th>Parameter name</th><th>Type</th></tr><tr><td>pagination[pageSize]</td><td>Integer, 25 by default</td></tr></table>
<pre><code><span class="token-line">const sorted = await strapi.documents('api::a.a')</span><br><span class="token-line">  .findMany({sort: 'title:asc'});</span></code></pre>
</div></main></body></html>`;

const twin = `---
title: Sort and paginate
---

# Sort and paginate

Sort the results of a query with the \`sort\` parameter.

- Ascending order is the **default** one.

| Parameter name | Type |
| --- | --- |
| \`pagination[pageSize]\` | Integer, 25 by default |

\`\`\`js
const sorted = await strapi.documents('api::a.a')
  .findMany({sort: 'title:asc'});
\`\`\`
`;

describe('htmlPageSegments', () => {
  it('cuts the content element into paragraphs, items, cells and code lines, chrome left out', () => {
    expect(htmlPageSegments(page)).toEqual([
      'Sort the results of a query with the sort parameter.',
      'Ascending order is the default one.',
      'pagination[pageSize]',
      'Integer, 25 by default',
      "const sorted = await strapi.documents('api::a.a')",
      ".findMany({sort: 'title:asc'});",
    ]);
  });

  it('gives nothing for a page without doc content', () => {
    expect(
      htmlPageSegments('<html><body><p>No content element here at all.</p></body></html>'),
    ).toBe(undefined);
  });
});

describe('missingSegments', () => {
  it('finds every segment of a faithful twin, whatever its Markdown syntax', () => {
    const result = missingSegments(htmlPageSegments(page)!, markdownComparableText(twin));
    expect(result).toEqual({segments: 6, missing: []});
    expect(parityFails(result)).toBe(false);
  });

  it('names the paragraph a twin drops, and the page fails', () => {
    const shorter = twin.replace('- Ascending order is the **default** one.\n', '');
    const result = missingSegments(htmlPageSegments(page)!, markdownComparableText(shorter));
    expect(result.missing).toEqual(['Ascending order is the default one.']);
    expect(parityFails(result)).toBe(true);
    expect(parityMessage('/dev-docs/sort', result)).toBe(
      '/dev-docs/sort: 1 of 6 text segments of the page (17 %) are not in its .md twin, first "Ascending order is the default one."',
    );
  });

  it('tolerates a small share of segments written differently', () => {
    const result = {segments: 40, missing: ['one label the twin words otherwise']};
    expect(parityFails(result)).toBe(false);
    expect(parityFails({segments: 40, missing: ['a', 'b', 'c']})).toBe(true);
  });

  it('compares typographic quotes, dashes and case as plain text', () => {
    expect(
      missingSegments(
        ['It’s the “default” value — always.'],
        markdownComparableText(`It's the "default" value - always.`),
      ).missing,
    ).toEqual([]);
  });
});
