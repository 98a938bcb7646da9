/**
 * Snippets and highlighting: which words of a text match a query, and the passage of a section
 * that holds the most of them. The output is a list of plain-text segments, some marked as
 * matches; the widget renders each segment as a text node (never as HTML).
 */
import {tokenize} from './tokenize';

export interface Segment {
  text: string;
  highlight: boolean;
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

function segmentsOf(text: string, ranges: MatchRange[], from: number, to: number): Segment[] {
  const segments: Segment[] = [];
  let position = from;
  for (const range of ranges) {
    if (range.end <= from || range.start >= to) continue;
    const start = Math.max(range.start, from);
    const end = Math.min(range.end, to);
    if (start > position) segments.push({text: text.slice(position, start), highlight: false});
    segments.push({text: text.slice(start, end), highlight: true});
    position = end;
  }
  if (position < to) segments.push({text: text.slice(position, to), highlight: false});
  return segments;
}

/** The whole of `text` (a title, a heading) as segments, matched words marked. */
export function highlightSegments(text: string, matchKeys: ReadonlySet<string>): Segment[] {
  return segmentsOf(text, matchRanges(text, matchKeys), 0, text.length);
}

const leadingContext = 40;

/**
 * The window of about `maxLength` characters of `text` holding the most distinct matched words
 * (the earliest such window on a tie), cut at word boundaries, with `…` where text was cut.
 * Line breaks (block boundaries) read as spaces.
 */
export function buildSnippet(
  text: string,
  matchKeys: ReadonlySet<string>,
  maxLength = 180,
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

  const segments = segmentsOf(flat, ranges, windowStart, windowEnd);
  const first = segments[0];
  if (first && !first.highlight) first.text = first.text.replace(/^\s+/, '');
  const last = segments[segments.length - 1];
  if (last && !last.highlight) last.text = last.text.replace(/\s+$/, '');
  if (windowStart > 0) segments.unshift({text: '… ', highlight: false});
  if (windowEnd < flat.length) segments.push({text: ' …', highlight: false});
  return {segments: segments.filter((segment) => segment.text !== ''), matched: ranges.length > 0};
}
