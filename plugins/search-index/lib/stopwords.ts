/**
 * Whether a word is one of the English function words the search ignores (`stopwords` of
 * lib/lexicon.ts).
 */
import {stopwords} from './lexicon';

export function isStopword(word: string): boolean {
  return stopwords.has(word);
}
