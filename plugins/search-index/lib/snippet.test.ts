import {describe, expect, it} from 'vitest';
import {buildSnippet, highlightSegments, matchRanges} from './snippet';
import {keysOf} from './tokenize';

const keys = (query: string) => new Set(keysOf(query));
const render = (segments: Array<{text: string; highlight: boolean}>) =>
  segments.map((segment) => (segment.highlight ? `[${segment.text}]` : segment.text)).join('');

describe('highlighting', () => {
  it('marks every form of the matched words, not only the spelling typed', () => {
    expect(
      render(highlightSegments('Populating relations: population and populate.', keys('populate'))),
    ).toBe('[Populating] relations: [population] and [populate].');
  });

  it('marks a matched code token as one range', () => {
    expect(
      render(highlightSegments('Call strapi.documents() first.', keys('strapi.documents'))),
    ).toBe('Call [strapi.documents]() first.');
    expect(
      render(highlightSegments('Use pagination[pageSize]=10.', keys('pagination[pageSize]'))),
    ).toBe('Use [pagination[pageSize]]=10.');
  });

  it('merges overlapping ranges and keeps the text intact', () => {
    const text = 'documentId and document id';
    const ranges = matchRanges(text, keys('document id'));
    expect(ranges.map((range) => text.slice(range.start, range.end))).toEqual([
      'documentId',
      'document',
      'id',
    ]);
  });

  it('returns the text unchanged when nothing matches', () => {
    expect(highlightSegments('Nothing here.', keys('populate'))).toEqual([
      {text: 'Nothing here.', highlight: false},
    ]);
  });

  it('keeps HTML and regex metacharacters as plain text', () => {
    const segments = highlightSegments('<script>alert("populate")</script> .*+?', keys('populate'));
    expect(segments.map((segment) => segment.text).join('')).toBe(
      '<script>alert("populate")</script> .*+?',
    );
    expect(segments.find((segment) => segment.highlight)?.text).toBe('populate');
  });
});

describe('buildSnippet', () => {
  const long = `${'Intro words that do not matter here. '.repeat(10)}The populate parameter adds relations to the response. ${'More filler text follows this sentence. '.repeat(10)}`;

  it('centres the window on the matches, cut at word boundaries, with ellipses', () => {
    const {segments, matched} = buildSnippet(long, keys('populate relations'), 120);
    const text = render(segments);
    expect(matched).toBe(true);
    expect(text.startsWith('… ')).toBe(true);
    expect(text.endsWith(' …')).toBe(true);
    expect(text).toContain('[populate] parameter adds [relations]');
    expect(text.length).toBeLessThanOrEqual(130);
  });

  it('prefers the window with the most distinct matched words', () => {
    const text = `populate here. ${'filler '.repeat(40)}populate and relations together.`;
    expect(render(buildSnippet(text, keys('populate relations'), 80).segments)).toContain(
      '[populate] and [relations] together',
    );
  });

  it('starts at the beginning when nothing matches, and reads line breaks as spaces', () => {
    const {segments, matched} = buildSnippet('First line\nSecond line', keys('zebra'), 180);
    expect(matched).toBe(false);
    expect(render(segments)).toBe('First line Second line');
  });

  it('does not cut a highlighted word in half', () => {
    const text = `documentation ${'a '.repeat(80)}documentation and more words after it`;
    const rendered = render(buildSnippet(text, keys('documentation'), 180).segments);
    expect(rendered).toMatch(/a \[documentation\] …$/);
  });
});

describe('code in snippets', () => {
  // Code in backticks (consecutive code segments are one piece of code), matches in brackets.
  const withCode = (segments: Array<{text: string; highlight: boolean; code?: boolean}>) =>
    segments
      .map((segment, index) => {
        const text = segment.highlight ? `[${segment.text}]` : segment.text;
        if (!segment.code) return text;
        const opens = !segments[index - 1]?.code;
        const closes = !segments[index + 1]?.code;
        return `${opens ? '`' : ''}${text}${closes ? '`' : ''}`;
      })
      .join('');

  it('flags the code the text quotes inline, matched or not', () => {
    const text = 'Set populate to * and sort to name:asc for the list.';
    const spans = [4, 12, 30, 38];
    expect(withCode(buildSnippet(text, keys('populate list'), 180, spans).segments)).toBe(
      'Set `[populate]` to * and sort to `name:asc` for the [list].',
    );
    // A match that covers part of a span.
    expect(withCode(buildSnippet(text, keys('name'), 180, spans).segments)).toBe(
      'Set `populate` to * and sort to `[name]:asc` for the list.',
    );
    // Without spans, nothing is code.
    expect(buildSnippet(text, keys('populate'), 180).segments.some((s) => s.code)).toBe(false);
  });
});
