import {describe, expect, it} from 'vitest';
import {
  askVariants,
  evaluate,
  evaluateAsk,
  evaluateVariants,
  heldApartByHash,
  heldApartProblems,
  pageOf,
  readerVariants,
  type EvalSet,
} from './evaluate';

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

describe('reader variants', () => {
  const rewrite = (name: string, query: string, kind: string) =>
    readerVariants
      .find((variant) => variant.name.startsWith(name))!
      .rewrite({query, kind, expected: []});

  it('rewrites only the queries each applies to', () => {
    expect(rewrite('"strapi" before', 'cors origin', 'keyword')).toBe('strapi cors origin');
    expect(rewrite('"strapi" before', 'how do I set cors?', 'question')).toBeNull();
    expect(rewrite('"strapi 5" before', 'Forbidden', 'error')).toBe('strapi 5 Forbidden');
    expect(rewrite('"how to"', 'cors origin', 'keyword')).toBe('how to cors origin');
    expect(rewrite('"docs"', 'cors origin', 'keyword')).toBe('cors origin docs');
    expect(rewrite('"how to"', 'Forbidden', 'error')).toBeNull();
    expect(rewrite('"in strapi"', 'how do I set cors?', 'question')).toBe(
      'how do I set cors in strapi?',
    );
    expect(rewrite('"in strapi"', 'how do I set cors', 'question')).toBe(
      'how do I set cors in strapi',
    );
    expect(rewrite('"In Strapi 5, "', 'How do I set cors?', 'question')).toBe(
      'In Strapi 5, how do I set cors?',
    );
    expect(rewrite('two letters', 'populate relations', 'keyword')).toBe('pouplate relations');
    expect(rewrite('a letter left out', 'populate relations', 'keyword')).toBe('poulate relations');
    expect(rewrite('a letter typed twice', 'populate relations', 'keyword')).toBe(
      'poppulate relations',
    );
    expect(rewrite('a letter replaced', 'populate relations', 'keyword')).toBe(
      'poqulate relations',
    );
    expect(rewrite('two letters', 'sort by date', 'keyword')).toBeNull();
    expect(rewrite('two letters', 'strapi.documents findMany', 'code')).toBeNull();
    expect(rewrite('two letters', 'pagniation', 'typo')).toBeNull();
    // Code inside a keyword query is left as written.
    expect(rewrite('two letters', 'ctx.request.body', 'keyword')).toBeNull();
  });

  it("rewrites the Ask questions with the site's name at the end or in front, or one slip", () => {
    // The slips need a word of 6 letters or more.
    expect(askVariants.map((variant) => variant.rewrite('How do I add a user?'))).toEqual([
      'How do I add a user in Strapi 5?',
      'In Strapi 5, how do I add a user?',
      'How do I add a user?',
      'How do I add a user?',
      'How do I add a user?',
      'How do I add a user?',
    ]);
    expect(askVariants.map((variant) => variant.rewrite('How do I filter by locale?'))).toEqual([
      'How do I filter by locale in Strapi 5?',
      'In Strapi 5, how do I filter by locale?',
      'How do I fitler by locale?',
      'How do I fiter by locale?',
      'How do I fillter by locale?',
      'How do I fimter by locale?',
    ]);
  });

  it('scores the queries a variant applies to, as written and rewritten', async () => {
    const figures = await evaluateVariants(
      {
        queries: [
          {query: 'cors origin', expected: ['/cors'], kind: 'keyword'},
          {query: 'how do I set cors?', expected: ['/cors'], kind: 'question'},
          {query: 'later', expected: ['/x'], kind: 'keyword', pending: true},
        ],
      },
      // A search that a product name throws off.
      (query) => (query.includes('strapi') ? ['/other', '/cors'] : ['/cors']),
    );
    const first = figures.find((entry) => entry.name.startsWith('"strapi" before'))!;
    expect(first.asWritten).toMatchObject({queries: 1, mrr: 1});
    expect(first.rewritten).toMatchObject({queries: 1, mrr: 0.5});
    expect(figures.find((entry) => entry.name.startsWith('"in strapi"'))!.rewritten.queries).toBe(
      1,
    );
  });

  it("reuses the caller's report for the queries as written instead of searching them again", async () => {
    const set: EvalSet = {queries: [{query: 'cors origin', expected: ['/cors'], kind: 'keyword'}]};
    const searched: string[] = [];
    const search = (query: string) => {
      searched.push(query);
      return ['/cors'];
    };
    const report = await evaluate(set, search);
    searched.length = 0;
    const figures = await evaluateVariants(set, search, report);
    expect(searched).not.toContain('cors origin');
    expect(
      figures.find((entry) => entry.name.startsWith('"strapi" before'))!.asWritten,
    ).toMatchObject({queries: 1, mrr: 1});
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

describe('the held-apart quarter chosen by a hash of the text', () => {
  const texts = Array.from({length: 2000}, (_, index) => `how do I do task number ${index}?`);

  it('is stable: the same text always falls on the same side, whatever its case and spacing', () => {
    const first = texts.map(heldApartByHash);
    expect(texts.map(heldApartByHash)).toEqual(first);
    expect(
      texts.map((text) => heldApartByHash(`  ${text.toUpperCase().replace(/ /g, '  ')} `)),
    ).toEqual(first);
    // The first byte of SHA-256 of "a" is 0xca, of "abc" 0xba, of "b" 0x3e (below 64: held apart).
    expect(heldApartByHash('a')).toBe(false);
    expect(heldApartByHash('abc')).toBe(false);
    expect(heldApartByHash('b')).toBe(true);
  });

  it('holds apart about a quarter of the cases', () => {
    const share = texts.filter(heldApartByHash).length / texts.length;
    expect(share).toBeGreaterThan(0.22);
    expect(share).toBeLessThan(0.28);
  });

  it('decides the held-apart part of a set that declares it, ignoring nothing else', async () => {
    const queries = texts.slice(0, 40).map((query) => ({query, expected: ['/a']}));
    const report = await evaluate({heldApart: 'sha256', queries}, () => ['/a']);
    expect(report.outcomes.map((outcome) => outcome.heldOut)).toEqual(
      queries.map(({query}) => heldApartByHash(query)),
    );
    expect(report.heldOut.queries + report.tunedOn.queries).toBe(40);
    expect(report.heldOut.queries).toBeGreaterThan(0);
    // Without the declaration, nothing is held apart: the existing sets keep their flags.
    const plain = await evaluate({queries}, () => ['/a']);
    expect(plain.heldOut.queries).toBe(0);
  });

  it('reports the two parts of an Ask set split by hash', () => {
    const cases = texts.slice(0, 40).map((question) => ({question, expected: ['/p'], phrase: 'x'}));
    const report = evaluateAsk(cases, () => ({citations: ['/p'], text: 'x'}), 'sha256');
    const heldApart = cases.filter(({question}) => heldApartByHash(question)).length;
    expect(report.heldOut).toEqual({
      cases: heldApart,
      cited: heldApart,
      answered: heldApart,
      both: heldApart,
    });
    expect(report.tunedOn?.cases).toBe(40 - heldApart);
    expect(evaluateAsk(cases, () => ({citations: [], text: ''})).heldOut).toBeNull();
  });

  it('refuses an unknown split and per-case flags in a set split by hash', () => {
    expect(heldApartProblems({}, [{heldOut: true}])).toEqual([]);
    expect(heldApartProblems({heldApart: 'sha256'}, [{}])).toEqual([]);
    expect(heldApartProblems({heldApart: 'md5'}, [])[0]).toMatch(/only value is "sha256"/);
    expect(heldApartProblems({heldApart: 'sha256'}, [{heldOut: false}, {}])[0]).toMatch(
      /1 case\(s\) carry a "heldOut" flag.*remove the flags/,
    );
  });
});
