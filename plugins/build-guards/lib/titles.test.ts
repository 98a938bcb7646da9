import {describe, expect, it} from 'vitest';

import {untitledDocs, untitledDocsMessage} from './titles';

describe('untitled docs', () => {
  it('lists the docs without a front-matter title, or with an empty one', () => {
    expect(
      untitledDocs([
        {source: 'docs/a.md', frontMatter: {title: 'A'}},
        {source: 'docs/b.md', frontMatter: {}},
        {source: 'docs/c.md', frontMatter: {title: '  '}},
        {source: 'docs/d.md', frontMatter: {title: 5}},
      ]),
    ).toEqual(['docs/b.md', 'docs/c.md', 'docs/d.md']);
  });

  it('names each file and the fix; nothing when every doc has a title', () => {
    const message = untitledDocsMessage(['docs/b.md']);
    expect(message).toContain('1 page(s) have no `title` in their front matter');
    expect(message).toContain('\n  docs/b.md\n');
    expect(message).toContain('Fix: add `title: <the page title>`');
    expect(untitledDocsMessage([])).toBe('');
  });
});
