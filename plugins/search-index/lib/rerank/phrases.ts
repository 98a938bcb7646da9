/**
 * Phrases: pairs of adjacent query words (neither a stop word) found together in a section's text
 * or heading, as in the query ("review workflow stages"), lift the best candidates by up to
 * `phraseReward`; reorders only those.
 */
import {isStopword} from '../stopwords';
import {rankingParameters} from '../parameters';
import {byScore, type Reranker} from './types';

const {phraseCandidates, phraseReward} = rankingParameters;

export const phrases: Reranker = {
  rule: 'phrases',
  rerank({words}, candidates, {foldedText}) {
    if (words.length < 2 || candidates.length === 0) return;
    const pairs = words
      .slice(1)
      .map((word, index) => [words[index]!, word] as const)
      .filter((pair) => !pair.some((word) => isStopword(word)))
      .map(([first, second]) => `${first} ${second}`);
    if (pairs.length === 0) return;
    const head = candidates.slice(0, phraseCandidates);
    for (const candidate of head) {
      const text = foldedText(candidate[0]);
      const found = pairs.filter((pair) => text.includes(pair)).length;
      candidate[1] *= 1 + (phraseReward * found) / pairs.length;
    }
    head.sort(byScore);
    candidates.splice(0, head.length, ...head);
  },
};
