import {describe, expect, it} from 'vitest';
import {keywordProblems} from './search-keywords.mjs';

describe('keywordProblems', () => {
  it('accepts a page without keywords and a short list of distinct phrases', () => {
    expect(keywordProblems('a.md', {title: 'Login'})).toEqual([]);
    expect(
      keywordProblems('a.md', {title: 'Login', keywords: ['sign in', 'JWT', 'forgot password']}),
    ).toEqual([]);
  });

  it('names a keywords value that is not a list of strings', () => {
    expect(keywordProblems('a.md', {keywords: 'sign in, jwt'})).toEqual([
      expect.stringMatching(/^a\.md: `keywords` must be a list of strings/),
    ]);
    expect(keywordProblems('a.md', {keywords: ['ok', 3]})).toHaveLength(1);
  });

  it('names too many keywords, empty, repeated, title-repeating and overlong ones', () => {
    const problems = keywordProblems('b.md', {
      title: 'Audit logs',
      keywords: ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'],
    });
    expect(problems).toEqual([expect.stringMatching(/^b\.md: has 9 keywords; keep the 8/)]);
    expect(
      keywordProblems('b.md', {
        title: 'Audit logs',
        keywords: ['Who deleted', 'who  deleted', ' ', 'audit LOGS', 'a b c d e f g h i'],
      }),
    ).toEqual([
      expect.stringMatching(/"who {2}deleted" is listed twice/),
      expect.stringMatching(/empty keyword/),
      expect.stringMatching(/"audit LOGS" repeats the title/),
      expect.stringMatching(/"a b c d e f g h i" has more than 8 words/),
    ]);
  });
});
