/**
 * Retrieval quality of a search function over an evaluation set: recall@1, recall@10 and MRR at
 * page level (a result counts when its page, anchor and trailing slash left out, is one of the
 * query's expected pages). The same code scores our engine and the easyops plugin.
 */

export interface EvalQuery {
  query: string;
  /** Pages a reader expects among the results; any one of them is a hit. */
  expected: string[];
  kind?: string;
}

export interface EvalSet {
  description?: string;
  queries: EvalQuery[];
}

export interface QueryOutcome {
  query: string;
  kind: string;
  expected: string[];
  /** 1-based rank of the first result on an expected page, or null. */
  rank: number | null;
  top: string[];
}

export interface EvalReport {
  queries: number;
  recallAt1: number;
  recallAt10: number;
  mrr: number;
  byKind: Record<string, {queries: number; recallAt1: number; recallAt10: number; mrr: number}>;
  outcomes: QueryOutcome[];
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

function summarize(outcomes: QueryOutcome[]) {
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
  for (const entry of set.queries) {
    const urls = (await search(entry.query)).slice(0, 10);
    const expected = new Set(entry.expected.map(pageOf));
    const index = urls.findIndex((url) => expected.has(pageOf(url)));
    outcomes.push({
      query: entry.query,
      kind: entry.kind ?? 'other',
      expected: entry.expected,
      rank: index === -1 ? null : index + 1,
      top: urls.slice(0, 3),
    });
  }
  const byKind: EvalReport['byKind'] = {};
  for (const kind of [...new Set(outcomes.map((outcome) => outcome.kind))].sort()) {
    byKind[kind] = summarize(outcomes.filter((outcome) => outcome.kind === kind));
  }
  return {...summarize(outcomes), byKind, outcomes};
}
