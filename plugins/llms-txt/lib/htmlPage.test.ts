import {describe, expect, it} from 'vitest';

import {htmlPageTwin} from './htmlPage';

const landing = `<html><head><meta name="description" content="Docs of the product."></head><body>
<nav><a href="/dev-docs/intro">Navbar link</a></nav>
<div id="__docusaurus_skipToContent_fallback" class="main-wrapper">
<header><div class="container"><h1>Product Docs</h1><p>Docs of the product.</p></div></header>
<main><div data-markdown-ignore=""><button>Copy page</button><a href="/llms.txt">llms.txt</a></div><section aria-label="Highlights"><article><h2>Start a project now</h2>
<p>Create a project &amp; fetch it through the <code>REST</code> API.</p>
<a class="button" href="/dev-docs/quick-start"><span aria-hidden="true">🚀 </span>Quick start</a></article>
<article><h2><a href="/user-docs/intro">User Guide</a></h2><ul><li><a href="/user-docs/a#b">Content Manager</a></li><li><a href="https://example.com/x">Elsewhere</a></li></ul></article>
</section></main></div><footer><p>Footer text</p></footer></body></html>`;

describe('htmlPageTwin', () => {
  it('writes what the page shows: headings, paragraphs, links and lists, links absolute', () => {
    expect(htmlPageTwin(landing, '/', 'https://docs.test')).toEqual({
      title: 'Product Docs',
      description: 'Docs of the product.',
      markdown: [
        'Docs of the product.',
        '## Start a project now',
        'Create a project & fetch it through the `REST` API.',
        '[Quick start](https://docs.test/dev-docs/quick-start)',
        '## [User Guide](https://docs.test/user-docs/intro)',
        '- [Content Manager](https://docs.test/user-docs/a#b)\n- [Elsewhere](https://example.com/x)',
      ].join('\n\n'),
    });
  });

  it('names the route when the page has no title to write the twin from', () => {
    expect(() =>
      htmlPageTwin(
        '<html><body><div id="__docusaurus_skipToContent_fallback"><p>x</p></div></body></html>',
        '/landing',
        'https://docs.test',
      ),
    ).toThrow(/\/landing: its built page has no <h1>/);
  });
});
