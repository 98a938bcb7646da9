import {describe, expect, it} from 'vitest';
import {SearchEngine} from './engine';
import {splitIndexData} from './buildIndex';
import {mergeBodies} from './indexData';
import {answerQuestion} from './answer';
import {
  assertPostingShard,
  decodePostings,
  encodePostings,
  float32Text,
  MemoryPostings,
  shardIndexOf,
  ShardedPostings,
  type PostingShard,
} from './postings';
import {smallIndex} from './fixtures/smallIndex';

const queries = [
  'populate',
  'popu',
  'populate dynamic zones',
  'strapi.documents findMany',
  'pagination[pageSize]',
  'documentId',
  'What is the Document Service API?',
  'filters $eq',
  'Sort and pagination',
  'how do I sort results descending',
  'paginatoin',
  'nothing matches this',
];

/** The engine as the browser has it: the head, postings fetched shard by shard until none is missed. */
function shardedEngine(shardBytes: number) {
  const {head, shards, postingShards} = splitIndexData(
    smallIndex,
    (index) => `bodies-${index}.json`,
    400_000,
    (index) => `postings-${index}.json`,
    shardBytes,
  );
  const postings = new ShardedPostings(head.engineIndex!);
  const headEngine = SearchEngine.fromIndex(head, head.engineIndex!, postings);
  const complete = headEngine.withData(mergeBodies(head, shards));
  const fetched: number[] = [];
  /** Runs `run` again until its reads miss no shard, as the widget's loader does. */
  const withPostings = <T>(run: () => T): T => {
    let result = run();
    for (let wanted = postings.wanted(); wanted.length > 0; wanted = postings.wanted()) {
      for (const shard of wanted) {
        fetched.push(shard);
        postings.add(shard, JSON.parse(JSON.stringify(postingShards[shard])) as PostingShard);
      }
      result = run();
    }
    return result;
  };
  return {head, complete, postingShards, postings, fetched, withPostings};
}

describe('serialised postings', () => {
  it('restore every score exactly as a 32-bit float, in fewer characters', () => {
    for (const value of [0, 1, 0.1, 2.718281828, 1e-7, 123456.789, 3.4028234663852886e38]) {
      const stored = float32Text(value);
      expect(Math.fround(stored)).toBe(Math.fround(value));
      expect(String(stored).length).toBeLessThanOrEqual(String(Math.fround(value)).length);
    }
    const list = {sections: Int32Array.from([2, 3, 9]), scores: Float32Array.from([0.3, 1.7, 5])};
    expect(decodePostings(encodePostings(4, list))).toEqual(list);
  });

  it('rank, with shards fetched on demand, exactly as the engine built from the text', () => {
    const rebuilt = new SearchEngine(smallIndex);
    const {complete, withPostings, postingShards} = shardedEngine(200);
    expect(postingShards.length).toBeGreaterThan(4);
    for (const query of queries)
      expect(
        withPostings(() => complete.search(query)),
        query,
      ).toEqual(rebuilt.search(query));
    for (const question of ['How do I populate dynamic zones?', 'What is a document?'])
      expect(withPostings(() => answerQuestion(complete, question))).toEqual(
        answerQuestion(rebuilt, question),
      );
  });

  it('fetch only the shards of the keys a query reads', () => {
    const {complete, withPostings, fetched, postingShards, postings} = shardedEngine(200);
    withPostings(() => complete.search('pagination'));
    const first = new Set(fetched);
    expect(first.size).toBeGreaterThan(0);
    expect(first.size).toBeLessThan(postingShards.length / 2);
    // Searched again, nothing more is fetched.
    withPostings(() => complete.search('pagination'));
    expect(fetched.length).toBe(first.size);
    expect(postings.loadedCount).toBe(first.size);
  });

  it('read as empty, and record as wanted, the keys of a shard not loaded', () => {
    const {complete, postings} = shardedEngine(200);
    expect(complete.search('pagination').results).toEqual([]);
    expect(postings.wanted().length).toBeGreaterThan(0);
    // The record is cleared once read.
    expect(postings.wanted()).toEqual([]);
  });

  it('find the shard of a key by the first key of each shard', () => {
    expect(shardIndexOf(['a', 'f', 'p'], 'a')).toBe(0);
    expect(shardIndexOf(['a', 'f', 'p'], 'e')).toBe(0);
    expect(shardIndexOf(['a', 'f', 'p'], 'f')).toBe(1);
    expect(shardIndexOf(['a', 'f', 'p'], 'zz')).toBe(2);
    expect(shardIndexOf(['a', 'f', 'p'], '$eq')).toBe(0);
  });

  it('refuse a file that is not a postings file, naming it', () => {
    expect(() => assertPostingShard({version: 1}, 'postings-3.json')).toThrow(/postings-3\.json/);
    expect(() => assertPostingShard(null, 'postings-0.json')).toThrow(/rebuild the site/);
  });

  it('in memory, read an unknown key as empty', () => {
    expect(new MemoryPostings([]).get(5).sections.length).toBe(0);
  });
});
