/** What a reranker is and what it reads (lib/rerank/index.ts lists them in order). */
import type {RankingRule} from '../parameters';
import type {QueryPlan} from '../queryPlan';

/** Ranked sections as [section, score], best first (equal scores: lower section first). */
export type Candidates = Array<[number, number]>;

/** What the rerankers read of the index, for one query. */
export interface RerankContext {
  /** A section's page title, heading and prose, folded, spaces collapsed. */
  foldedText(section: number): string;
  /** A section's code, folded, spaces collapsed. */
  foldedCode(section: number): string;
  /** The sections that define what the query names, and nothing more. */
  defining: ReadonlySet<number>;
  /** The introductions of the pages whose whole title the query is, if any. */
  titled: readonly number[] | undefined;
  /** Per section, its page's prior for this query. */
  priorOfPage: Float64Array;
}

/** One reranker: the rule that switches it (`rankingRules`) and what it does to the candidates. */
export interface Reranker {
  rule: RankingRule;
  rerank(plan: QueryPlan, candidates: Candidates, context: RerankContext): void;
}

/** Sorts candidates best first, equal scores by section. */
export function byScore(first: [number, number], second: [number, number]): number {
  return second[1] - first[1] || first[0] - second[0];
}

/**
 * Ranks the sorted `candidates` that `chosen` picks above all others, keeping their order: each
 * gains the best score. Re-sorts when it picked any.
 */
export function liftFirst(candidates: Candidates, chosen: (section: number) => boolean): void {
  if (candidates.length === 0) return;
  const best = candidates[0]![1];
  let found = false;
  for (const candidate of candidates) {
    if (!chosen(candidate[0])) continue;
    candidate[1] += best;
    found = true;
  }
  if (found) candidates.sort(byScore);
}
