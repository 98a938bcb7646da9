/**
 * Retrieval quality of a search function over an evaluation set: recall@1, recall@10 and MRR at
 * page level (a result counts when its page, anchor and trailing slash left out, is one of the
 * query's expected pages). The same code scores our engine and the easyops plugin.
 */
import {createHash} from 'node:crypto';
import {asksQuestion} from './engine';

/**
 * The one way a set can hold a part apart by hash (`"heldApart": "sha256"` at the top of the
 * file): a case is held apart when the first byte of the SHA-256 of its text is below 64, a
 * quarter of the cases on average. The split is computed here from the text itself, so no flag
 * in the file can move a case from one part to the other.
 */
export const hashSplit = 'sha256';

/** Whether `text` (a query or a question) falls in the held-apart quarter of a hash-split set. */
export function heldApartByHash(text: string): boolean {
  // Case and spacing left out, so that retyping a case does not move it to the other part.
  const normalized = text.trim().replace(/\s+/g, ' ').toLowerCase();
  return createHash('sha256').update(normalized, 'utf8').digest()[0]! < 64;
}

/**
 * What is wrong with a set's held-apart declaration, one line each (empty when nothing): an
 * unknown `heldApart` value, or a hash-split set whose cases carry their own `heldOut` flag.
 */
export function heldApartProblems(set: {heldApart?: unknown}, cases: object[]): string[] {
  if (set.heldApart === undefined) return [];
  if (set.heldApart !== hashSplit)
    return [`"heldApart" is ${JSON.stringify(set.heldApart)}: the only value is "${hashSplit}".`];
  const flagged = cases.filter((entry) => 'heldOut' in entry).length;
  return flagged === 0
    ? []
    : [
        `${flagged} case(s) carry a "heldOut" flag in a set split by hash ("heldApart": "${hashSplit}"): remove the flags, the hash decides.`,
      ];
}

export interface EvalQuery {
  query: string;
  /** Pages a reader expects among the results; any one of them is a hit. */
  expected: string[];
  kind?: string;
  /** Which batch of the set the query belongs to ("v1", "full-scale"). */
  set?: string;
  /** Kept apart: never looked at while tuning, reported on its own. */
  heldOut?: boolean;
  /** Its expected pages are not written yet: reported apart, not counted in the figures. */
  pending?: boolean;
  /** Its expected pages were completed by the review of misses (provenance; not used in scoring). */
  reviewed?: boolean;
  /** Was held apart until its misses were looked at; tuned on since (provenance). */
  wasHeldOut?: boolean;
}

export interface EvalSet {
  description?: string;
  /** `"sha256"`: the held-apart part is chosen by `heldApartByHash`, not by `heldOut` flags. */
  heldApart?: typeof hashSplit;
  queries: EvalQuery[];
}

export interface QueryOutcome {
  query: string;
  kind: string;
  expected: string[];
  /** 1-based rank of the first result on an expected page, or null. */
  rank: number | null;
  top: string[];
  set: string;
  heldOut: boolean;
}

export interface EvalFigures {
  queries: number;
  recallAt1: number;
  recallAt10: number;
  mrr: number;
}

/** Figures over every query that is not pending, then the same by kind, batch and held-apart part. */
export interface EvalReport extends EvalFigures {
  byKind: Record<string, EvalFigures>;
  bySet: Record<string, EvalFigures>;
  /** The held-apart queries, and all the others. */
  heldOut: EvalFigures;
  tunedOn: EvalFigures;
  /**
   * The same two parts within the batches that hold both (a share of one batch held apart): the
   * same writers on both sides, so the difference measures tuning, not a harder batch. Null when
   * no batch holds both.
   */
  sameBatches: {sets: string[]; heldOut: EvalFigures; tunedOn: EvalFigures} | null;
  outcomes: QueryOutcome[];
  /** Queries on pages not written yet, scored apart. */
  pending: EvalFigures & {outcomes: QueryOutcome[]};
}

/** `/a/b/#c` → `/a/b`: the page a result URL belongs to. */
export function pageOf(url: string): string {
  let path = url.split('#')[0]!.split('?')[0]!;
  try {
    path = decodeURI(path);
  } catch {
    // Keep the raw path.
  }
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  if (path.endsWith('/index.html')) path = path.slice(0, -'/index.html'.length) || '/';
  return path || '/';
}

function summarize(outcomes: QueryOutcome[]): EvalFigures {
  const count = outcomes.length || 1;
  return {
    queries: outcomes.length,
    recallAt1: outcomes.filter((outcome) => outcome.rank === 1).length / count,
    recallAt10:
      outcomes.filter((outcome) => outcome.rank !== null && outcome.rank <= 10).length / count,
    mrr:
      outcomes.reduce(
        (sum, outcome) =>
          sum + (outcome.rank !== null && outcome.rank <= 10 ? 1 / outcome.rank : 0),
        0,
      ) / count,
  };
}

/** Scores `search` (which returns result URLs, best first) on every query of `set`. */
export async function evaluate(
  set: EvalSet,
  search: (query: string) => Promise<string[]> | string[],
): Promise<EvalReport> {
  const outcomes: QueryOutcome[] = [];
  const pending: QueryOutcome[] = [];
  for (const entry of set.queries) {
    const urls = (await search(entry.query)).slice(0, 10);
    const expected = new Set(entry.expected.map(pageOf));
    const index = urls.findIndex((url) => expected.has(pageOf(url)));
    (entry.pending ? pending : outcomes).push({
      query: entry.query,
      kind: entry.kind ?? 'other',
      expected: entry.expected,
      rank: index === -1 ? null : index + 1,
      top: urls.slice(0, 3),
      set: entry.set ?? 'default',
      heldOut: set.heldApart === hashSplit ? heldApartByHash(entry.query) : entry.heldOut === true,
    });
  }
  const groupBy = (key: (outcome: QueryOutcome) => string) => {
    const groups: Record<string, EvalFigures> = {};
    for (const name of [...new Set(outcomes.map(key))].sort())
      groups[name] = summarize(outcomes.filter((outcome) => key(outcome) === name));
    return groups;
  };
  const mixedSets = [...new Set(outcomes.map((outcome) => outcome.set))]
    .filter(
      (name) =>
        outcomes.some((outcome) => outcome.set === name && outcome.heldOut) &&
        outcomes.some((outcome) => outcome.set === name && !outcome.heldOut),
    )
    .sort();
  const inMixed = outcomes.filter((outcome) => mixedSets.includes(outcome.set));
  return {
    ...summarize(outcomes),
    byKind: groupBy((outcome) => outcome.kind),
    bySet: groupBy((outcome) => outcome.set),
    heldOut: summarize(outcomes.filter((outcome) => outcome.heldOut)),
    tunedOn: summarize(outcomes.filter((outcome) => !outcome.heldOut)),
    sameBatches:
      mixedSets.length === 0
        ? null
        : {
            sets: mixedSets,
            heldOut: summarize(inMixed.filter((outcome) => outcome.heldOut)),
            tunedOn: summarize(inMixed.filter((outcome) => !outcome.heldOut)),
          },
    outcomes,
    pending: {...summarize(pending), outcomes: pending},
  };
}

/** `query` after `words`, its first letter lowered ("How do I…" → "In Strapi 5, how do I…"). */
function opening(words: string, query: string): string {
  return `${words}${query.slice(0, 1).toLowerCase()}${query.slice(1)}`;
}

/** One-letter slips, applied from the third letter of a word ("populate" → `slip("pulate")`). */
const slips: ReadonlyArray<{name: string; slip: (fromThirdLetter: string) => string}> = [
  {name: 'two letters swapped in a word', slip: (word) => word[1]! + word[0]! + word.slice(2)},
  {name: 'a letter left out of a word', slip: (word) => word.slice(1)},
  {name: 'a letter typed twice in a word', slip: (word) => word[0] + word},
  {name: 'a letter replaced in a word', slip: (word) => nextLetter(word[0]!) + word.slice(1)},
];

/**
 * Other ways a reader types the same query, each for the queries it applies to (null otherwise):
 * the product's name or version added, a keyword query asked as a task or followed by "docs", one
 * slip in a word (`slips`). The answer does not change, so the ranking should not either; how much it does
 * measures how the search holds up on queries nobody wrote down, without a held-apart part.
 */
export const readerVariants: ReadonlyArray<{
  name: string;
  rewrite: (entry: EvalQuery) => string | null;
}> = [
  {
    name: '"strapi" before a keyword query',
    rewrite: ({query, kind}) => (kind === 'keyword' || kind === 'error' ? `strapi ${query}` : null),
  },
  {
    name: '"strapi 5" before a keyword query',
    rewrite: ({query, kind}) =>
      kind === 'keyword' || kind === 'error' ? `strapi 5 ${query}` : null,
  },
  {
    name: '"how to" before a keyword query',
    rewrite: ({query, kind}) => (kind === 'keyword' ? `how to ${query}` : null),
  },
  {
    name: '"docs" after a keyword query',
    rewrite: ({query, kind}) => (kind === 'keyword' ? `${query} docs` : null),
  },
  {
    name: '"in strapi" after a question',
    rewrite: ({query, kind}) =>
      kind === 'question' && asksQuestion(query)
        ? query.replace(/(\?)?\s*$/, (_end, mark: string | undefined) => ` in strapi${mark ?? ''}`)
        : null,
  },
  {
    name: '"In Strapi 5, " before a question',
    rewrite: ({query, kind}) =>
      kind === 'question' && asksQuestion(query) ? opening('In Strapi 5, ', query) : null,
  },
  ...slips.map(({name, slip}) => ({name, rewrite: (entry: EvalQuery) => withSlip(entry, slip)})),
];

/**
 * The query with `slip` applied to its first plain word of 6 letters or more; null for code, for a
 * query that already has a typo or is typed halfway, and for one without such a word.
 */
function withSlip(
  {query, kind}: EvalQuery,
  slip: (fromThirdLetter: string) => string,
): string | null {
  if (kind === 'code' || kind === 'typo' || kind === 'prefix') return null;
  const word = /(?<![\w.$-])([a-z]{2})([a-z]{4,})(?![\w.(-])/i.exec(query);
  if (!word) return null;
  const [whole, start, rest] = word;
  return `${query.slice(0, word.index)}${start}${slip(rest!)}${query.slice(word.index + whole.length)}`;
}

/** The letter after `letter` in the alphabet ("z" → "a"), a slip to a neighbouring key's kind. */
function nextLetter(letter: string): string {
  const lower = letter.toLowerCase();
  return lower === 'z' ? 'a' : String.fromCharCode(lower.charCodeAt(0) + 1);
}

/**
 * Per reader variant: the figures of the queries it applies to, as written and rewritten. `report`
 * is `evaluate(set, search)` when the caller has it already: its outcomes are the queries as
 * written, which are then not searched again.
 */
export async function evaluateVariants(
  set: EvalSet,
  search: (query: string) => Promise<string[]> | string[],
  report?: EvalReport,
): Promise<Array<{name: string; asWritten: EvalFigures; rewritten: EvalFigures}>> {
  const counted = set.queries.filter((entry) => !entry.pending);
  // Each query as written is searched once, whatever the number of variants that apply to it.
  const {outcomes} = report ?? (await evaluate({queries: counted}, search));
  const figures = [];
  for (const {name, rewrite} of readerVariants) {
    const applies = counted.flatMap((entry, index) => {
      const query = rewrite(entry);
      return query === null ? [] : [{entry, query, asWritten: outcomes[index]!}];
    });
    const rewritten = await evaluate(
      {queries: applies.map(({entry, query}) => ({...entry, query}))},
      search,
    );
    figures.push({
      name,
      asWritten: summarize(applies.map(({asWritten}) => asWritten)),
      rewritten: summarize(rewritten.outcomes),
    });
  }
  return figures;
}

/**
 * The Ask cases' questions as readers also write them (`npm run ask -- --eval`): the site's name
 * at the end or in front, one slip in a word. The answer should not change.
 */
export const askVariants: ReadonlyArray<{name: string; rewrite: (question: string) => string}> = [
  {
    name: 'ending " in Strapi 5?"',
    rewrite: (question) => `${question.replace(/\?\s*$/, '')} in Strapi 5?`,
  },
  {name: 'opening "In Strapi 5, "', rewrite: (question) => opening('In Strapi 5, ', question)},
  // A question without a word of 6 letters or more is asked as written.
  ...slips.map(({name, slip}) => ({
    name,
    rewrite: (question: string) =>
      withSlip({query: question, kind: 'question', expected: []}, slip) ?? question,
  })),
];

export interface AskCase {
  question: string;
  /** Sections that answer it (URL with anchor; a URL without anchor stands for any section of the page). */
  expected: string[];
  /** Text the answer (quoted sentences and example) must hold, compared case-insensitively. */
  phrase: string;
  /** `expected` was completed by the review of misses (provenance; not used in scoring). */
  reviewed?: boolean;
}

export interface AskOutcome {
  question: string;
  /** In the held-apart quarter of a set split by hash: counted, never listed. */
  heldOut: boolean;
  /** An expected section is among the citations. */
  cited: boolean;
  /** The answer was found and holds the phrase. */
  answered: boolean;
  citations: string[];
  text: string;
}

export interface AskFigures {
  cases: number;
  cited: number;
  answered: number;
  /** Cited and answered. */
  both: number;
}

export interface AskReport extends AskFigures {
  /** The two parts of a set split by hash; null for a set without a held-apart part. */
  heldOut: AskFigures | null;
  tunedOn: AskFigures | null;
  outcomes: AskOutcome[];
}

function countAsk(outcomes: AskOutcome[]): AskFigures {
  return {
    cases: outcomes.length,
    cited: outcomes.filter((outcome) => outcome.cited).length,
    answered: outcomes.filter((outcome) => outcome.answered).length,
    both: outcomes.filter((outcome) => outcome.cited && outcome.answered).length,
  };
}

/**
 * Scores offline answers (`answer` gives the cited URLs and the answer's text, '' when none);
 * `heldApart` is the set's declaration (`hashSplit` to report the held-apart quarter apart).
 */
export function evaluateAsk(
  cases: AskCase[],
  answer: (question: string) => {citations: string[]; text: string},
  heldApart?: typeof hashSplit,
): AskReport {
  const outcomes = cases.map((entry): AskOutcome => {
    const {citations, text} = answer(entry.question);
    const cited = citations.some((url) =>
      entry.expected.some((expected) =>
        expected.includes('#') ? url === expected : pageOf(url) === pageOf(expected),
      ),
    );
    const answered = text !== '' && text.toLowerCase().includes(entry.phrase.toLowerCase());
    const heldOut = heldApart === hashSplit && heldApartByHash(entry.question);
    return {question: entry.question, heldOut, cited, answered, citations, text};
  });
  const split = heldApart === hashSplit;
  return {
    ...countAsk(outcomes),
    heldOut: split ? countAsk(outcomes.filter((outcome) => outcome.heldOut)) : null,
    tunedOn: split ? countAsk(outcomes.filter((outcome) => !outcome.heldOut)) : null,
    outcomes,
  };
}
