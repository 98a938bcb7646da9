import {createHash} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {auditBuiltHtml, cspHash, externalOrigin} from './inlineScripts';

const page = (head: string, root: string, body = '') =>
  `<!doctype html><html><head>${head}</head><body>${body}<div id=__docusaurus>${root}</div></body></html>`;
const notHome = {isHomePage: false};

describe('auditBuiltHtml: scripts', () => {
  it("hashes the template's executable inline scripts, not external ones nor data", () => {
    const html = page(
      '<script>a()</script><script src=/x.js defer></script><script type=application/ld+json data-rh=true>{"a":1}</script>',
      '<div class=main><p>text</p></div>',
      '<script type="module">b()</script><script type="text/javascript">c()</script><script></script>',
    );
    expect(auditBuiltHtml(html, notHome)).toMatchObject({
      siteScripts: ['a()', 'b()', 'c()'],
      pageScripts: [],
    });
  });

  it('never takes text inside an attribute value or a comment for a script', () => {
    const html = page(
      '<meta name=description content="<script>alert(1)</script>">',
      "<!-- <script>alert(2)</script> --><div title='<script>alert(3)</script>'></div>",
    );
    expect(auditBuiltHtml(html, notHome)).toMatchObject({siteScripts: [], pageScripts: []});
  });

  it('accepts React streaming scripts as children of the root only', () => {
    const react = '$RC("B:1","S:1")';
    const html = page(
      '',
      `<main><article><script>alert(1)</script></article></main><script>${react}</script>`,
    );
    const audit = auditBuiltHtml(html, notHome);
    expect(audit.siteScripts).toEqual([react]);
    expect(audit.pageScripts).toEqual(['alert(1)']);
    // The same text written inside the page content is the page's, not React's.
    expect(
      auditBuiltHtml(page('', `<main><script>${react}</script></main>`), notHome).pageScripts,
    ).toEqual([react]);
    // Only React's own functions, even as a direct child of the root.
    expect(
      auditBuiltHtml(page('', '<script>fetch("/x")</script>'), notHome).pageScripts,
    ).toHaveLength(1);
  });

  it("rejects a script a page puts in the head, except Docusaurus's base-URL banner on the home page", () => {
    const banner =
      'document.addEventListener("DOMContentLoaded",function(){insertBanner()});function insertBanner(){var e=document.createElement("div");e.id="__docusaurus-base-url-issue-banner-container"}';
    const html = page(
      `<script data-rh=true>${banner}</script><script data-rh=true>steal()</script>`,
      '',
    );
    expect(auditBuiltHtml(html, {isHomePage: true})).toMatchObject({
      siteScripts: [banner],
      pageScripts: ['steal()'],
    });
    expect(auditBuiltHtml(html, notHome).pageScripts).toHaveLength(2);
  });
});

describe('auditBuiltHtml: embeds and live code', () => {
  it('lists images and frames from other origins, never those of the site', () => {
    const html = page(
      '',
      '<img src=/img/a.png><img src="https://cdn.example.com/b.png" srcset="/c.png 1x, //img.example.org/d.png 2x">' +
        '<iframe src="https://www.youtube.com/embed/x"></iframe><a href="https://example.net">link</a><img src="data:image/png;base64,AA">',
    );
    expect(auditBuiltHtml(html, notHome).externalEmbeds).toEqual([
      {
        kind: 'image',
        tag: 'img',
        url: 'https://cdn.example.com/b.png',
        origin: 'https://cdn.example.com',
      },
      {
        kind: 'image',
        tag: 'img',
        url: '//img.example.org/d.png',
        origin: 'https://img.example.org',
      },
      {
        kind: 'frame',
        tag: 'iframe',
        url: 'https://www.youtube.com/embed/x',
        origin: 'https://www.youtube.com',
      },
    ]);
  });

  it('spots the live editor in minified or quoted markup', () => {
    expect(
      auditBuiltHtml(page('', '<div class=playgroundContainer_XwyR>'), notHome).hasLiveCodeBlock,
    ).toBe(true);
    expect(
      auditBuiltHtml(page('', '<div class="x playgroundEditor_1">'), notHome).hasLiveCodeBlock,
    ).toBe(true);
    expect(auditBuiltHtml(page('', '<pre class=codeBlock>'), notHome).hasLiveCodeBlock).toBe(false);
  });
});

describe('externalOrigin', () => {
  it('is null for URLs of the site and for non-http schemes', () => {
    expect(externalOrigin('/img/a.png')).toBeNull();
    expect(externalOrigin('img/a.png')).toBeNull();
    expect(externalOrigin('data:image/png;base64,AA')).toBeNull();
    expect(externalOrigin('http://127.0.0.1:8080/x.png')).toBe('http://127.0.0.1:8080');
  });
});

describe('cspHash', () => {
  it('is the base64 SHA-256 of the exact text, quoted for CSP', () => {
    const expected = createHash('sha256').update('a()').digest('base64');
    expect(cspHash('a()')).toBe(`'sha256-${expected}'`);
  });
});
