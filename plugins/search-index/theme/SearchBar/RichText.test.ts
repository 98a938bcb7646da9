import {createElement, type ReactElement} from 'react';
import {describe, expect, it} from 'vitest';
import {codeSegments} from '../../lib/snippet';
import {CitedText, Highlighted} from './RichText';

// react-dom ships no type declarations in this project; the server renderer exists at runtime.
const serverRenderer = 'react-dom/server';
async function render(element: ReactElement): Promise<string> {
  const {renderToStaticMarkup} = (await import(/* @vite-ignore */ serverRenderer)) as {
    renderToStaticMarkup: (node: ReactElement) => string;
  };
  return renderToStaticMarkup(element);
}

describe('widget text rendering escapes markup', () => {
  it('renders highlighted segments as text inside <mark>', async () => {
    const html = await render(
      createElement(Highlighted, {
        segments: [
          {text: '<script>alert("x")</script> ', highlight: false},
          {text: '<img src=x onerror=alert(1)>', highlight: true},
        ],
      }),
    );
    expect(html).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; <mark>&lt;img src=x onerror=alert(1)&gt;</mark>',
    );
  });

  it('renders quoted text with its code spans as <code>, escaped, ignoring spans out of range', async () => {
    const text = 'Set <b>populate</b> to * and filters to {}.';
    const html = await render(
      createElement(Highlighted, {segments: codeSegments(text, [4, 19, 29, 36, 60, 70])}),
    );
    expect(html).toBe(
      'Set <code>&lt;b&gt;populate&lt;/b&gt;</code> to * and <code>filters</code> to {}.',
    );
    expect(await render(createElement(Highlighted, {segments: codeSegments('Plain <i>.')}))).toBe(
      'Plain &lt;i&gt;.',
    );
  });

  it('renders code segments of a snippet as one <code>, with their matches marked inside', async () => {
    const html = await render(
      createElement(Highlighted, {
        segments: [
          {text: 'sort to ', highlight: false},
          {text: 'name', highlight: true, code: true},
          {text: ':<asc>', highlight: false, code: true},
          {text: ' for the list', highlight: false},
        ],
      }),
    );
    expect(html).toBe('sort to <code><mark>name</mark>:&lt;asc&gt;</code> for the list');
  });

  it('renders generated text with code, citation links and escaped markup', async () => {
    const html = await render(
      createElement(CitedText, {
        text: 'Use `<b>populate</b>` [1] and <a href="javascript:alert(1)">this</a> [3].',
        sources: [
          {url: '/dev-docs/api/rest/populate-select#population', title: 'Populate & select'},
        ],
      }),
    );
    expect(html).toBe(
      'Use <code>&lt;b&gt;populate&lt;/b&gt;</code> <a href="/dev-docs/api/rest/populate-select#population" aria-label="Source 1: Populate &amp; select">[1]</a> and &lt;a href=&quot;javascript:alert(1)&quot;&gt;this&lt;/a&gt; [3].',
    );
  });
});
