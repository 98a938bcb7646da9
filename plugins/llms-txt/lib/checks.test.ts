import {describe, expect, it} from 'vitest';

import {llmsIndexProblems} from './checks';

describe('llmsIndexProblems', () => {
  it('names a file over the limit and a page listed nowhere', () => {
    expect(
      llmsIndexProblems(
        [
          {file: 'llms.txt', text: '- [A](https://x.io/a.md)\n'},
          {file: 'dev-docs/llms.txt', text: `- [B](https://x.io/b.md): ${'b'.repeat(60)}\n`},
        ],
        ['https://x.io/a.md', 'https://x.io/b.md', 'https://x.io/c.md'],
        50,
      ),
    ).toEqual([
      'dev-docs/llms.txt is 87 characters, over the 50 that agents read: shorten the descriptions of its pages or split the section',
      'https://x.io/c.md is listed nowhere in llms.txt or its section indexes',
    ]);
  });

  it('passes indexes within the limit that list every page', () => {
    expect(
      llmsIndexProblems(
        [{file: 'llms.txt', text: '[A](https://x.io/a.md)'}],
        ['https://x.io/a.md'],
        50,
      ),
    ).toEqual([]);
  });
});
