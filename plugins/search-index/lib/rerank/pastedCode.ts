/**
 * Pasted code: when the query is pasted code (`QueryPlan.pastedCode`), the sections that hold it
 * character for character rank above all others, in their order. Every candidate is looked at:
 * the code's words alone ("token" in `<%= TOKEN %>`) may rank the section that holds it far down.
 */
import {liftFirst, type Reranker} from './types';

export const pastedCode: Reranker = {
  rule: 'pastedCode',
  rerank({pastedCode: pasted}, candidates, {foldedText, foldedCode}) {
    if (pasted === null) return;
    liftFirst(
      candidates,
      (section) => foldedText(section).includes(pasted) || foldedCode(section).includes(pasted),
    );
  },
};
