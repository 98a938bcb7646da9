/**
 * A section that quotes most of a long query word for word (an error message pasted whole: "There
 * are validation errors in your document.") is where that message is explained: among the best
 * candidates, its score is multiplied by 1 + the share of the query's words it quotes, when it
 * quotes at least `quoteMinWords` in a row (2 of them not stop words) and `quoteMinShare` of it.
 */
import {isStopword} from '../stopwords';
import {rankingParameters} from '../parameters';
import {byScore, type Reranker} from './types';

const {phraseCandidates, quoteMinWords, quoteMaxWords, quoteMinShare} = rankingParameters;

/**
 * Length of the longest run of consecutive `words` (folded) that `text` contains, among runs of
 * at least `quoteMinWords` with 2 words or more that are not stop words; 0 when there is none.
 */
export function longestQuotedRun(words: readonly string[], text: string): number {
  let best = 0;
  for (let start = 0; start + Math.max(best + 1, quoteMinWords) <= words.length; start += 1) {
    for (let end = words.length; end - start > Math.max(best, quoteMinWords - 1); end -= 1) {
      const run = words.slice(start, end);
      if (run.filter((word) => !isStopword(word)).length < 2) continue;
      if (text.includes(run.join(' '))) {
        best = end - start;
        break;
      }
    }
  }
  return best;
}

export const quotedRun: Reranker = {
  rule: 'quotedRun',
  rerank({words}, candidates, {foldedText}) {
    if (words.length < quoteMinWords || words.length > quoteMaxWords) return;
    if (candidates.length === 0) return;
    const head = candidates.slice(0, phraseCandidates);
    for (const candidate of head) {
      const quoted = longestQuotedRun(words, foldedText(candidate[0]));
      if (quoted / words.length >= quoteMinShare) candidate[1] *= 1 + quoted / words.length;
    }
    head.sort(byScore);
    candidates.splice(0, head.length, ...head);
  },
};
