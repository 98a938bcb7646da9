/**
 * Titles: a query that is a page's whole title ("Content API") asks for that page; its
 * introduction ranks above all others, even where a longer title shares its words. Not a page
 * that a prior sets aside for this query (`asidePrior`): "Entry" typed alone asks about entries,
 * not for the schema of that name in the sample API.
 */
import {rankingParameters} from '../parameters';
import {liftFirst, type Reranker} from './types';

const {asidePrior} = rankingParameters;

export const wholeTitle: Reranker = {
  rule: 'wholeTitle',
  rerank(_plan, candidates, {titled, priorOfPage}) {
    if (!titled) return;
    liftFirst(
      candidates,
      (section) => titled.includes(section) && priorOfPage[section]! > asidePrior,
    );
  },
};
