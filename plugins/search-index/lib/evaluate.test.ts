import {describe, expect, it} from 'vitest';
import {evaluate, evaluateAsk, pageOf} from './evaluate';

describe('pageOf', () => {
  it('reduces a result URL to its page', () => {
    expect(pageOf('/dev-docs/api/rest#endpoints')).toBe('/dev-docs/api/rest');
    expect(pageOf('/dev-docs/api/rest/')).toBe('/dev-docs/api/rest');
    expect(pageOf('/dev-docs/api/rest/index.html')).toBe('/dev-docs/api/rest');
    expect(pageOf('/a?x=1#y')).toBe('/a');
  });
});

describe('evaluate', () => {
  it('computes recall@1, recall@10 and MRR at page level', async () => {
    const answers: Record<string, string[]> = {
      first: ['/a#x', '/b'],
      second: ['/c', '/b#y'],
      missing: ['/c', '/d'],
      late: [...Array.from({length: 10}, (_, index) => `/n${index}`), '/a'],
    };
    const report = await evaluate(
      {
        queries: [
          {query: 'first', expected: ['/a'], kind: 'code'},
          {query: 'second', expected: ['/b', '/z'], kind: 'code'},
          {query: 'missing', expected: ['/a']},
          {query: 'late', expected: ['/a']},
        ],
      },
      (query) => answers[query]!,
    );
    expect(report.outcomes.map((outcome) => outcome.rank)).toEqual([1, 2, null, null]);
    expect(report.recallAt1).toBeCloseTo(1 / 4);
    expect(report.recallAt10).toBeCloseTo(2 / 4);
    expect(report.mrr).toBeCloseTo((1 + 1 / 2) / 4);
    expect(report.byKind.code).toMatchObject({queries: 2, recallAt1: 0.5, recallAt10: 1});
  });

  it('reports held-apart and pending queries on their own, and leaves pending ones out of the figures', async () => {
    const report = await evaluate(
      {
        queries: [
          {query: 'tuned', expected: ['/a'], set: 'v1'},
          {query: 'apart', expected: ['/b'], set: 'full', heldOut: true},
          {query: 'later', expected: ['/not-written'], set: 'full', pending: true},
        ],
      },
      () => ['/a', '/b'],
    );
    expect(report.queries).toBe(2);
    expect(report.tunedOn).toMatchObject({queries: 1, recallAt1: 1});
    expect(report.heldOut).toMatchObject({queries: 1, recallAt1: 0, mrr: 0.5});
    expect(report.bySet.full).toMatchObject({queries: 1});
    expect(report.pending).toMatchObject({queries: 1, recallAt10: 0});
    expect(report.pending.outcomes[0]!.query).toBe('later');
    // No batch holds both parts.
    expect(report.sameBatches).toBeNull();
  });

  it('compares the two parts within the batches that hold both', async () => {
    const report = await evaluate(
      {
        queries: [
          {query: 'old', expected: ['/a'], set: 'v1'},
          {query: 'tuned', expected: ['/a'], set: 'mixed'},
          {query: 'tuned too', expected: ['/b'], set: 'mixed'},
          {query: 'apart', expected: ['/b'], set: 'mixed', heldOut: true},
          {query: 'apart too', expected: ['/b'], set: 'whole', heldOut: true},
        ],
      },
      () => ['/a', '/b'],
    );
    expect(report.sameBatches?.sets).toEqual(['mixed']);
    expect(report.sameBatches?.tunedOn).toMatchObject({queries: 2, mrr: 0.75});
    expect(report.sameBatches?.heldOut).toMatchObject({queries: 1, mrr: 0.5});
    expect(report.heldOut.queries).toBe(2);
  });
});

describe('evaluateAsk', () => {
  it('counts answers that cite an expected section and hold the phrase', () => {
    const report = evaluateAsk(
      [
        {question: 'a', expected: ['/p#s'], phrase: 'Populate'},
        {question: 'b', expected: ['/p'], phrase: 'missing'},
        {question: 'c', expected: ['/p#s'], phrase: 'x'},
      ],
      (question) =>
        ({
          a: {citations: ['/p#s'], text: 'Use populate.'},
          b: {citations: ['/p#other'], text: 'Something else.'},
          c: {citations: ['/p#other'], text: ''},
        })[question]!,
    );
    expect(report.outcomes.map((outcome) => [outcome.cited, outcome.answered])).toEqual([
      [true, true],
      [true, false],
      [false, false],
    ]);
    expect(report).toMatchObject({cases: 3, cited: 2, answered: 1, both: 1});
  });
});
