/**
 * The ranking code shared by the browser widget, the CLI and the MCP server.
 *
 * `new SearchEngine(data)` builds an inverted index over the sections of the index file, then
 * `search(query)` runs a pipeline:
 *
 * 1. Query analysis (`analyseQuery`): zero-width characters out, slips put right, the site's
 *    name left out where it opens or ends the query, the query parsed into concepts (each word
 *    expanded to index keys: its stem and spelling, the words it begins, words one edit away),
 *    and its readings for the rerankers (`planQuery`, lib/queryPlan.ts).
 * 2. Scoring (`scoreSections`, `boostedCandidates`, `addPageSupport`): BM25F over body and code
 *    with fixed bonuses for the title, headings and description, the page's front-matter hints,
 *    coverage squared, the docs instance's boost and page priors, page support.
 * 3. The rerankers (lib/rerank/index.ts), in their order of precedence.
 * 4. Results: at most `perPage` sections of one page, `limit` in all.
 *
 * Its numbers are `rankingParameters` and its rules `rankingRules` (lib/parameters.ts); its
 * English word lists are in lib/lexicon.ts.
 */
import {fold, tokenize, withoutZeroWidth, type Token} from './tokenize';
import {
  closingPrepositions,
  exclusionPhrases,
  nonDefiningOpenings,
  openingPrepositions,
  questionOpenings,
  stopwords,
  weakWords,
} from './lexicon';
import {highlightSegments, buildSnippet, type Segment} from './snippet';
import {leadOf, type SearchIndexData} from './indexData';
import {rankingParameters, type RankingRule} from './parameters';
import {asTitle, planQuery, type QueryPlan} from './queryPlan';
import {rerankers, type Candidates, type RerankContext} from './rerank';

export {messageAsShown} from './queryPlan';
export {longestQuotedRun} from './rerank/quotedRun';

export {rankingRules, type RankingRule} from './parameters';
import {MemoryPostings, type EngineIndex, type PostingList, type PostingSource} from './postings';

const fieldTitle = 1;
const fieldInheritedTitle = 2;
const fieldHeading = 4;
const fieldPath = 8;
const fieldDescription = 16;
/** The opening words of a section's prose (what the head of the index keeps). */
const fieldLead = 32;
/** What the pages of a docs instance are about without saying it (`about`). */
const fieldAbout = 64;

const {
  maxConcepts,
  bodyWeight,
  codeWeight,
  k1,
  b,
  typicalFieldWords,
  shortFieldFactorMin,
  shortFieldFactorMax,
  maxPrefixExpansions,
  shortPrefixExpansions,
  prefixWeight,
  completeWordPrefixFactor,
  typoWeight,
  partWeightUnderWhole,
  pageSupport,
  pageSupportDecay,
  keywordBonus,
  questionBonus,
  questionMinShare,
  questionMinWords,
  questionPoolBonus,
  questionPoolMinWords,
  questionPoolExponent,
  singleWordPriorExponent,
  contextShare,
  contextEmphasis,
  weakEmphasis,
  definitionMaxWords,
  slipMinLength,
} = rankingParameters;

/** Queries longer than this are cut (`rankingParameters.maxQueryLength`). */
export const maxQueryLength = rankingParameters.maxQueryLength;

/** Bonus added to a key's score (before IDF) for each field it appears in, in this order. */
const fieldBonus: ReadonlyArray<readonly [number, number]> = [
  [fieldTitle, rankingParameters.fieldBonus.title],
  [fieldHeading, rankingParameters.fieldBonus.heading],
  [fieldInheritedTitle, rankingParameters.fieldBonus.inheritedTitle],
  [fieldDescription, rankingParameters.fieldBonus.description],
  [fieldPath, rankingParameters.fieldBonus.path],
  [fieldLead, rankingParameters.fieldBonus.lead],
  [fieldAbout, rankingParameters.fieldBonus.about],
];

/**
 * A title or heading hit counts for more in a short title ("Documents") than in a long one
 * ("Entity Service API to Document Service API migration reference"): BM25-style length
 * normalisation around a typical length, within bounds.
 */
function shortFieldFactor(words: number): number {
  if (words === 0) return 1;
  return Math.min(
    shortFieldFactorMax,
    Math.max(shortFieldFactorMin, 1 / (0.65 + (0.35 * words) / typicalFieldWords)),
  );
}

/**
 * A query asked as a question ("why doesn't my website show…") is often put in the reader's own
 * situation and shares few words with the section that answers it, but many with the questions
 * other readers ask of that page (`questionPoolPriors`): it opens like a question (a word of
 * `questionOpenings`) or ends with a question mark.
 */
const questionOpening = new RegExp(`^\\s*(?:${questionOpenings.join('|')})\\b`, 'i');

/** Whether `query` is asked as a question: it opens like one, or ends with a question mark. */
export function asksQuestion(query: string): boolean {
  return questionOpening.test(query) || /\?\s*$/.test(query);
}
/**
 * A section that says what something is is the place to land for a query that names just that
 * thing ("release", "What is a release?", "strapi"): such a query asks what it is. The sections
 * that define it rank above all others (`definitions`, `definingSections`). A definition is the
 * first or second sentence of a page's introduction ("A release is a named group of entries…"),
 * or the first sentence of a section whose heading says it answers what something is ("What
 * Strapi 5 is": "Strapi is an open-source headless CMS…"). They are lifted first rather than
 * multiplied: a word found in nearly every section weighs nearly nothing beside the rarer words
 * it begins, so no factor would be enough.
 */
const whatHeading = /^what\b/i;
/** The word that introduces the site's name at the end of a question ("… in Strapi", "… with Strapi 5"). */
const contextPreposition = new RegExp(`\\s+(?:${closingPrepositions.join('|')})\\s*$`, 'i');
/** What may open a question before the site's name ("In Strapi 5, …", "With Strapi, …", "Strapi: …"). */
const openingPreposition = new RegExp(`^\\s*(?:(?:${openingPrepositions.join('|')})\\s+)?$`, 'i');
/** Letters joined by hyphens ("front-end", "drop-down"). */
const hyphenated = /^\p{L}+(?:-\p{L}+)+$/u;

const definitionPattern = new RegExp(
  `^(?!(?:${nonDefiningOpenings.join('|')})\\s)((?:[\\p{L}\\p{N}][\\p{L}\\p{N}&'.-]*\\s+){0,${definitionMaxWords - 1}}[\\p{L}\\p{N}][\\p{L}\\p{N}&'.-]*)\\s+(?:is|are)\\s+(?:an?|the|one|[\\p{L}]+s)\\b`,
  'iu',
);

/**
 * What `sentence` says something is, when it opens as a definition: "A release is a named
 * group…", "Locales are the languages…" → "A release", "Locales". Null for other sentences,
 * including "It is…" or "One locale is…" openings, passive ones ("is created") and "is not".
 */
export function definitionSubject(sentence: string): string | null {
  return definitionPattern.exec(sentence)?.[1] ?? null;
}

/**
 * What a reader says they do not use or want ("… not using docker", "instead of TypeScript",
 * "without deleting their account") names another page's subject: that word is left out of the
 * query.
 */
const exclusion = new RegExp(
  `\\b(?:${exclusionPhrases.map((phrase) => phrase.replace(/ /g, '\\s+')).join('|')})\\s+$`,
  'i',
);
/**
 * "go" is also the name of a language whose integration page is titled "Go": the verb put that
 * page first for "go live with my project" and "go to settings", and second for "where do I go to
 * create an API token" and "delete them in one go". Followed by a particle or in an idiom it is the
 * verb and says nothing, so it is left out; "go", "go client" and "strapi with go" keep it.
 */
const goAsVerb = {
  after:
    /^\s+(?:to|back|live|through|into|ahead|over|out|away|faster|slower|wrong|further|up|down)\b/i,
  before: /\b(?:in\s+one|let'?s|ready\s+to|good\s+to)\s+$/i,
};
function excludedGroups(
  text: string,
  groups: Token[][],
  rules: {exclusions: boolean; goAsVerb: boolean},
): Set<Token[]> {
  const excluded = new Set<Token[]>();
  for (const group of groups) {
    const first = group[0]!;
    const before = text.slice(Math.max(0, first.start - 20), first.start);
    if (rules.goAsVerb && group.length === 1 && first.surface.toLowerCase() === 'go') {
      const after = text.slice(first.end, first.end + 12);
      if (goAsVerb.after.test(after) || goAsVerb.before.test(before)) excluded.add(group);
      continue;
    }
    if (!rules.exclusions || !exclusion.test(before)) continue;
    // "without" only before a verb in -ing ("without deleting"): "without authentication" asks
    // for the thing itself.
    if (/without\s+$/i.test(before) && !/ing$/i.test(first.surface)) continue;
    excluded.add(group);
  }
  return excluded;
}

export interface SearchOptions {
  /** Maximum number of results (default 10). */
  limit?: number;
  /**
   * Maximum number of sections of one page (default 2: a third section of one page ranks the
   * right page of another out of the top 10 more often than it helps).
   */
  perPage?: number;
  /** Expand words to the words they begin (default true; off for questions). */
  prefix?: boolean;
  /**
   * How many other matching sections of its page lift a section (default 10: ranks pages; Ask
   * passes 1, because it looks for the one section that answers, not for the page).
   */
  pageSupportSections?: number;
  /**
   * Lift the pages whose `keywords` the query completes, or one of whose readers' `questions` it
   * asks (default true; Ask passes false).
   */
  keywords?: boolean;
  /**
   * Count the words the whole site is about ("strapi") for little beside others (default true;
   * Ask passes false: its sentences are scored on the question's own words, and quieting them
   * moved one of its 100 cases off the section that answers).
   */
  context?: boolean;
  /** Tolerate one typo in words that match nothing as written (default true). */
  typo?: boolean;
  /** Shortest word the typo tolerance applies to (default 4). */
  typoMinLength?: number;
}

export interface SearchResult {
  /** Section URL, with its anchor. */
  url: string;
  pageUrl: string;
  /** Page title. */
  title: string;
  /** Section heading, '' for the page introduction. */
  heading: string;
  /** Headings above the section heading, outermost first. */
  path: string[];
  /** Docs section label ("Developer Docs"). */
  docsInstance: string;
  score: number;
  /** Index of the section in the index file. */
  section: number;
}

interface Expansion {
  key: number;
  weight: number;
}

interface Concept {
  /** Alternatives for a code token matched whole, or null for a plain word. */
  whole: Expansion[] | null;
  /** Alternatives for each word (or code-token part). */
  parts: Expansion[][];
  /** Share of the query this concept stands for in coverage: its rarity (IDF). */
  weight: number;
  /** How much the concept counts in score and coverage: 1, or less for a weak task verb. */
  emphasis: number;
  /** A word the whole site is about, quieted beside others (`contextGroups`). */
  context: boolean;
}

/** Buffers one search reuses for every concept and word it scores (`scoreSections`). */
interface ScoringScratch {
  /** Per section, the best score of the word being scored. */
  slot: Float64Array;
  /** Per section, the best front-matter hint bonus of the word being scored. */
  hintGain: Map<number, number>;
  /** The front-matter hints (keywords, readers' questions): sections by index key, and bonus. */
  pageHints: ReadonlyArray<readonly [Map<number, number[]>, number]>;
  /** Per section, the score of the concept being scored. */
  conceptScore: Float64Array;
  /** Per section, the share of the concept being scored that it covers. */
  conceptCoverage: Float64Array;
}

/**
 * A query's concepts as the front-matter hints read them (keywords, readers' questions): every
 * index key a concept may match (whole or by part) with its first concept's index, and the
 * concepts' total weight. Built once per search.
 */
interface ConceptIndex {
  concepts: readonly Concept[];
  conceptOf: Map<number, number>;
  totalWeight: number;
}

function indexConcepts(concepts: readonly Concept[]): ConceptIndex {
  const conceptOf = new Map<number, number>();
  concepts.forEach((entry, index) => {
    for (const alternatives of [entry.whole ?? [], ...entry.parts])
      for (const {key} of alternatives) if (!conceptOf.has(key)) conceptOf.set(key, index);
  });
  const totalWeight = concepts.reduce((sum, concept) => sum + concept.weight, 0) || 1;
  return {concepts, conceptOf, totalWeight};
}

/** Share of the query's weight that the concepts `said` (indices) stand for. */
function shareOf({concepts, totalWeight}: ConceptIndex, said: ReadonlySet<number>): number {
  let weight = 0;
  for (const concept of said) weight += concepts[concept]!.weight;
  return weight / totalWeight;
}

export interface ParsedQuery {
  concepts: Concept[];
  /** Index keys any concept expanded to: what snippets highlight. */
  matchKeys: Set<string>;
}

export interface SearchResponse {
  query: ParsedQuery;
  results: SearchResult[];
  /** The query as searched, when slips were put right in it (`corrected`): shown to the reader. */
  corrected?: string;
}

/**
 * How long a word must be for a slip other than two swapped letters to be put right (`corrected`),
 * counting the longer of the word typed and the word of the docs: a letter left out or typed twice
 * from 6 letters, a letter replaced from 7. Shorter, a word one letter from a word of the docs is
 * often a word of its own ("think" → thin, "pager" → page, "mock" → lock, "vague" → value, and at
 * 6 letters "spring" → string). Two swapped letters are put right from 4 letters (`typoMinLength`'s
 * default), whatever the caller's typo tolerance: only one word fits them. The lengths are
 * `rankingParameters.slipMinLength`.
 */
/** Function words by length: candidates of `corrected`, as they are not words of the index. */
const stopwordsByLength = new Map<number, string[]>();
for (const word of stopwords) {
  const list = stopwordsByLength.get(word.length);
  if (list) list.push(word);
  else stopwordsByLength.set(word.length, [word]);
}

/** Whether `a` and `b` (one length, equal before `index`) differ by the two letters there swapped. */
function swappedAt(a: string, b: string, index: number): boolean {
  return (
    index < a.length - 1 &&
    a[index] === b[index + 1] &&
    a[index + 1] === b[index] &&
    a.slice(index + 2) === b.slice(index + 2)
  );
}

/** True when `b` is `a` with two adjacent letters swapped ("cotnent" → "content"). */
export function transposed(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let index = 0;
  while (index < a.length && a[index] === b[index]) index += 1;
  return swappedAt(a, b, index);
}

/** True when `a` and `b` are at most one insertion, deletion, substitution or transposition apart. */
export function withinOneEdit(a: string, b: string): boolean {
  const lengthA = a.length;
  const lengthB = b.length;
  if (Math.abs(lengthA - lengthB) > 1) return false;
  let index = 0;
  while (index < lengthA && index < lengthB && a[index] === b[index]) index += 1;
  if (index === lengthA && index === lengthB) return true;
  if (lengthA === lengthB)
    return a.slice(index + 1) === b.slice(index + 1) || swappedAt(a, b, index);
  return lengthA > lengthB
    ? a.slice(index + 1) === b.slice(index)
    : a.slice(index) === b.slice(index + 1);
}

/** Position of the first string in sorted `list` that is ≥ `value`. */
function lowerBound(list: readonly string[], value: string): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (list[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The tokens of `text` by written word: a code token's whole and parts together, in order. */
function tokenGroups(text: string): Token[][] {
  const groups = new Map<number, Token[]>();
  for (const token of tokenize(text)) {
    const group = groups.get(token.group);
    if (group) group.push(token);
    else groups.set(token.group, [token]);
  }
  return [...groups.values()];
}

/** A written word that is not only a function word ("how", "the"). */
function saysSomething(group: Token[]): boolean {
  return group.some((token) => token.whole || !token.stop);
}

export class SearchEngine {
  readonly data: SearchIndexData;
  private readonly keys: string[] = [];
  private readonly keyIds = new Map<string, number>();
  /** Per index key, the sections it is in and its score there; in memory or fetched by shard. */
  private postings: PostingSource = new MemoryPostings([]);
  /** Per index key, the number of sections it is in (known before its postings are loaded). */
  private df: Int32Array = new Int32Array(0);
  private idf: Float64Array = new Float64Array(0);
  private maxIdf = 1;
  /** Distinct written forms, sorted, and the key each maps to. */
  private surfaces: string[] = [];
  private surfaceKeys: Int32Array = new Int32Array(0);
  private readonly surfaceIds = new Map<string, number>();
  /**
   * Hyphenated words of the documentation by the one word a reader writes for them ("frontend" →
   * front-end, "dropdown" → drop-down): the same word either way.
   */
  private readonly joinedForms = new Map<string, number>();
  private readonly surfacesByLength = new Map<number, number[]>();
  private readonly foldedTexts = new Map<number, string>();
  private readonly foldedCodes = new Map<number, string>();
  /** Per page, its keywords as the index keys each one needs (its words but stopwords). */
  private pageKeywords: number[][][] = [];
  /** Per page, its readers' questions (`questions`) as the index keys of their words. */
  private pageQuestions: number[][][] = [];
  /** Per page, the section its keywords count on: the introduction, else its first section. */
  private keywordSection: Int32Array = new Int32Array(0);
  /**
   * Per page title (`asTitle`), the introductions of the pages that bear it: a reader who types a
   * page's title whole is asking for that page ("Content API", "Documentation"), which ranks
   * first even where a longer title shares its words ("Content Manager APIs") or a stem conflates
   * them (documentation → document); unless a page prior sets that page aside for the query
   * (`asidePrior`).
   */
  private readonly titledSections = new Map<string, number[]>();
  /** The sections that say what something is, with the index keys of that thing (`definitions`). */
  private definitionList: Array<{section: number; subject: number[]}> = [];

  /** Builds the index at once (CLI, tests). In the browser, prefer `SearchEngine.create`. */
  /**
   * The site's words for its documentation (`siteWords` option, in the index): context too,
   * "graphql docs" asks for the GraphQL pages, not for the introductions that say "these docs".
   */
  private readonly siteWords: ReadonlySet<string>;
  /** Rules switched off (`npm run eval:search -- --ablate` only; none in the widget). */
  private readonly disabledRules: ReadonlySet<RankingRule>;

  constructor(
    data: SearchIndexData,
    deferBuild = false,
    disabledRules: ReadonlySet<RankingRule> = new Set(),
  ) {
    this.data = data;
    this.siteWords = new Set(data.siteWords ?? []);
    this.disabledRules = disabledRules;
    if (!deferBuild) for (const _step of this.build());
  }

  /** Builds the index in slices, calling `pause` between them so that the page stays responsive. */
  static async create(data: SearchIndexData, pause: () => Promise<void>): Promise<SearchEngine> {
    const engine = new SearchEngine(data, true);
    for (const _step of engine.build()) await pause();
    return engine;
  }

  /** Whether `rule` is on (every rule is, but in an ablation run). */
  private on(rule: RankingRule): boolean {
    return !this.disabledRules.has(rule);
  }

  /**
   * The engine over `data` from an index computed at build time (`exportIndex`), reading its
   * postings from `postings`: nothing is rebuilt, and the ranking is the one of the engine that
   * exported it.
   */
  static fromIndex(
    data: SearchIndexData,
    index: Omit<EngineIndex, 'shardStarts' | 'shardFiles'>,
    postings: PostingSource,
    disabledRules: ReadonlySet<RankingRule> = new Set(),
  ): SearchEngine {
    const engine = new SearchEngine(data, true, disabledRules);
    index.keys.forEach((key) => engine.keyId(key));
    engine.df = Int32Array.from(index.df);
    engine.postings = postings;
    for (const [joined, key] of index.joinedForms) engine.joinedForms.set(joined, key);
    engine.indexDictionary(index.surfaces, Int32Array.from(index.surfaceKeys));
    engine.pageKeywords = index.pageKeywords;
    engine.pageQuestions = index.pageQuestions;
    engine.indexPages();
    engine.definitionList = index.definitions.map(([section, subject]) => ({section, subject}));
    return engine;
  }

  /** The same engine over `data` (the body files merged in), sharing this one's index. */
  withData(data: SearchIndexData): SearchEngine {
    return SearchEngine.fromIndex(data, this.dictionary(), this.postings, this.disabledRules);
  }

  /** The index this engine computed, but its postings, and every posting list by key id. */
  exportIndex(): {index: Omit<EngineIndex, 'shardStarts' | 'shardFiles'>; lists: PostingList[]} {
    return {index: this.dictionary(), lists: this.keys.map((_key, id) => this.postings.get(id))};
  }

  private dictionary(): Omit<EngineIndex, 'shardStarts' | 'shardFiles'> {
    return {
      keys: this.keys.slice(),
      df: Array.from(this.df),
      surfaces: this.surfaces,
      surfaceKeys: Array.from(this.surfaceKeys),
      joinedForms: [...this.joinedForms],
      pageKeywords: this.pageKeywords,
      pageQuestions: this.pageQuestions,
      definitions: this.definitionList.map(({section, subject}) => [section, subject]),
    };
  }

  get sectionCount(): number {
    return this.data.sections.length;
  }

  private keyId(key: string): number {
    let id = this.keyIds.get(key);
    if (id === undefined) {
      id = this.keys.length;
      this.keys.push(key);
      this.keyIds.set(key, id);
    }
    return id;
  }

  /** Builds the inverted index; yields every few hundred sections. */
  private *build(): Generator<void> {
    const {sections, pages} = this.data;
    const surfaceKey = new Map<string, number>();
    // Per section: key → [body tf, code tf, field bits], then body and code lengths.
    const perSection: Array<Map<number, [number, number, number]>> = [];
    const bodyLengths = new Float64Array(sections.length);
    const codeLengths = new Float64Array(sections.length);

    const titleLengths = new Float64Array(sections.length);
    const headingLengths = new Float64Array(sections.length);

    /** Counts the tokens of one field; returns its length in tokens and in written words. */
    const add = (
      counts: Map<number, [number, number, number]>,
      tokens: Token[],
      slot: 0 | 1 | null,
      bit: number,
    ) => {
      let length = 0;
      const groups = new Set<number>();
      for (const token of tokens) {
        if (token.stop) continue;
        length += 1;
        groups.add(token.group);
        const id = this.keyId(token.key);
        if (!surfaceKey.has(token.surface)) surfaceKey.set(token.surface, id);
        let entry = counts.get(id);
        if (!entry) {
          entry = [0, 0, 0];
          counts.set(id, entry);
        }
        if (slot !== null) entry[slot] += 1;
        entry[2] |= bit;
      }
      return [length, groups.size] as const;
    };

    const aboutTokens = this.data.docsInstances.map((docsInstance) =>
      docsInstance.about ? tokenize(docsInstance.about) : null,
    );
    const indexSection = (section: SearchIndexData['sections'][number], index: number) => {
      const page = pages[section.page]!;
      const counts = new Map<number, [number, number, number]>();
      const intro = section.anchor === '';
      titleLengths[index] = add(
        counts,
        tokenize(page.title),
        null,
        intro ? fieldTitle : fieldInheritedTitle,
      )[1];
      if (section.heading)
        headingLengths[index] = add(counts, tokenize(section.heading), null, fieldHeading)[1];
      if (section.path.length > 0) add(counts, tokenize(section.path.join('\n')), null, fieldPath);
      if (intro) {
        // The description and the file name of a page say what it is about as much as its title.
        const slug = page.url.slice(page.url.lastIndexOf('/') + 1);
        add(
          counts,
          tokenize(`${page.description}\n${slug.replace(/[-_]+/g, ' ')}`),
          null,
          fieldDescription,
        );
      }
      // What every page of a docs instance is about without saying it (the User Guide: the admin
      // panel), so that "… in the admin panel" finds the guide's pages.
      const about = aboutTokens[page.docsInstance];
      if (about && about.length > 0) add(counts, about, null, fieldAbout);
      add(counts, tokenize(leadOf(section.text)), null, fieldLead);
      bodyLengths[index] = add(counts, tokenize(section.text), 0, 0)[0];
      codeLengths[index] = add(counts, tokenize(section.code), 1, 0)[0];
      perSection.push(counts);
    };
    for (let index = 0; index < sections.length; index += 1) {
      indexSection(sections[index]!, index);
      if (index % 250 === 249) yield;
    }
    // Keywords are matched whole at query time (`keywordHits`); their words become index keys so
    // that a query word found only in a keyword still expands (prefix, typo) to it.
    this.indexPages();
    this.definitionList = this.definitions();
    const keysOfPhrases = (phrases: readonly string[]) =>
      phrases.flatMap((phrase) => {
        const ids: number[] = [];
        for (const token of tokenize(phrase)) {
          if (token.stop || token.whole) continue;
          const id = this.keyId(token.key);
          if (!surfaceKey.has(token.surface)) surfaceKey.set(token.surface, id);
          if (!ids.includes(id)) ids.push(id);
        }
        return ids.length > 0 ? [ids] : [];
      });
    this.pageKeywords = pages.map((page) => keysOfPhrases(page.keywords ?? []));
    this.pageQuestions = pages.map((page) => keysOfPhrases(page.questions ?? []));

    const average = (lengths: Float64Array) => {
      let total = 0;
      let count = 0;
      for (const length of lengths) {
        if (length > 0) {
          total += length;
          count += 1;
        }
      }
      return count === 0 ? 1 : total / count;
    };
    const averageBody = average(bodyLengths);
    const averageCode = average(codeLengths);

    const postingSections: number[][] = this.keys.map(() => []);
    const postingScores: number[][] = this.keys.map(() => []);
    perSection.forEach((counts, index) => {
      const bodyNorm = 1 - b + (b * bodyLengths[index]!) / averageBody;
      const codeNorm = 1 - b + (b * codeLengths[index]!) / averageCode;
      const titleFactor = shortFieldFactor(titleLengths[index]!);
      const headingFactor = shortFieldFactor(headingLengths[index]!);
      for (const [id, [bodyTf, codeTf, bits]] of counts) {
        const tf = (bodyWeight * bodyTf) / bodyNorm + (codeWeight * codeTf) / codeNorm;
        let score = tf > 0 ? (tf * (k1 + 1)) / (tf + k1) : 0;
        for (const [bit, bonus] of fieldBonus) {
          if (!(bits & bit)) continue;
          score +=
            bonus *
            (bit === fieldHeading
              ? headingFactor
              : bit === fieldTitle || bit === fieldInheritedTitle
                ? titleFactor
                : 1);
        }
        postingSections[id]!.push(index);
        postingScores[id]!.push(score);
      }
    });
    this.postings = new MemoryPostings(
      postingSections.map((list, key) => ({
        sections: Int32Array.from(list),
        scores: Float32Array.from(postingScores[key]!),
      })),
    );
    this.df = Int32Array.from(postingSections, (list) => list.length);
    for (const [surface, key] of surfaceKey) {
      if (!hyphenated.test(surface)) continue;
      const joined = surface.replace(/-/g, '');
      if (!this.joinedForms.has(joined)) this.joinedForms.set(joined, key);
    }
    const sorted = [...surfaceKey.keys()].sort();
    this.indexDictionary(
      sorted,
      Int32Array.from(sorted, (surface) => surfaceKey.get(surface)!),
    );
  }

  /**
   * Per page, the section its keywords count on (its introduction, else its first section), and
   * per page title the introductions of the pages that bear it.
   */
  private indexPages(): void {
    const {sections, pages} = this.data;
    this.keywordSection = new Int32Array(pages.length).fill(-1);
    sections.forEach((section, index) => {
      const first = this.keywordSection[section.page]!;
      if (first === -1 || (section.anchor === '' && sections[first]!.anchor !== ''))
        this.keywordSection[section.page] = index;
    });
    pages.forEach((page, index) => {
      const intro = this.keywordSection[index]!;
      const title = asTitle(page.title);
      if (intro === -1 || !title) return;
      const list = this.titledSections.get(title);
      if (list) list.push(intro);
      else this.titledSections.set(title, [intro]);
    });
  }

  /**
   * What the dictionary derives: inverse document frequencies (from `df`), the written forms
   * (sorted) by their key, by their id and by their length.
   */
  private indexDictionary(surfaces: string[], surfaceKeys: Int32Array): void {
    const sectionTotal = this.sectionCount;
    this.idf = Float64Array.from(this.df, (count) =>
      Math.log(1 + (sectionTotal - count + 0.5) / (count + 0.5)),
    );
    this.maxIdf = Math.log(1 + (sectionTotal - 0.5) / 1.5);
    this.surfaces = surfaces;
    this.surfaceKeys = surfaceKeys;
    this.surfaces.forEach((surface, index) => {
      this.surfaceIds.set(surface, index);
      let bucket = this.surfacesByLength.get(surface.length);
      if (!bucket) {
        bucket = [];
        this.surfacesByLength.set(surface.length, bucket);
      }
      bucket.push(index);
    });
  }

  /** The hyphenated word of the docs that `surface` writes as one word ("frontend" → front-end). */
  private joinedFormOf(surface: string): number | undefined {
    return this.on('joinedForms') ? this.joinedForms.get(surface) : undefined;
  }

  /** Alternatives of one written word; `prefix` when the reader may still be typing it. */
  private expand(token: Token, prefix: boolean, options: Required<SearchOptions>): Expansion[] {
    const byKey = new Map<number, number>();
    const offer = (key: number, weight: number) => {
      if ((byKey.get(key) ?? 0) < weight) byKey.set(key, weight);
    };
    const exactKey = this.keyIds.get(token.key);
    if (exactKey !== undefined) offer(exactKey, 1);
    const exactSurface = this.surfaceIds.get(token.surface);
    if (exactSurface !== undefined) offer(this.surfaceKeys[exactSurface]!, 1);
    const hyphenatedKey = this.joinedFormOf(token.surface);
    if (hyphenatedKey !== undefined) {
      // One word either way, as rare as its hyphenated form: a one-word form found in a single
      // section ("frontend") would otherwise weigh as much as a word found nowhere else and
      // decide alone which sentence answers "How do I enable CORS for my frontend?".
      for (const [key, weight] of byKey)
        byKey.set(key, Math.min(weight, this.idf[hyphenatedKey]! / this.idf[key]!));
      offer(hyphenatedKey, 1);
    }

    const {surface} = token;
    if (prefix && surface.length >= 2) {
      // A word that exists as written is probably complete: its completions count for less.
      const exactFactor = byKey.size > 0 ? completeWordPrefixFactor : 1;
      const start = lowerBound(this.surfaces, surface);
      const candidates: Array<[number, number]> = [];
      for (let index = start; index < this.surfaces.length; index += 1) {
        const candidate = this.surfaces[index]!;
        if (!candidate.startsWith(surface)) break;
        if (candidate.length === surface.length) continue;
        const key = this.surfaceKeys[index]!;
        candidates.push([key, this.df[key]!]);
      }
      // Short prefixes match many words: keep the most frequent ones.
      candidates.sort((first, second) => second[1] - first[1]);
      const limit = surface.length <= 2 ? shortPrefixExpansions : maxPrefixExpansions;
      for (const [key] of candidates.slice(0, limit)) {
        const completion = this.keys[key]!;
        offer(
          key,
          exactFactor *
            prefixWeight *
            (0.75 + (0.25 * surface.length) / Math.max(surface.length, completion.length)),
        );
      }
    }

    if (options.typo && byKey.size === 0 && surface.length >= options.typoMinLength) {
      for (let length = surface.length - 1; length <= surface.length + 1; length += 1) {
        for (const index of this.surfacesByLength.get(length) ?? []) {
          if (withinOneEdit(surface, this.surfaces[index]!))
            offer(this.surfaceKeys[index]!, typoWeight);
        }
      }
    }
    return [...byKey].map(([key, weight]) => ({key, weight}));
  }

  /**
   * `query` without the words the whole site is about (`contextGroups`) where they end it after a
   * preposition or open it before a comma, with that preposition or comma: "How do I add a locale
   * in Strapi 5?" and "In Strapi 5, how do I add a locale?" → "How do I add a locale?". Elsewhere
   * the name is part of what is asked ("run Strapi in Docker", "the Strapi Cloud CLI") and stays;
   * a query of nothing else ("What is Strapi?") is returned as written.
   */
  withoutContext(query: string): string {
    if (!this.on('siteNameAtEnds')) return query;
    const text = query.slice(0, maxQueryLength);
    const groups = tokenGroups(text).filter(saysSomething);
    const context = this.contextGroups(groups);
    // Nothing to leave out, or nothing else to keep ("What is Strapi?").
    if (!context.includes(true) || context.every(Boolean)) return query;
    let kept = text;
    // The last words, back to the preposition that introduces them ("in Strapi 5"); none without.
    let first = groups.length;
    let introduced = false;
    while (first > 0 && context[first - 1] && !introduced) {
      first -= 1;
      const previousEnd = first > 0 ? groups[first - 1]!.at(-1)!.end : 0;
      introduced = contextPreposition.test(text.slice(previousEnd, groups[first]![0]!.start));
    }
    if (introduced && first > 0) {
      const before = text.slice(0, groups[first]![0]!.start).replace(contextPreposition, '');
      kept = before + text.slice(groups.at(-1)!.at(-1)!.end);
    }
    // The first words, when a comma or colon sets them apart ("In Strapi 5, how do I…").
    let last = 0;
    while (last < first && context[last]) last += 1;
    const opening = text.slice(0, groups[0]!.at(0)!.start);
    if (last > 0 && last < first && openingPreposition.test(opening)) {
      // The end may be cut already, after these words (last < first).
      const rest = kept.slice(groups[last - 1]!.at(-1)!.end);
      if (/^\s*[,:]/.test(rest)) kept = rest.replace(/^\s*[,:]\s*/, '');
    }
    return kept === text ? query : kept.replace(/\s+([?.!,])/g, '$1').trim();
  }

  /** Splits a query into concepts and expands each to index keys. */
  parse(query: string, options: SearchOptions = {}): ParsedQuery {
    const resolved = resolveOptions(options);
    const text = query.slice(0, maxQueryLength);
    // Only the last word can be unfinished, and only while no space follows it.
    const typing = resolved.prefix && !/\s$/.test(text);
    let groupList = tokenGroups(text);
    const excluded = excludedGroups(text, groupList, {
      exclusions: this.on('exclusions'),
      goAsVerb: this.on('goAsVerb'),
    });
    if (excluded.size > 0) groupList = groupList.filter((group) => !excluded.has(group));
    const meaningful = groupList.filter(saysSomething);
    if (meaningful.length > 0) groupList = meaningful;

    const concepts: Concept[] = [];
    const matchKeys = new Set<string>();
    const kept = groupList.slice(0, maxConcepts);
    const lastGroup = groupList[groupList.length - 1];
    const context = resolved.context ? this.contextGroups(kept) : kept.map(() => false);
    kept.forEach((group, index) => {
      // A word found in most sections is complete as typed: completing "in strapi" to the rare
      // identifiers it begins (strapi.fetch, STRAPI_URL) ranked their pages above all others.
      const isLast = group === lastGroup && typing && !context[index];
      const wholeToken = group.find((token) => token.whole);
      const partTokens = group.filter((token) => !token.whole);
      const usefulParts = partTokens.filter((token) => !token.stop);
      const partList = usefulParts.length > 0 ? usefulParts : partTokens;
      const lastPart = partList[partList.length - 1];
      // In a code token, only the whole is completed (`strapi.doc` → strapi.documents): completing
      // its last part would turn the `id` of `documentId` into "identify".
      const parts = partList.map((token) =>
        this.expand(token, isLast && !wholeToken && token === lastPart, resolved),
      );
      const whole = wholeToken ? this.expand(wholeToken, isLast, resolved) : null;
      const alternatives = [...(whole ?? []), ...parts.flat()];
      for (const expansion of alternatives) matchKeys.add(this.keys[expansion.key]!);
      const weight =
        alternatives.length === 0
          ? this.maxIdf
          : Math.max(
              ...alternatives.map((expansion) => expansion.weight * this.idf[expansion.key]!),
            );
      const emphasis =
        !this.on('weakWords') || group.some((token) => token.whole || !weakWords.has(token.surface))
          ? 1
          : weakEmphasis;
      // Beside other words, the site's context counts for little (`contextGroups`).
      const quiet = context[index] === true && !context.every(Boolean);
      concepts.push({
        whole,
        parts,
        weight,
        emphasis: quiet ? emphasis * contextEmphasis : emphasis,
        context: quiet,
      });
    });
    return {concepts, matchKeys};
  }

  /**
   * Which of the query's words name what the whole site is about, not which page: a plain word
   * found in most sections (`contextShare`: "strapi"), a word for the docs themselves
   * (`siteWords`), and a version right after one ("strapi 5"). Beside other words they count for
   * `contextEmphasis` in score and coverage: a section that does not say "strapi" (most of the
   * User Guide) otherwise lost a quarter of its coverage to "strapi filters".
   */
  private contextGroups(groups: Token[][]): boolean[] {
    const context: boolean[] = [];
    groups.forEach((group, index) => {
      const [token, ...others] = group;
      if (!token || others.length > 0 || token.whole || token.stop) {
        context.push(false);
        return;
      }
      const key = this.keyIds.get(token.key);
      const common =
        (this.on('contextWords') &&
          key !== undefined &&
          this.df[key]! > contextShare * this.sectionCount) ||
        (this.on('siteWords') && this.siteWords.has(token.surface));
      const version =
        this.on('contextWords') && index > 0 && context[index - 1]! && /^\d+$/.test(token.key);
      context.push(common || version);
    });
    return context;
  }

  /**
   * The sections that define something, with what they define as index keys: a page's
   * introduction by its first or second sentence ("A **release** is a named group of entries…" →
   * [release]), another section by its first sentence when its heading opens with "What" or is
   * the name that sentence defines ("Components": "A component is…"). A subject that is only stop
   * words ("It is…", "This page is…") defines nothing.
   */
  private definitions(): Array<{section: number; subject: number[]}> {
    const {sections} = this.data;
    const keysOf = (text: string) =>
      new Set(
        tokenize(text)
          .filter((token) => !token.stop && !token.whole)
          .map((token) => this.keyIds.get(token.key))
          .filter((id): id is number => id !== undefined),
      );
    const subjectOf = (sentences: string[]) => {
      for (const sentence of sentences) {
        const subject = definitionSubject(sentence);
        const keys = subject ? keysOf(subject) : null;
        if (keys && keys.size > 0) return [...keys];
      }
      return null;
    };
    const found: Array<{section: number; subject: number[]}> = [];
    sections.forEach((section, index) => {
      const intro = section.anchor === '';
      if (intro && this.keywordSection[section.page] !== index) return;
      const sentences = section.text.split(/(?<=[.!?:])\s+/).slice(0, intro ? 2 : 1);
      const subject = subjectOf(sentences);
      if (!subject) return;
      // Under its own name ("Components" opening with "A component is…"), a section defines too.
      const heading = keysOf(section.heading);
      const named = heading.size === subject.length && subject.every((key) => heading.has(key));
      if (intro || whatHeading.test(section.heading) || named)
        found.push({section: index, subject});
    });
    return found;
  }

  /**
   * The sections that define what the query names, and nothing more: each concept of the query is
   * a word of the subject and each word of the subject is in the query (as written or stemmed;
   * "releases", "What is a release?" → the page that says "A release is…").
   */
  private definingSections(concepts: Concept[]): Set<number> {
    const found = new Set<number>();
    // Word by word: a hyphenated word ("content-type") counts as its parts, as in the subject.
    const parts = concepts.flatMap((concept) => concept.parts);
    if (parts.length > definitionMaxWords) return found;
    const conceptKeys = parts.map(
      (alternatives) =>
        new Set(
          alternatives
            .filter((expansion) => expansion.weight >= 1)
            .map((expansion) => expansion.key),
        ),
    );
    for (const {section, subject} of this.definitionList) {
      if (subject.length !== conceptKeys.length) continue;
      if (
        conceptKeys.every((keys) => subject.some((key) => keys.has(key))) &&
        subject.every((key) => conceptKeys.some((keys) => keys.has(key)))
      )
        found.add(section);
    }
    return found;
  }

  /**
   * For each index key of the query, the sections whose page has a keyword the query says: every
   * word of a keyword of one or two words, all but one of a longer one, is among the query's words
   * or their expansions: requiring every word of a long keyword misses the readers who put it in
   * other words, and a smaller share lifts pages for one common word.
   */
  private keywordHits({conceptOf}: ConceptIndex): Map<number, number[]> {
    return this.pageHits(this.pageKeywords, (keyword) => {
      const found = keyword.filter((key) => conceptOf.has(key));
      return found.length >= keyword.length - (keyword.length >= 3 ? 1 : 0) ? found : [];
    });
  }

  /**
   * Per page, how much a question-like query (`questionOpening`, or a final "?") lifts its
   * sections: 1 + `questionPoolBonus` × s^`questionPoolExponent`, where s is the share of the
   * query's concepts (by weight) that some question of the page says. Null for other queries.
   */
  private questionPoolPriors(query: string, asked: ConceptIndex): Float64Array | null {
    if (!this.on('questionPool') || !asksQuestion(query)) return null;
    // A question of one or two words besides the site's name ("what is strapi?", "how to
    // unpublish a document") describes no situation to pool: the pages whose questions say those
    // words are many, and multiplying them only adds noise.
    if (asked.concepts.filter((concept) => !concept.context).length < questionPoolMinWords)
      return null;
    const {conceptOf} = asked;
    const priors = new Float64Array(this.pageQuestions.length).fill(1);
    this.pageQuestions.forEach((questions, page) => {
      const said = new Set<number>();
      for (const question of questions)
        for (const key of question) {
          const concept = conceptOf.get(key);
          if (concept !== undefined) said.add(concept);
        }
      if (said.size === 0) return;
      priors[page] = 1 + questionPoolBonus * shareOf(asked, said) ** questionPoolExponent;
    });
    return priors;
  }

  /**
   * For each index key of the query, the sections whose page has a reader's question that the
   * query asks in other words: at least two of the question's words are the query's, they weigh
   * (by rarity) `questionMinShare` of the question, and the query's concepts they stand for weigh
   * `questionMinShare` of the query. Both ways, so that neither a long question sharing two common
   * words nor a short one inside a longer, different query counts.
   */
  private questionHits(asked: ConceptIndex): Map<number, number[]> {
    const {conceptOf} = asked;
    return this.pageHits(this.pageQuestions, (question) => {
      let questionWeight = 0;
      let saidWeight = 0;
      const found: number[] = [];
      const conceptsSaid = new Set<number>();
      for (const key of question) {
        questionWeight += this.idf[key]!;
        const concept = conceptOf.get(key);
        if (concept === undefined) continue;
        saidWeight += this.idf[key]!;
        found.push(key);
        conceptsSaid.add(concept);
      }
      if (found.length < questionMinWords || saidWeight < questionMinShare * questionWeight)
        return [];
      return shareOf(asked, conceptsSaid) >= questionMinShare ? found : [];
    });
  }

  /**
   * For each index key, the introductions (`keywordSection`) of the pages where `matched` finds it
   * in one of the page's phrases (keywords or questions, as index keys).
   */
  private pageHits(
    phrasesOfPage: number[][][],
    matched: (phrase: number[]) => readonly number[],
  ): Map<number, number[]> {
    const hits = new Map<number, number[]>();
    phrasesOfPage.forEach((phrases, page) => {
      const section = this.keywordSection[page]!;
      if (section === -1 || phrases.length === 0) return;
      const keys = new Set<number>();
      for (const phrase of phrases) for (const key of matched(phrase)) keys.add(key);
      for (const key of keys) {
        const list = hits.get(key);
        if (list) list.push(section);
        else hits.set(key, [section]);
      }
    });
    return hits;
  }

  /**
   * `query` with each plain word that matches nothing as written, and is one word of the docs with
   * two adjacent letters swapped (or, in a long word, `slipMinLength`, with any one-letter slip),
   * written as that word ("hide it from the cotnent manager" → "… content manager", "what's new in
   * starpi 5" → "… strapi 5", "configuraton" → configuration): the rules that read the words as
   * written (phrases, titles, the site's name, keywords) then read it too, not only its index key.
   * A word still being typed that begins a word of the docs is left as it is.
   */
  corrected(query: string, options: SearchOptions = {}): string {
    if (!this.on('slips')) return query;
    const resolved = resolveOptions(options);
    const text = query.slice(0, maxQueryLength);
    const tokens = tokenize(text);
    const perGroup = new Map<number, number>();
    for (const token of tokens) perGroup.set(token.group, (perGroup.get(token.group) ?? 0) + 1);
    const typing = resolved.prefix && !/\s$/.test(text);
    let result = '';
    let copied = 0;
    for (const token of tokens) {
      const {surface} = token;
      if (perGroup.get(token.group) !== 1 || token.stop || surface.length < slipMinLength.swapped)
        continue;
      if (!/^\p{L}+$/u.test(surface)) continue;
      if (this.keyIds.has(token.key) || this.surfaceIds.has(surface)) continue;
      if (typing && token === tokens.at(-1)) {
        const next = this.surfaces[lowerBound(this.surfaces, surface)];
        if (next?.startsWith(surface)) continue;
      }
      // The words of the docs and the function words ("waht is a component" asks what it is).
      const candidates = [surface.length - 1, surface.length, surface.length + 1].flatMap(
        (length) => [
          ...(this.surfacesByLength.get(length) ?? []).map((index) => this.surfaces[index]!),
          ...(stopwordsByLength.get(length) ?? []),
        ],
      );
      const matches = new Set(
        candidates.filter((candidate) => {
          if (!withinOneEdit(surface, candidate)) return false;
          const longer = Math.max(surface.length, candidate.length);
          if (candidate.length !== surface.length) return longer >= slipMinLength.lengthChanged;
          return transposed(surface, candidate) || longer >= slipMinLength.replaced;
        }),
      );
      if (matches.size !== 1) continue;
      // As typed, a capital stays ("Cotnent Manager" → "Content Manager").
      const [match] = [...matches] as [string];
      const capital = /^\p{Lu}/u.test(text.slice(token.start, token.end));
      result +=
        text.slice(copied, token.start) +
        (capital ? match.charAt(0).toUpperCase() + match.slice(1) : match);
      copied = token.end;
    }
    return copied === 0 ? query : result + text.slice(copied);
  }

  /**
   * Ranked sections for `query`, in stages: query analysis (`analyseQuery`) → scoring
   * (`scoreSections`, `boostedCandidates`, `addPageSupport`) → the rerankers (`rerank`) → one
   * result list with at most `perPage` sections a page (`resultsOf`).
   */
  search(written: string, options: SearchOptions = {}): SearchResponse {
    const resolved = resolveOptions(options);
    const {query, parsed, slipsPutRight} = this.analyseQuery(written, resolved);
    const {concepts} = parsed;
    if (concepts.length === 0) return {query: parsed, results: [], ...slipsPutRight};

    // What the page's front matter says it answers, in readers' words (off for Ask: it names the
    // page, not the section that answers).
    const asked = resolved.keywords ? indexConcepts(concepts) : null;
    const {totals, coverage} = this.scoreSections(concepts, asked);
    const priorOfPage = this.priorsFor(query, this.data.sections);
    const questionPrior = asked ? this.questionPoolPriors(query, asked) : null;
    const defining = this.definingSections(concepts);
    const candidates = this.boostedCandidates(totals, coverage, priorOfPage, questionPrior);
    this.addPageSupport(candidates, resolved.pageSupportSections);
    candidates.sort((first, second) => second[1] - first[1] || first[0] - second[0]);
    this.rerank(planQuery(query), candidates, defining, priorOfPage);
    return {query: parsed, results: this.resultsOf(candidates, resolved), ...slipsPutRight};
  }

  /**
   * Query analysis: zero-width characters removed, slips put right, the site's name left out
   * where it opens or ends the query, then the query parsed into concepts.
   */
  private analyseQuery(
    written: string,
    resolved: Required<SearchOptions>,
  ): {query: string; parsed: ParsedQuery; slipsPutRight: {corrected?: string}} {
    // Zero-width characters pasted inside a word leave no trace in any rule (heading and phrase
    // matches compare the typed text too), not only in the tokens.
    const typed = withoutZeroWidth(written);
    // Slips are put right first, so that every rule reads the words as meant.
    const spelled = resolved.typo ? this.corrected(typed, resolved) : typed;
    // "In Strapi 5, how do I…" and "… in strapi" ask what they ask without the site's name: it is
    // left out where it opens or ends the query (elsewhere it only counts for little).
    const query = resolved.context ? this.withoutContext(spelled) : spelled;
    const parsed = this.parse(query, resolved);
    const slipsPutRight = spelled === typed ? {} : {corrected: spelled};
    return {query, parsed, slipsPutRight};
  }

  /**
   * Scoring: per section, the sum of its concepts' BM25F scores (with the front-matter hints'
   * bonuses when `asked` is given) and the share of the query it covers.
   */
  private scoreSections(
    concepts: readonly Concept[],
    asked: ConceptIndex | null,
  ): {totals: Float64Array; coverage: Float64Array} {
    const sectionTotal = this.sectionCount;
    const totals = new Float64Array(sectionTotal);
    const coverage = new Float64Array(sectionTotal);
    const totalWeight =
      concepts.reduce((sum, concept) => sum + concept.emphasis * concept.weight, 0) || 1;
    const totalEmphasis = concepts.reduce((sum, concept) => sum + concept.emphasis, 0) || 1;
    const scratch: ScoringScratch = {
      slot: new Float64Array(sectionTotal),
      hintGain: new Map(),
      pageHints: asked
        ? [
            ...(this.on('keywords') ? [[this.keywordHits(asked), keywordBonus] as const] : []),
            ...(this.on('questionHints')
              ? [[this.questionHits(asked), questionBonus] as const]
              : []),
          ]
        : [],
      conceptScore: new Float64Array(sectionTotal),
      conceptCoverage: new Float64Array(sectionTotal),
    };
    for (const concept of concepts) {
      // A concept's share of the coverage: half by count, half by rarity.
      const conceptShare =
        (0.5 * concept.emphasis) / totalEmphasis +
        (0.5 * concept.emphasis * concept.weight) / totalWeight;
      this.scoreConcept(concept, scratch);
      const {conceptScore, conceptCoverage} = scratch;
      for (let section = 0; section < sectionTotal; section += 1) {
        totals[section] = totals[section]! + conceptScore[section]!;
        coverage[section] = coverage[section]! + conceptShare * conceptCoverage[section]!;
      }
    }
    return {totals, coverage};
  }

  /**
   * One concept's score and coverage per section, into `scratch.conceptScore` and
   * `scratch.conceptCoverage`: its parts each count for their share, its whole (a code token
   * matched whole) covers the concept.
   */
  private scoreConcept(concept: Concept, scratch: ScoringScratch): void {
    const {slot, conceptScore, conceptCoverage} = scratch;
    const sectionTotal = slot.length;
    conceptScore.fill(0);
    conceptCoverage.fill(0);
    const partWeight = (concept.whole ? partWeightUnderWhole : 1) * concept.emphasis;
    const partCount = concept.parts.length;
    for (const alternatives of concept.parts) {
      if (!this.scoreAlternatives(alternatives, scratch)) continue;
      for (let section = 0; section < sectionTotal; section += 1) {
        const value = slot[section]!;
        if (value > 0) {
          conceptScore[section] = conceptScore[section]! + partWeight * value;
          conceptCoverage[section] = conceptCoverage[section]! + 1 / partCount;
        }
      }
    }
    if (concept.whole && this.scoreAlternatives(concept.whole, scratch)) {
      for (let section = 0; section < sectionTotal; section += 1) {
        const value = slot[section]!;
        if (value > 0) {
          conceptScore[section] = conceptScore[section]! + concept.emphasis * value;
          conceptCoverage[section] = 1;
        }
      }
    }
  }

  /**
   * Per section, into `scratch.slot`, the best score among a word's alternatives (the word, its
   * prefix completions, its slips), plus the best front-matter hint bonus. False when none of
   * them matches any section.
   */
  private scoreAlternatives(alternatives: Expansion[], scratch: ScoringScratch): boolean {
    const {slot, hintGain, pageHints} = scratch;
    slot.fill(0);
    hintGain.clear();
    let any = false;
    for (const {key, weight} of alternatives) {
      const {sections: sectionsOfKey, scores} = this.postings.get(key);
      const factor = weight * this.idf[key]!;
      for (let index = 0; index < sectionsOfKey.length; index += 1) {
        const section = sectionsOfKey[index]!;
        const value = factor * scores[index]!;
        if (value > slot[section]!) slot[section] = value;
        any = true;
      }
      for (const [hits, bonus] of pageHints) {
        for (const section of hits.get(key) ?? []) {
          const gain = factor * bonus;
          if (gain > (hintGain.get(section) ?? 0)) hintGain.set(section, gain);
        }
      }
    }
    for (const [section, gain] of hintGain) {
      slot[section] = slot[section]! + gain;
      any = true;
    }
    return any;
  }

  /**
   * The sections that score, unsorted, each as [section, score]: its total times its coverage
   * squared times its docs instance's boost, its page's prior and its page's question prior.
   */
  private boostedCandidates(
    totals: Float64Array,
    coverage: Float64Array,
    priorOfPage: Float64Array,
    questionPrior: Float64Array | null,
  ): Array<[number, number]> {
    const {sections, pages, docsInstances} = this.data;
    const candidates: Array<[number, number]> = [];
    for (let section = 0; section < totals.length; section += 1) {
      const total = totals[section]!;
      if (total <= 0) continue;
      const covered = coverage[section]!;
      const page = pages[sections[section]!.page]!;
      const boost =
        (docsInstances[page.docsInstance]?.boost ?? 1) *
        priorOfPage[section]! *
        (questionPrior?.[sections[section]!.page] ?? 1);
      candidates.push([section, total * covered * covered * boost]);
    }
    return candidates;
  }

  /**
   * Page support: a page whose other sections also match is more likely the page about the
   * query, so each candidate gains a decreasing share (`pageSupportDecay`) of the best
   * `supportSections` other matching sections of its page, best first.
   */
  private addPageSupport(candidates: Array<[number, number]>, supportSections: number): void {
    if (pageSupport <= 0 || !this.on('pageSupport')) return;
    const {sections} = this.data;
    const scoresOfPage = new Map<number, number[]>();
    for (const [section, score] of candidates) {
      const page = sections[section]!.page;
      const scores = scoresOfPage.get(page);
      if (scores) scores.push(score);
      else scoresOfPage.set(page, [score]);
    }
    // Best first, as many as a section can count (its own score is skipped once below).
    for (const [page, scores] of scoresOfPage)
      scoresOfPage.set(
        page,
        scores.sort((first, second) => second - first).slice(0, supportSections + 1),
      );
    for (const candidate of candidates) {
      const top = scoresOfPage.get(sections[candidate[0]]!.page)!;
      const own = top.indexOf(candidate[1]);
      let gain = 0;
      let weight = pageSupport;
      let counted = 0;
      for (let index = 0; index < top.length && counted < supportSections; index += 1) {
        if (index === own) continue;
        gain += weight * top[index]!;
        weight *= pageSupportDecay;
        counted += 1;
      }
      candidate[1] += gain;
    }
  }

  /**
   * The rerankers over the sorted candidates (lib/rerank/index.ts), in their order of precedence:
   * each one that applies outranks those before it.
   */
  private rerank(
    plan: QueryPlan,
    candidates: Candidates,
    defining: ReadonlySet<number>,
    priorOfPage: Float64Array,
  ): void {
    const context: RerankContext = {
      foldedText: (section) => this.foldedText(section),
      foldedCode: (section) => this.foldedCode(section),
      defining,
      titled: this.titledSections.get(plan.title),
      priorOfPage,
    };
    for (const reranker of rerankers)
      if (this.on(reranker.rule)) reranker.rerank(plan, candidates, context);
  }

  /** The ranked candidates as results: at most `perPage` sections a page, `limit` in all. */
  private resultsOf(
    candidates: ReadonlyArray<[number, number]>,
    resolved: Required<SearchOptions>,
  ): SearchResult[] {
    const {sections} = this.data;
    const results: SearchResult[] = [];
    const perPage = new Map<number, number>();
    for (const [sectionIndex, score] of candidates) {
      const section = sections[sectionIndex]!;
      const shown = perPage.get(section.page) ?? 0;
      if (shown >= resolved.perPage) continue;
      perPage.set(section.page, shown + 1);
      results.push(this.result(sectionIndex, Math.round(score * 1000) / 1000));
      if (results.length >= resolved.limit) break;
    }
    return results;
  }

  /** Section `index` as a search result with `score`. */
  result(index: number, score: number): SearchResult {
    const {pages, sections, docsInstances} = this.data;
    const section = sections[index]!;
    const page = pages[section.page]!;
    return {
      url: section.anchor ? `${page.url}#${section.anchor}` : page.url,
      pageUrl: page.url,
      title: page.title,
      heading: section.heading,
      path: section.path,
      docsInstance: docsInstances[page.docsInstance]?.label ?? '',
      score,
      section: index,
    };
  }

  /** A section's code, folded, spaces collapsed; computed once per section. */
  private foldedCode(sectionIndex: number): string {
    let code = this.foldedCodes.get(sectionIndex);
    if (code === undefined) {
      code = fold(this.data.sections[sectionIndex]!.code).replace(/\s+/g, ' ');
      this.foldedCodes.set(sectionIndex, code);
    }
    return code;
  }

  /** A section's title, heading and prose, folded, spaces collapsed; computed once per section. */
  private foldedText(sectionIndex: number): string {
    let text = this.foldedTexts.get(sectionIndex);
    if (text === undefined) {
      const section = this.data.sections[sectionIndex]!;
      const page = this.data.pages[section.page]!;
      text = fold(`${page.title}\n${section.heading}\n${section.text}`).replace(/\s+/g, ' ');
      this.foldedTexts.set(sectionIndex, text);
    }
    return text;
  }

  /** Per section, the prior of its page for this query (1 when none applies or the query lifts it). */
  private priorsFor(query: string, sections: SearchIndexData['sections']): Float64Array {
    const result = new Float64Array(sections.length).fill(1);
    const priors = this.data.priors ?? [];
    if (priors.length === 0) return result;
    const groups = tokenGroups(query.slice(0, maxQueryLength));
    const words = groups.flat().map((token) => token.surface);
    const active = priors.filter(
      (prior) =>
        !prior.unlessQueryMentions.some((start) => words.some((word) => word.startsWith(start))),
    );
    if (active.length === 0) return result;
    // A single word ("mysql", "rbac") names a topic to look up: the pages a prior sets back, such
    // as a migration note that names it, go back twice as far (the prior squared).
    const exponent =
      this.on('singleWordPrior') && groups.filter(saysSomething).length === 1
        ? singleWordPriorExponent
        : 1;
    const pageFactors = this.data.pages.map((page) =>
      active.reduce(
        (factor, prior) =>
          page.url.startsWith(prior.pathPrefix) ? factor * prior.boost ** exponent : factor,
        1,
      ),
    );
    sections.forEach((section, index) => {
      result[index] = pageFactors[section.page]!;
    });
    return result;
  }

  /** The passage of a section that best matches the query, with the matched words marked. */
  snippet(section: number, query: ParsedQuery, maxLength = 180): Segment[] {
    const entry = this.data.sections[section];
    if (!entry) return [];
    const fromText = buildSnippet(entry.text, query.matchKeys, maxLength, entry.codeSpans);
    if (fromText.matched || !entry.code) return fromText.segments;
    const fromCode = buildSnippet(entry.code, query.matchKeys, maxLength);
    return fromCode.matched || !entry.text ? fromCode.segments : fromText.segments;
  }

  /** `text` (a title or heading) with the matched words marked. */
  highlight(text: string, query: ParsedQuery): Segment[] {
    return highlightSegments(text, query.matchKeys);
  }

  /** Inverse document frequency of an index key (0 when the key is unknown). */
  idfOf(key: string): number {
    const id = this.keyIds.get(key);
    return id === undefined ? 0 : this.idf[id]!;
  }

  /** The index keys each concept of a query may match, with their weights: for scoring sentences. */
  conceptKeys(query: ParsedQuery): Array<Map<string, number>> {
    return query.concepts.map((concept) => {
      const keys = new Map<string, number>();
      for (const expansion of [...(concept.whole ?? []), ...concept.parts.flat()]) {
        const key = this.keys[expansion.key]!;
        if ((keys.get(key) ?? 0) < expansion.weight) keys.set(key, expansion.weight);
      }
      return keys;
    });
  }
}

function resolveOptions(options: SearchOptions): Required<SearchOptions> {
  return {
    limit: options.limit ?? 10,
    perPage: options.perPage ?? 2,
    pageSupportSections: options.pageSupportSections ?? rankingParameters.pageSupportSections,
    keywords: options.keywords ?? true,
    context: options.context ?? true,
    prefix: options.prefix ?? true,
    typo: options.typo ?? true,
    typoMinLength: options.typoMinLength ?? rankingParameters.typoMinLength,
  };
}
