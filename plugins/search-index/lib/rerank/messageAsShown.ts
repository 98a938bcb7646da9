/**
 * A message typed as the admin panel or the terminal shows it (`QueryPlan.message`): the sections
 * that quote it whole rank above all others, in their order. Every candidate is looked at: its
 * words alone ("This is not a JSON" is "json" once the function words are gone) may rank the
 * section that explains it below the head the phrase rerankers read.
 */
import {liftFirst, type Reranker} from './types';

const wordCharacter = /[\p{L}\p{N}]/u;

/** Whether `text` holds `words` with no letter or digit glued to either end. */
export function holdsWords(text: string, words: string): boolean {
  for (let at = text.indexOf(words); at !== -1; at = text.indexOf(words, at + 1)) {
    const before = at > 0 ? text[at - 1]! : ' ';
    const after = text[at + words.length] ?? ' ';
    if (!wordCharacter.test(before) && !wordCharacter.test(after)) return true;
  }
  return false;
}

export const messageAsShown: Reranker = {
  rule: 'messageAsShown',
  rerank({message}, candidates, {foldedText}) {
    if (message === null) return;
    liftFirst(candidates, (section) => holdsWords(foldedText(section), message));
  },
};
