/**
 * Definitions: a query that names just what a section defines ("release", "What is a release?")
 * asks what it is; the sections that define it (`RerankContext.defining`) rank above all others.
 */
import {liftFirst, type Reranker} from './types';

export const definitions: Reranker = {
  rule: 'definitions',
  rerank(_plan, candidates, {defining}) {
    liftFirst(candidates, (section) => defining.has(section));
  },
};
