/**
 * Snippets and highlighting: which words of a text match a query, and the passage of a section
 * that holds the most of them. The output is a list of plain-text segments, some marked as
 * matches; the widget renders each segment as a text node (never as HTML).
 */
import {tokenize} from './tokenize';

export interface Segment {
  text: string;
  highlight: boolean;
  /** Code the docs quote inline (shown as code); absent for prose. */
  code?: boolean;
}

export interface Snippet {
  segments: Segment[];
  /** Whether the text contains any matched word. */
  matched: boolean;
}

interface MatchRange {
  start: number;
  end: number;
  key: string;
}

/** Ranges of `text` whose tokens have a key in `matchKeys`, sorted and merged. */
export function matchRanges(text: string, matchKeys: ReadonlySet<string>): MatchRange[] {
  const ranges: MatchRange[] = [];
  for (const token of tokenize(text)) {
    if (!matchKeys.has(token.key)) continue;
    const last = ranges[ranges.length - 1];
    if (last && token.start <= last.end) {
      last.end = Math.max(last.end, token.end);
      continue;
    }
    ranges.push({start: token.start, end: token.end, key: token.key});
  }
  // Tokens come in text order except the parts of a code token, which follow their whole: sort.
  ranges.sort((first, second) => first.start - second.start);
  const merged: MatchRange[] = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({...range});
  }
  return merged;
}

/**
 * `text` from `from` to `to` as segments: matched words marked, and the code of `codeSpans` (start,
 * end, start, end…) flagged as code.
 */
function segmentsOf(
  text: string,
  ranges: MatchRange[],
  from: number,
  to: number,
  codeSpans: readonly number[] = [],
): Segment[] {
  const within = (start: number, end: number) => start < to && end > from;
  const cuts = new Set([from, to]);
  for (const range of ranges)
    if (within(range.start, range.end)) cuts.add(range.start).add(range.end);
  for (let index = 0; index + 1 < codeSpans.length; index += 2)
    if (within(codeSpans[index]!, codeSpans[index + 1]!))
      cuts.add(codeSpans[index]!).add(codeSpans[index + 1]!);
  const points = [...cuts].filter((point) => point >= from && point <= to).sort((a, b) => a - b);
  const inCode = (position: number) => {
    for (let index = 0; index + 1 < codeSpans.length; index += 2)
      if (codeSpans[index]! <= position && position < codeSpans[index + 1]!) return true;
    return false;
  };
  const segments: Segment[] = [];
  for (let index = 0; index + 1 < points.length; index += 1) {
    const start = points[index]!;
    const end = points[index + 1]!;
    const highlight = ranges.some((range) => range.start <= start && start < range.end);
    const code = inCode(start);
    const last = segments[segments.length - 1];
    if (last && last.highlight === highlight && Boolean(last.code) === code)
      last.text += text.slice(start, end);
    else segments.push({text: text.slice(start, end), highlight, ...(code ? {code} : {})});
  }
  return segments;
}

/** The whole of `text` (a quoted sentence) as segments, the ranges of `codeSpans` flagged as code. */
export function codeSegments(text: string, codeSpans: readonly number[] = []): Segment[] {
  return segmentsOf(text, [], 0, text.length, codeSpans);
}

/** The whole of `text` (a title, a heading) as segments, matched words marked. */
export function highlightSegments(text: string, matchKeys: ReadonlySet<string>): Segment[] {
  return segmentsOf(text, matchRanges(text, matchKeys), 0, text.length);
}

const leadingContext = 40;

/**
 * The window of about `maxLength` characters of `text` holding the most distinct matched words
 * (the earliest such window on a tie), cut at word boundaries, with `…` where text was cut.
 * Line breaks (block boundaries) read as spaces; `codeSpans` of `text` are flagged as code.
 */
export function buildSnippet(
  text: string,
  matchKeys: ReadonlySet<string>,
  maxLength = 180,
  codeSpans?: readonly number[],
): Snippet {
  const flat = text.replace(/\s/g, ' ');
  const ranges = matchRanges(flat, matchKeys);

  let windowStart = 0;
  if (ranges.length > 0) {
    let best = -1;
    let bestScore = -1;
    for (let index = 0; index < ranges.length; index += 1) {
      const limit = ranges[index]!.start + maxLength - leadingContext;
      const keys = new Set<string>();
      let count = 0;
      for (let other = index; other < ranges.length && ranges[other]!.end <= limit; other += 1) {
        keys.add(ranges[other]!.key);
        count += 1;
      }
      const score = keys.size * 1000 + count;
      if (score > bestScore) {
        bestScore = score;
        best = index;
      }
    }
    const anchor = ranges[best]!.start;
    windowStart = Math.max(0, anchor - leadingContext);
    if (windowStart > 0) {
      // Start on a word: after the first space of the context, unless that skips the match.
      const space = flat.indexOf(' ', windowStart);
      windowStart = space !== -1 && space < anchor ? space + 1 : anchor;
    }
  }
  let windowEnd = Math.min(flat.length, windowStart + maxLength);
  if (windowEnd < flat.length) {
    const cut = ranges.find((range) => range.start < windowEnd && range.end > windowEnd);
    if (cut) {
      // Finish the highlighted word rather than cutting it.
      windowEnd = cut.end;
    } else {
      const space = flat.lastIndexOf(' ', windowEnd);
      if (space > windowStart) windowEnd = space;
    }
  }

  const segments = segmentsOf(flat, ranges, windowStart, windowEnd, codeSpans);
  const first = segments[0];
  if (first && !first.highlight) first.text = first.text.replace(/^\s+/, '');
  const last = segments[segments.length - 1];
  if (last && !last.highlight) last.text = last.text.replace(/\s+$/, '');
  if (windowStart > 0) segments.unshift({text: '… ', highlight: false});
  if (windowEnd < flat.length) segments.push({text: ' …', highlight: false});
  return {segments: segments.filter((segment) => segment.text !== ''), matched: ranges.length > 0};
}
