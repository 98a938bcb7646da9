/**
 * Query analysis's product: one typed object that scoring and the rerankers read (`QueryPlan`),
 * and the pure readings of a query it is built from (pasted code, a message as shown, the words
 * as phrases compare them, the query as a title).
 */
import {fold} from './tokenize';
import {titleConnectors} from './lexicon';
import {rankingParameters} from './parameters';

const {maxQueryLength, pastedMinLength, messageMinWords} = rankingParameters;

/** What every stage after query analysis reads of the query. */
export interface QueryPlan {
  /** The query searched: slips put right, the site's name left out where it opens or ends it. */
  query: string;
  /** The query as pasted code would be held in a section (folded), else null (`pastedCode`). */
  pastedCode: string | null;
  /** The query as a message copied as shown (folded), else null (`messageAsShown`). */
  message: string | null;
  /** The query's words, folded, in order: what the phrase rerankers compare with a section. */
  words: string[];
  /** The query compared whole with page titles (`asTitle`). */
  title: string;
}

/** The plan of `query` (the query as searched, after slips and the site's name). */
export function planQuery(query: string): QueryPlan {
  return {
    query,
    pastedCode: pastedCode(query),
    message: messageAsShown(query),
    words: phraseWords(query),
    title: asTitle(query.slice(0, maxQueryLength)),
  };
}

/** A title or query as compared whole: folded, words only ("Content API" = "content api"). */
export function asTitle(text: string): string {
  return fold(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * A query with code punctuation in it (`<%= TOKEN %>`, `populate[0]=`), or a command-line option
 * (`--no-run`), was pasted: as a section would hold it (folded, spaces collapsed), else null.
 */
export function pastedCode(query: string): string | null {
  const text = fold(query.slice(0, maxQueryLength).trim()).replace(/\s+/g, ' ');
  return text.length >= pastedMinLength &&
    (/[<>%={}[\]()$:/]/.test(text) || /^--?\p{L}/u.test(text)) &&
    /[\p{L}\p{N}]/u.test(text)
    ? text
    : null;
}

/**
 * A query of 2 words or more that opens with a capital and goes on in lower case is a message
 * copied as shown ("This is not a JSON", "Already published"): readers type their searches in
 * lower case and paste messages whole. The message as a section's folded text would hold it (end
 * punctuation left out), else null.
 */
export function messageAsShown(query: string): string | null {
  const text = query.slice(0, maxQueryLength).trim();
  if (!/^\p{Lu}/u.test(text)) return null;
  // A name in title case ("Draft and Publish", "Content Manager") is not a message: a message
  // goes on in lower case ("This is not a JSON", "Already published").
  const later = text.split(/\s+/).slice(1);
  if (!later.some((word) => /^\p{Ll}/u.test(word) && !titleConnectors.has(word))) return null;
  const message = fold(text)
    .replace(/[\s.!]+$/u, '')
    .replace(/\s+/g, ' ');
  return message.split(' ').length >= messageMinWords ? message : null;
}

/** The query's words as the phrase rerankers compare them with a section's folded text. */
export function phraseWords(query: string): string[] {
  return query
    .slice(0, maxQueryLength)
    .split(/[^\p{L}\p{N}_$.-]+/u)
    .map((word) => fold(word))
    .filter(Boolean);
}
