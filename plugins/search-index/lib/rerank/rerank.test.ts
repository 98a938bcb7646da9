import {describe, expect, it} from 'vitest';
import {rankingRules} from '../parameters';
import {planQuery} from '../queryPlan';
import {rerankers, type Candidates, type RerankContext} from '.';
import {liftFirst} from './types';
import {phrases} from './phrases';
import {quotedRun} from './quotedRun';
import {wholeTitle} from './wholeTitle';
import {pastedCode} from './pastedCode';
import {messageAsShown} from './messageAsShown';

/** A context over sections whose folded text and code are given by index. */
function contextOf(texts: string[], extra: Partial<RerankContext> = {}): RerankContext {
  return {
    foldedText: (section) => texts[section] ?? '',
    foldedCode: () => '',
    defining: new Set(),
    titled: undefined,
    priorOfPage: new Float64Array(texts.length).fill(1),
    ...extra,
  };
}

describe('rerankers', () => {
  it('run in the order rankingRules states their precedence, one module per rule', () => {
    const rerankerRules = rankingRules.filter((rule) =>
      rerankers.some((reranker) => reranker.rule === rule),
    );
    expect(rerankers.map((reranker) => reranker.rule)).toEqual(rerankerRules);
  });

  it('liftFirst puts the chosen sections first, in their order, and re-sorts', () => {
    const candidates: Candidates = [
      [0, 10],
      [1, 8],
      [2, 5],
      [3, 4],
    ];
    liftFirst(candidates, (section) => section === 2 || section === 3);
    expect(candidates.map(([section]) => section)).toEqual([2, 3, 0, 1]);
    const untouched: Candidates = [[5, 1]];
    liftFirst(untouched, () => false);
    expect(untouched).toEqual([[5, 1]]);
  });

  it('phrases lift the head candidate that holds adjacent query words together', () => {
    const candidates: Candidates = [
      [0, 1.0],
      [1, 0.95],
    ];
    const texts = ['review stages and workflow', 'the review workflow stages'];
    phrases.rerank(planQuery('review workflow stages'), candidates, contextOf(texts));
    expect(candidates[0]![0]).toBe(1);
  });

  it('a quoted run lifts the section that quotes most of a long query word for word', () => {
    const candidates: Candidates = [
      [0, 1.0],
      [1, 0.6],
    ];
    const texts = ['validation of a document', 'there are validation errors in your document'];
    quotedRun.rerank(
      planQuery('There are validation errors in your document'),
      candidates,
      contextOf(texts),
    );
    expect(candidates[0]![0]).toBe(1);
    // A short query is not a quotation: nothing moves.
    const short: Candidates = [
      [0, 1.0],
      [1, 0.6],
    ];
    quotedRun.rerank(planQuery('validation errors'), short, contextOf(texts));
    expect(short[0]![0]).toBe(0);
  });

  it('pasted code and a message as shown lift the sections that hold them as written', () => {
    const code: Candidates = [
      [0, 2],
      [1, 1],
    ];
    pastedCode.rerank(planQuery('populate[0]=author'), code, {
      ...contextOf(['populate author', '']),
      foldedCode: (section) => (section === 1 ? 'get /api/articles?populate[0]=author' : ''),
    });
    expect(code[0]![0]).toBe(1);
    const message: Candidates = [
      [0, 2],
      [1, 1],
    ];
    messageAsShown.rerank(
      planQuery('This is not a JSON'),
      message,
      contextOf(['json files', 'the error this is not a json appears when']),
    );
    expect(message[0]![0]).toBe(1);
  });

  it('a whole title lifts its page, unless a prior sets that page aside', () => {
    const lifted: Candidates = [
      [0, 2],
      [1, 1],
    ];
    wholeTitle.rerank(planQuery('Entry'), lifted, contextOf(['', ''], {titled: [1]}));
    expect(lifted[0]![0]).toBe(1);
    const aside: Candidates = [
      [0, 2],
      [1, 1],
    ];
    wholeTitle.rerank(
      planQuery('Entry'),
      aside,
      contextOf(['', ''], {titled: [1], priorOfPage: Float64Array.from([1, 0.5])}),
    );
    expect(aside[0]![0]).toBe(0);
  });
});
