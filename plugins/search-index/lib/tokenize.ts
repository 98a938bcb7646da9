/**
 * One tokenizer for the index, the queries, the snippets and the answers, so that the browser, the
 * CLI and the build agree on what a word is.
 *
 * - Text is folded: accents removed, lowercase.
 * - Words are stemmed (Porter): `populating` and `population` share the key `popul`.
 * - Code tokens are kept whole *and* split: `strapi.documents()` yields `strapi.documents`,
 *   `strapi`, `documents`; `documentId` yields `documentid`, `document`, `id`; `$eq` yields `$eq`,
 *   `eq`; `pagination[pageSize]` yields `pagination[pagesize]`, `pagination`, `page`, `size`.
 *   A query for the whole token therefore ranks its exact occurrences first, while the parts still
 *   match prose ("document id").
 * - A version written `v5` has the key of `5`.
 * - Zero-width characters (U+200B–U+200D, U+2060, U+FEFF), which a copy from a web page or a chat
 *   can carry invisibly inside a word, belong to the word and are dropped from its folded form:
 *   `pop\u200bulate` is the word `populate`, not `pop` and `ulate`.
 * - Every token keeps its offsets in the original text, for highlighting.
 */
import {stem} from './stem';
import {isStopword} from './stopwords';

export interface Token {
  /** Folded form as written: what prefix and typo matching compare against. */
  surface: string;
  /** Index key: the stem of a word, or the surface of a code token kept whole. */
  key: string;
  /** Offsets of the token in the original text. */
  start: number;
  end: number;
  /** A code token kept whole (`strapi.documents`, `$eq`, `documentId`). */
  whole: boolean;
  /** A function word (`the`, `how`), not indexed on its own. */
  stop: boolean;
  /** Index of the written chunk the token comes from; the parts of one code token share it. */
  group: number;
}

const maxPartLength = 40;
const maxWholeLength = 64;

// A chunk: letters, digits and the punctuation that code tokens are made of, plus zero-width
// characters (kept inside a word here, removed by fold()).
const chunkPattern = /[\p{L}\p{N}_$@.:/[\]\u200B-\u200D\u2060\uFEFF-]+/gu;
const alnumRun = /[\p{L}\p{N}][\p{L}\p{N}\u200B-\u200D\u2060\uFEFF]*/gu;
const zeroWidth = /[\u200B-\u200D\u2060\uFEFF]/gu;
const upper = /\p{Lu}/u;
const lowerOrDigit = /[\p{Ll}\p{N}]/u;
const combiningMarks = /[\u0300-\u036f]/g;
const digitsOnly = /^\p{N}+$/u;

/** `text` without its zero-width characters: a query as the reader meant it. */
export function withoutZeroWidth(text: string): string {
  return text.replace(zeroWidth, '');
}

/** Accent-free lowercase form of `text`, without zero-width characters. */
export function fold(text: string): string {
  return text.normalize('NFKD').replace(combiningMarks, '').replace(zeroWidth, '').toLowerCase();
}

/** Trims the punctuation that surrounds a chunk in prose, keeping what belongs to code tokens. */
function trimChunk(chunk: string): [number, number] {
  let start = 0;
  let end = chunk.length;
  while (start < end) {
    const char = chunk[start]!;
    if (char === '$' || char === '@' || /[\p{L}\p{N}_]/u.test(char)) break;
    // `/api/...` keeps its slash, `.env` its dot.
    if (
      (char === '/' || char === '.') &&
      start + 1 < end &&
      /[\p{L}\p{N}_:]/u.test(chunk[start + 1]!)
    )
      break;
    start += 1;
  }
  while (end > start) {
    const char = chunk[end - 1]!;
    if (/[\p{L}\p{N}_$]/u.test(char)) break;
    if (char === ']' && chunk.lastIndexOf('[', end - 1) >= start) break;
    end -= 1;
  }
  return [start, end];
}

/** Splits a letter run at camelCase boundaries: `pageSize` → page|Size, `HTTPServer` → HTTP|Server. */
function splitCamel(run: string, offset: number): Array<[string, number]> {
  const pieces: Array<[string, number]> = [];
  let pieceStart = 0;
  for (let index = 1; index < run.length; index += 1) {
    const current = run[index]!;
    if (!upper.test(current)) continue;
    const previous = run[index - 1]!;
    const next = run[index + 1];
    const lowerToUpper = lowerOrDigit.test(previous);
    const acronymEnd =
      upper.test(previous) && next !== undefined && lowerOrDigit.test(next) && !/\p{N}/u.test(next);
    if (lowerToUpper || acronymEnd) {
      pieces.push([run.slice(pieceStart, index), offset + pieceStart]);
      pieceStart = index;
    }
  }
  pieces.push([run.slice(pieceStart), offset + pieceStart]);
  return pieces;
}

const versionWord = /^v(\d+)$/;

/**
 * Words that Porter's rules would fold into another word of the docs: "https" is not the plural of
 * "http" (a reader looking for HTTPS set-up landed on the page about the `http` log level).
 */
const unstemmed = new Set(['https']);

/**
 * Index key of a folded word: its stem. A version written with a `v` ("v5") shares its key with
 * the bare number ("Strapi 5"): readers write either, and the pages say "Strapi 5" far more often
 * than "v5", so "upgrade from v4 to v5" should not match only "MySQL v5".
 */
function wordKey(surface: string): string {
  const version = versionWord.exec(surface);
  if (version) return version[1]!;
  if (unstemmed.has(surface)) return surface;
  return stem(surface);
}

/**
 * Index key of a folded code token: the token with its last word stemmed, so that `documentIds`
 * and `documentId`, or `content-types` and `content-type`, share a key. `lastPart` is the folded
 * last word of the token.
 */
export function wholeKey(surface: string, lastPart: string): string {
  if (
    !/^[a-z]+$/.test(lastPart) ||
    !surface.endsWith(lastPart) ||
    surface.length === lastPart.length
  )
    return surface;
  return surface.slice(0, surface.length - lastPart.length) + stem(lastPart);
}

function keepPart(surface: string): boolean {
  if (surface.length > maxPartLength) return false;
  return surface.length >= 2 || digitsOnly.test(surface);
}

/** Tokens of `text`, in order. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let group = 0;
  for (const match of text.matchAll(chunkPattern)) {
    const raw = match[0];
    const [trimStart, trimEnd] = trimChunk(raw);
    if (trimEnd <= trimStart) continue;
    const chunk = raw.slice(trimStart, trimEnd);
    const chunkOffset = match.index + trimStart;

    const parts: Array<[string, number]> = [];
    for (const run of chunk.matchAll(alnumRun))
      parts.push(...splitCamel(run[0], chunkOffset + run.index));
    if (parts.length === 0) continue;

    const forcedWhole = chunk[0] === '$' || chunk[0] === '@' || chunk[0] === '.';
    if ((parts.length > 1 || forcedWhole) && chunk.length <= maxWholeLength) {
      const surface = fold(chunk);
      const lastPart = fold(parts[parts.length - 1]![0]);
      tokens.push({
        surface,
        key: wholeKey(surface, lastPart),
        start: chunkOffset,
        end: chunkOffset + chunk.length,
        whole: true,
        stop: false,
        group,
      });
    }
    for (const [part, offset] of parts) {
      const surface = fold(part);
      if (!keepPart(surface)) continue;
      tokens.push({
        surface,
        key: wordKey(surface),
        start: offset,
        end: offset + part.length,
        whole: false,
        stop: isStopword(surface),
        group,
      });
    }
    group += 1;
  }
  joinPhrasalVerbs(tokens);
  return tokens;
}

/**
 * "Log in" and "log out" are the verbs login and logout, not the noun "log": read as such, "Where
 * are the logs of my project?" no longer finds every "Log in to Strapi Cloud" step, and "log in",
 * "logged in" and "login" meet. The first word takes the one-word key; the particle stays a stop word.
 */
const logVerbForms: ReadonlySet<string> = new Set(['log', 'logged', 'logging']);
const logParticles: ReadonlyMap<string, string> = new Map([
  ['in', 'login'],
  ['out', 'logout'],
]);

function joinPhrasalVerbs(tokens: Token[]): void {
  for (let index = 0; index + 1 < tokens.length; index += 1) {
    const token = tokens[index]!;
    const next = tokens[index + 1]!;
    if (token.whole || next.whole || next.group !== token.group + 1) continue;
    const joined = logVerbForms.has(token.surface) ? logParticles.get(next.surface) : undefined;
    if (joined) token.key = stem(joined);
  }
}

/** The index keys of `text` (stopwords left out), for callers that need no offsets. */
export function keysOf(text: string): string[] {
  return tokenize(text)
    .filter((token) => !token.stop)
    .map((token) => token.key);
}
