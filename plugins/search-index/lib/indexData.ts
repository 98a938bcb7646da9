/**
 * The search index files: every section of every indexed page as plain text, and the engine's
 * inverted index computed from it at build time (`postings.ts`), so that the browser never
 * rebuilds it.
 *
 * The files are split so that the first query stays cheap as the site grows:
 * - the **head** (`index.json`, fetched when the modal first opens) holds every page (URL, title)
 *   and every section's anchor, heading and the headings above it, and the engine's dictionary
 *   (`engineIndex`: index keys, their document frequencies, the written forms, where each key's
 *   postings are);
 * - the **postings** (`postings-<n>.json`, by key prefix) are fetched for the keys a query needs;
 * - the **bodies** (`bodies-<n>.json`, listed in `bodies`, fetched right after the head without
 *   blocking the first query) hold each section's full prose and code, and the first one every
 *   page's description and front-matter words; merged into the head (`mergeBodies`) they make the
 *   complete index that quotes and answers.
 */
import type {EngineIndex} from './postings';

export const indexFormatVersion = 4;

/** Prose kept in the head per section: the opening words, which usually say what the section is about. */
const leadLength = 120;

/** `text` cut to at most `length` characters at a word boundary. */
export function leadOf(text: string, length = leadLength): string {
  if (text.length <= length) return text;
  const cut = text.lastIndexOf(' ', length);
  return text.slice(0, cut > length / 2 ? cut : length);
}

export interface IndexedDocsInstance {
  /** Reader-facing name of the docs instance ("Developer Docs"). */
  label: string;
  /** Score multiplier for its pages (snippets, which also appear inside real pages, rank lower). */
  boost: number;
  /**
   * Words that every page of the section is about without repeating them ("admin panel" for the
   * User Guide): matched as the page description is.
   */
  about?: string;
}

export interface PagePrior {
  /** URL prefix of the pages it applies to ("/dev-docs/migration/"). */
  pathPrefix: string;
  /** Score multiplier (below 1: these pages come after equally good matches elsewhere). */
  boost: number;
  /** Folded word beginnings that, found in a query, lift the prior ("migrat", "v4"). */
  unlessQueryMentions: string[];
}

export interface IndexedPage {
  /** Permalink of the page, without anchor. */
  url: string;
  title: string;
  description: string;
  /**
   * The page's `keywords` front matter: readers' words for what it answers that its title and
   * headings do not use ("sign in", "run code on startup"). Absent when the page has none.
   */
  keywords?: string[];
  /**
   * The page's `search_questions` front matter: what readers ask when this page is what they need
   * ("can I stop a translator from editing other languages"), without their stop words, which the
   * ranking ignores (they would only add bytes to the head). Absent when the page has none.
   */
  questions?: string[];
  /** Index into `docsInstances`. */
  docsInstance: number;
}

export interface IndexedSection {
  /** Index into `pages`. */
  page: number;
  /** Heading id, '' for the introduction. */
  anchor: string;
  heading: string;
  /** Headings above this one, outermost first (page title not included). */
  path: string[];
  text: string;
  code: string;
  /**
   * Where `text` quotes code inline: start and end offsets one after the other (answers show those
   * words as code). Only in the body files and the complete index, absent when there is none.
   */
  codeSpans?: number[];
}

export interface SearchIndexData {
  version: number;
  docsInstances: IndexedDocsInstance[];
  pages: IndexedPage[];
  /** In a head, `text` is the opening of the prose and `code` the code's identifiers. */
  sections: IndexedSection[];
  /** Score multipliers for the pages under a path, unless the query shows it is after them. */
  priors?: PagePrior[];
  /** The site's words for its documentation ("docs"): they name the site, not a page. */
  siteWords?: string[];
  /** Body files still to merge, relative to the head's URL; absent once complete. */
  bodies?: string[];
  /** In a head: the engine's dictionary and where its postings are (`postings.ts`). */
  engineIndex?: EngineIndex;
}

/** One body file: the full prose and code of the sections `from`, `from + 1`, … of the head. */
export interface BodyShard {
  version: number;
  from: number;
  /** Prose with its inline code marked (`inlineCodeOpen`, `inlineCodeClose`), and code. */
  sections: Array<[text: string, code: string]>;
  /**
   * In the first body file only: per page, what the head leaves out (the ranking has it in the
   * postings already): its description, keywords and readers' questions.
   */
  pages?: Array<[description: string, keywords?: string[] | null, questions?: string[]]>;
}

/** Checks that `value` is a body file of this format; throws with what is wrong otherwise. */
export function assertBodyShard(value: unknown, origin: string): asserts value is BodyShard {
  const shard = value as Partial<BodyShard> | null;
  if (
    !shard ||
    typeof shard !== 'object' ||
    shard.version !== indexFormatVersion ||
    typeof shard.from !== 'number' ||
    !Array.isArray(shard.sections)
  )
    throw new Error(
      `${origin} is not a body file of search index format ${indexFormatVersion}: rebuild the site.`,
    );
}

/**
 * Where inline code opens and closes in prose: private-use characters, used while a page is read
 * and in the body files, where they cost far fewer bytes than a list of offsets (10 KB gzip for
 * the whole site, against 78 KB); the complete index holds offsets (`codeSpans`).
 */
export const inlineCodeOpen = '\ue000';
export const inlineCodeClose = '\ue001';
export const inlineCodeMarks = /[\ue000\ue001]/g;

/**
 * `marked` without its inline-code marks, and the offsets of the code they enclosed (start, end,
 * start, end…; spaces at the edges of a span left out, empty spans dropped, nested marks read as
 * the outer span, a close without an open ignored).
 */
export function inlineCodeSpans(marked: string): {text: string; codeSpans: number[]} {
  const codeSpans: number[] = [];
  if (!marked.includes(inlineCodeOpen))
    return {text: marked.replace(inlineCodeMarks, ''), codeSpans};
  let text = '';
  let depth = 0;
  let start = 0;
  let copied = 0;
  for (const mark of marked.matchAll(inlineCodeMarks)) {
    text += marked.slice(copied, mark.index);
    copied = mark.index + 1;
    if (mark[0] === inlineCodeOpen) {
      if (depth === 0) start = text.length;
      depth += 1;
      continue;
    }
    if (depth === 0) continue;
    depth -= 1;
    if (depth > 0) continue;
    let from = start;
    let to = text.length;
    while (from < to && /\s/.test(text[from]!)) from += 1;
    while (to > from && /\s/.test(text[to - 1]!)) to -= 1;
    if (to > from) codeSpans.push(from, to);
  }
  return {text: text + marked.slice(copied), codeSpans};
}

/** `text` with the inline-code marks of `codeSpans` put back (the inverse of `inlineCodeSpans`). */
export function markInlineCode(text: string, codeSpans: readonly number[] | undefined): string {
  if (!codeSpans || codeSpans.length === 0) return text;
  let marked = '';
  let copied = 0;
  for (let index = 0; index + 1 < codeSpans.length; index += 2) {
    const start = codeSpans[index]!;
    const end = codeSpans[index + 1]!;
    marked += `${text.slice(copied, start)}${inlineCodeOpen}${text.slice(start, end)}${inlineCodeClose}`;
    copied = end;
  }
  return marked + text.slice(copied);
}

/**
 * Opens the first line of a code block when that line is the block's title as the page shows it
 * ("./config/middlewares.js"), not code: an invisible character, which the tokenizer reads as a
 * space, so that the title is still searched with the code while an answer can show it apart.
 */
export const codeTitleMark = '\u2063';

/** The complete index: the head with the full prose and code of every section of `shards`. */
export function mergeBodies(head: SearchIndexData, shards: BodyShard[]): SearchIndexData {
  const sections = head.sections.slice();
  const pages = head.pages.slice();
  for (const shard of shards) {
    shard.pages?.forEach(([description, keywords, questions], index) => {
      const page = pages[index];
      if (!page) return;
      pages[index] = {
        ...page,
        description,
        ...(keywords?.length ? {keywords} : {}),
        ...(questions?.length ? {questions} : {}),
      };
    });
    shard.sections.forEach(([marked, code], offset) => {
      const index = shard.from + offset;
      const section = sections[index];
      if (!section)
        throw new Error(
          `a body file names section ${index}, beyond the head's ${sections.length}: rebuild the site.`,
        );
      const {text, codeSpans} = inlineCodeSpans(marked);
      sections[index] = {...section, text, code, ...(codeSpans.length > 0 ? {codeSpans} : {})};
    });
  }
  // The complete index is read as text (the CLI and the MCP server rebuild the engine from it).
  const {bodies: _merged, engineIndex: _headOnly, ...rest} = head;
  return {...rest, pages, sections};
}

/** Checks that `value` is an index file this code can read; throws with what is wrong otherwise. */
export function assertIndexData(value: unknown, origin: string): asserts value is SearchIndexData {
  const data = value as Partial<SearchIndexData> | null;
  if (!data || typeof data !== 'object')
    throw new Error(`${origin} is not a search index (expected a JSON object).`);
  if (data.version !== indexFormatVersion) {
    throw new Error(
      `${origin} has index format version ${String(data.version)}, this code reads version ${indexFormatVersion}: rebuild the site.`,
    );
  }
  if (
    !Array.isArray(data.pages) ||
    !Array.isArray(data.sections) ||
    !Array.isArray(data.docsInstances)
  ) {
    throw new Error(`${origin} lacks its pages, sections or docsInstances list: rebuild the site.`);
  }
}
