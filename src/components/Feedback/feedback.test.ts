import {describe, expect, it} from 'vitest';

import {
  canSend,
  cleanPassage,
  feedbackPayload,
  issueUrl,
  maxCommentLength,
  maxPassageLength,
  maxSendsPerPage,
  rateWindowMs,
  recentSends,
} from './feedback';

const page = {
  url: 'https://docs.example.com/dev-docs/intro?x=1#top',
  path: '/dev-docs/intro',
  commit: 'abc123',
};

describe('feedbackPayload', () => {
  it('builds a vote with no text', () => {
    expect(feedbackPayload({...page, kind: 'vote', helpful: false})).toEqual({
      kind: 'vote',
      url: 'https://docs.example.com/dev-docs/intro',
      path: '/dev-docs/intro',
      section: null,
      helpful: false,
      comment: null,
      passage: null,
      commit: 'abc123',
    });
  });

  it('trims and cuts the comment, collapses and cuts the passage, and keeps an empty commit out', () => {
    const payload = feedbackPayload({
      ...page,
      commit: '',
      kind: 'passage',
      section: 'populate',
      comment: `  ${'x'.repeat(maxCommentLength + 50)}  `,
      passage: `one\n\n  two ${'y'.repeat(maxPassageLength)}`,
    });
    expect(payload.comment).toHaveLength(maxCommentLength);
    expect(payload.passage!.startsWith('one two y')).toBe(true);
    expect(payload.passage).toHaveLength(maxPassageLength);
    expect(payload.passage!.endsWith('…')).toBe(true);
    expect(payload.section).toBe('populate');
    expect(payload.commit).toBeNull();
    expect(cleanPassage('   ')).toBeNull();
  });
});

describe('issueUrl', () => {
  it('pre-fills title and body, every value encoded', () => {
    const hostile = '<script>alert("x")</script> & #anchor ?q=1';
    const href = issueUrl(
      'https://github.com/strapi/documentation/',
      feedbackPayload({
        ...page,
        kind: 'passage',
        section: 'sort',
        passage: hostile,
        comment: hostile,
      }),
      'Docs passage problem: /dev-docs/intro',
    );
    const url = new URL(href);
    expect(url.origin + url.pathname).toBe('https://github.com/strapi/documentation/issues/new');
    expect(href).not.toContain('<script>');
    expect(href).toContain('%3Cscript%3E');
    expect(url.searchParams.get('title')).toBe('Docs passage problem: /dev-docs/intro');
    const body = url.searchParams.get('body')!;
    expect(body).toContain('Page: https://docs.example.com/dev-docs/intro#sort');
    expect(body).toContain(`> ${hostile}`);
    expect(body).toContain('Built from commit abc123');
  });
});

describe('rate limit', () => {
  const now = 1_000_000_000_000;
  it('counts the sends of the last day only, and reads anything odd as none', () => {
    const stored = JSON.stringify([now - rateWindowMs - 1, now - 1000, now - 10, 'x', now + 5]);
    expect(recentSends(stored, now)).toEqual([now - 1000, now - 10]);
    expect(recentSends('{not json', now)).toEqual([]);
    expect(recentSends('{"a":1}', now)).toEqual([]);
    expect(recentSends(null, now)).toEqual([]);
  });

  it(`allows ${maxSendsPerPage} sends per page and per day`, () => {
    expect(canSend(Array.from({length: maxSendsPerPage - 1}, () => now))).toBe(true);
    expect(canSend(Array.from({length: maxSendsPerPage}, () => now))).toBe(false);
  });
});
