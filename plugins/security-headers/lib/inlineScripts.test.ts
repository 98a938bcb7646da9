import {createHash} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {cspHash, hasLiveCodeBlock, inlineScriptsOfHtml} from './inlineScripts';

describe('inlineScriptsOfHtml', () => {
  it('keeps executable inline scripts, not external ones nor data', () => {
    const html =
      '<script>a()</script><script src=/x.js defer></script><script type=application/ld+json>{"a":1}</script>' +
      '<script type="module">b()</script><script type="text/javascript">c()</script><script></script>';
    expect(inlineScriptsOfHtml(html)).toEqual(['a()', 'b()', 'c()']);
  });
});

describe('cspHash', () => {
  it('is the base64 SHA-256 of the exact text, quoted for CSP', () => {
    const expected = createHash('sha256').update('a()').digest('base64');
    expect(cspHash('a()')).toBe(`'sha256-${expected}'`);
  });
});

describe('hasLiveCodeBlock', () => {
  it('spots the live editor in minified or quoted markup', () => {
    expect(hasLiveCodeBlock('<div class=playgroundContainer_XwyR>')).toBe(true);
    expect(hasLiveCodeBlock('<div class="x playgroundEditor_1">')).toBe(true);
    expect(hasLiveCodeBlock('<pre class=codeBlock>')).toBe(false);
  });
});
