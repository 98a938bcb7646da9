/**
 * Build side of the index file: from the built HTML of each page to `SearchIndexData`.
 * Kept apart from `indexData.ts` so that the browser bundle never includes the HTML extractor.
 */
import {extractPage} from './html';
import {tokenize} from './tokenize';

export {leadOf} from './indexData';
import {
  indexFormatVersion,
  leadOf,
  markInlineCode,
  type BodyShard,
  type IndexedDocsInstance,
  type IndexedPage,
  type IndexedSection,
  type SearchIndexData,
} from './indexData';

export interface PageSource {
  url: string;
  description: string;
  /** The page's `keywords` front matter, if any. */
  keywords?: string[];
  /** The page's `search_questions` front matter, if any. */
  questions?: string[];
  docsInstance: number;
  /** Built HTML of the page. */
  html: string;
  /** Fallback title when the page renders none (never used for a normal doc page). */
  title: string;
}

/** Code beyond this many characters per section is left out: long JSON samples add bytes, not findability. */
export const maxCodePerSection = 1500;

function truncateCode(code: string): string {
  if (code.length <= maxCodePerSection) return code;
  const cut = code.lastIndexOf('\n', maxCodePerSection);
  return code.slice(0, cut > maxCodePerSection / 2 ? cut : maxCodePerSection);
}

/**
 * `question` without the words the ranking ignores ("how do I reset my password" → "reset
 * password"), as written otherwise: the same index keys in fewer bytes.
 */
export function withoutStopwords(question: string): string {
  return question
    .split(/\s+/)
    .filter((word) => tokenize(word).some((token) => !token.stop))
    .join(' ');
}

/** Builds the index file from the built HTML of each page. Throws, naming the page, on a page it cannot parse. */
export function buildIndexData(
  docsInstances: IndexedDocsInstance[],
  sources: PageSource[],
): SearchIndexData {
  const pages: IndexedPage[] = [];
  const sections: IndexedSection[] = [];
  for (const source of sources) {
    const extracted = extractPage(source.html, source.url);
    const pageIndex = pages.length;
    pages.push({
      url: source.url,
      title: extracted.title || source.title,
      description: source.description,
      ...(source.keywords?.length ? {keywords: source.keywords} : {}),
      ...(source.questions?.length ? {questions: source.questions.map(withoutStopwords)} : {}),
      docsInstance: source.docsInstance,
    });
    for (const section of extracted.sections) {
      // An empty introduction (a page that starts with a heading) is not a result of its own.
      if (!section.anchor && !section.text && !section.code && extracted.sections.length > 1)
        continue;
      sections.push({
        page: pageIndex,
        anchor: section.anchor,
        heading: section.heading,
        path: section.path,
        text: section.text,
        code: truncateCode(section.code),
        ...(section.codeSpans ? {codeSpans: section.codeSpans} : {}),
      });
    }
  }
  return {version: indexFormatVersion, docsInstances, pages, sections};
}

/** Code identifiers kept in the head per section, in characters. */
const maxHeadCodeLength = 240;
/** Target raw size of one body file: small enough to stream and parse while the reader types. */
const bodyShardBytes = 400_000;

/** The distinct identifiers of a code sample (`createCoreController`, `strapi.documents`), as written. */
export function codeIdentifiers(code: string, maxLength = maxHeadCodeLength): string {
  const written = new Map<string, string>();
  let length = 0;
  for (const token of tokenize(code)) {
    if (!token.whole || written.has(token.surface)) continue;
    const form = code.slice(token.start, token.end);
    if (length + form.length + 1 > maxLength) break;
    written.set(token.surface, form);
    length += form.length + 1;
  }
  return [...written.values()].join(' ');
}

/**
 * Splits a complete index into its head and body files (see `indexData.ts`). `bodyName(n)` is the
 * file name of the n-th body file, relative to the head.
 */
export function splitIndexData(
  data: SearchIndexData,
  bodyName: (index: number) => string,
  shardBytes = bodyShardBytes,
): {head: SearchIndexData; shards: BodyShard[]} {
  const shards: BodyShard[] = [];
  let current: BodyShard | null = null;
  let currentBytes = 0;
  data.sections.forEach((section, index) => {
    if (!current || currentBytes >= shardBytes) {
      current = {version: indexFormatVersion, from: index, sections: []};
      shards.push(current);
      currentBytes = 0;
    }
    current.sections.push([markInlineCode(section.text, section.codeSpans), section.code]);
    currentBytes += section.text.length + section.code.length;
  });
  const head: SearchIndexData = {
    ...data,
    sections: data.sections.map(({codeSpans: _bodyOnly, ...section}) => ({
      ...section,
      text: leadOf(section.text),
      code: codeIdentifiers(section.code),
    })),
    bodies: shards.map((_shard, index) => bodyName(index)),
  };
  return {head, shards};
}
