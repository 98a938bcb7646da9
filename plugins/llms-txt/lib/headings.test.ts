import {describe, expect, it} from 'vitest';

import {
  firstHeadingDifference,
  headingDifferenceMessage,
  htmlPageHeadings,
  markdownPageHeadings,
} from './headings';

/** A built doc page as Docusaurus writes it (minified: unquoted attributes). */
const builtPage = `<!doctype html><html><body><nav class=navbar><h2>Not content</h2></nav>
<main><article><nav aria-label=Breadcrumbs></nav>
<div class="theme-doc-markdown markdown"><header><h1>Install Strapi</h1></header>
<p>Intro.</p>
<h2 class="anchor anchorWithStickyNavbar_x" id=requirements>Requirements <span class=badge_x title="Available with an Enterprise license" data-search-ignore="">Enterprise</span><a href=#requirements class=hash-link aria-label="Direct link to Requirements">\u200B</a></h2>
<div class=tabs-container><div role=tabpanel><h3 id=with-yarn>With <code>yarn</code> &amp; Node<a href=#with-yarn class=hash-link>\u200B</a></h3></div>
<div role=tabpanel hidden><h3 id=with-npm>With <code>npm</code><a href=#with-npm class=hash-link>\u200B</a></h3></div></div>
<details><summary>More</summary><h4 id=deep>Deep   heading</h4></details>
</div><footer><h2>Not content either</h2></footer></article>
<nav class=table-of-contents><h3>On this page</h3></nav></main></body></html>`;

describe('htmlPageHeadings', () => {
  it('reads the headings of the doc content in order, hidden tab panels included, without anchor links or chrome, badges in parentheses', () => {
    expect(htmlPageHeadings(builtPage)).toEqual([
      'Install Strapi',
      'Requirements (Enterprise)',
      'With yarn & Node',
      'With npm',
      'Deep heading',
    ]);
  });

  it("reads a Markdown page's article when the page has no doc layout", () => {
    expect(
      htmlPageHeadings(
        '<html><body><nav><h2>Menu</h2></nav><main><article><h1>Release notes</h1><h2 id=a>Strapi 5.0.0</h2></article></main></body></html>',
      ),
    ).toEqual(['Release notes', 'Strapi 5.0.0']);
  });

  it('says when a page has no doc content', () => {
    expect(htmlPageHeadings('<html><body><main><h1>Search</h1></main></body></html>')).toBe(
      undefined,
    );
  });
});

describe('markdownPageHeadings', () => {
  it('reads ATX and setext headings with their inline code, never a line inside code or HTML', () => {
    const markdown = [
      '---',
      'title: Install Strapi',
      'description: Setext-like',
      '---',
      '',
      '# Install Strapi',
      '',
      '## Requirements',
      '',
      '```bash',
      '# not a heading',
      '```',
      '',
      '### With `yarn` & **Node**',
      '',
      '<h2>raw html</h2>',
      '',
      '> **Note**',
      '> ## Quoted heading',
      '',
      'Setext one',
      '----------',
    ].join('\n');
    expect(markdownPageHeadings(markdown)).toEqual([
      'Install Strapi',
      'Requirements',
      'With yarn & Node',
      'Quoted heading',
      'Setext one',
    ]);
  });
});

describe('firstHeadingDifference', () => {
  it('finds nothing when both sides have the same headings in the same order', () => {
    expect(firstHeadingDifference(['A', 'B'], ['A', 'B'])).toBe(undefined);
  });

  it('names the first renamed, reordered, missing or extra heading', () => {
    expect(firstHeadingDifference(['A', 'B', 'C'], ['A', 'B (npm)', 'C'])).toEqual({
      position: 2,
      html: 'B',
      markdown: 'B (npm)',
    });
    expect(firstHeadingDifference(['A', 'B'], ['B', 'A'])).toEqual({
      position: 1,
      html: 'A',
      markdown: 'B',
    });
    expect(firstHeadingDifference(['A', 'B'], ['A'])).toEqual({
      position: 2,
      html: 'B',
      markdown: undefined,
    });
    expect(firstHeadingDifference(['A'], ['A', 'Extra'])).toEqual({
      position: 2,
      html: undefined,
      markdown: 'Extra',
    });
  });

  it('writes a message naming the page and both headings', () => {
    expect(
      headingDifferenceMessage('/dev-docs/install', {position: 2, html: 'B', markdown: undefined}),
    ).toBe(
      '/dev-docs/install: heading 2 is "B" on the page but (no more headings) in its .md twin',
    );
  });
});
