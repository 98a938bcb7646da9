/**
 * The rerankers, in order of precedence: each runs on the candidates as the ones before it left
 * them, so one that lifts sections above all others (pasted code, a message as shown, definitions,
 * a whole title) outranks every reranker before it. Phrases and quoted runs only reorder the head.
 */
import {definitions} from './definitions';
import {messageAsShown} from './messageAsShown';
import {pastedCode} from './pastedCode';
import {phrases} from './phrases';
import {quotedRun} from './quotedRun';
import type {Reranker} from './types';
import {wholeTitle} from './wholeTitle';

export const rerankers: readonly Reranker[] = [
  pastedCode,
  messageAsShown,
  phrases,
  quotedRun,
  definitions,
  wholeTitle,
];

export type {Candidates, Reranker, RerankContext} from './types';
