/**
 * Build side of the index file: from the built HTML of each page to `SearchIndexData`.
 * Kept apart from `indexData.ts` so that the browser bundle never includes the HTML extractor.
 */
import {extractPage} from './html';
import {tokenize} from './tokenize';
import {SearchEngine} from './engine';
import {shardPostings, type PostingShard} from './postings';

export {leadOf} from './indexData';
import {
  indexFormatVersion,
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

/** Target raw size of one postings file: a query fetches a few, each small. */
const postingShardBytes = 24_000;

export interface SplitIndex {
  head: SearchIndexData;
  shards: BodyShard[];
  postingShards: PostingShard[];
}

/**
 * Splits a complete index into its head, body files and postings files (see `indexData.ts`,
 * `postings.ts`), computing the engine's index once here. `bodyName(n)` and `postingName(n)` are
 * the file names of the n-th body and postings file, relative to the head.
 */
export function splitIndexData(
  data: SearchIndexData,
  bodyName: (index: number) => string,
  shardBytes = bodyShardBytes,
  postingName: (index: number) => string = (index) => `postings-${index}.json`,
  postingBytes = postingShardBytes,
): SplitIndex {
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
  if (shards[0])
    shards[0].pages = data.pages.map(({description, keywords, questions}) =>
      questions ? [description, keywords ?? null, questions] : [description, keywords ?? null],
    );
  const {index, lists} = new SearchEngine(data).exportIndex();
  const sharded = shardPostings(index.keys, lists, postingBytes, postingName);
  const head: SearchIndexData = {
    ...data,
    pages: data.pages.map(({url, title, docsInstance}) => ({
      url,
      title,
      description: '',
      docsInstance,
    })),
    sections: data.sections.map(({page, anchor, heading, path}) => ({
      page,
      anchor,
      heading,
      path,
      text: '',
      code: '',
    })),
    bodies: shards.map((_shard, index) => bodyName(index)),
    engineIndex: {...index, shardStarts: sharded.shardStarts, shardFiles: sharded.shardFiles},
  };
  return {head, shards, postingShards: sharded.shards};
}
