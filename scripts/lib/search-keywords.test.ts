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

describe('keywordProblems: search_questions', () => {
  it('accepts a page without questions and a list of distinct questions', () => {
    expect(
      keywordProblems('a.md', {
        search_questions: ['how do I reset a forgotten password', 'can admins log in with Google'],
      }),
    ).toEqual([]);
  });

  it('names a value that is not a list of strings', () => {
    expect(keywordProblems('a.md', {search_questions: 'how do I log in'})).toEqual([
      expect.stringMatching(/^a\.md: `search_questions` must be a list of strings/),
    ]);
  });

  it('names too many, repeated, too short and too long questions', () => {
    const nine = Array.from({length: 9}, (_, index) => `how do I do task ${index}`);
    expect(keywordProblems('b.md', {search_questions: nine})).toEqual([
      expect.stringMatching(/^b\.md: has 9 search_questions; keep the 8/),
    ]);
    expect(
      keywordProblems('b.md', {
        search_questions: [
          'how do I log in',
          'How do I  log in',
          'login',
          'how do I do this one task that takes far more words than any reader types in a box',
        ],
      }),
    ).toEqual([
      expect.stringMatching(/"How do I {2}log in" is listed twice/),
      expect.stringMatching(/"login" has 1 words/),
      expect.stringMatching(/has 19 words; write a reader's question of 3 to 16 words/),
    ]);
  });
});
