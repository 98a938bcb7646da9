/**
 * The inverted index as files: the engine's index, computed once at build time, so that the
 * browser never rebuilds it. Its dictionary (index keys, their document frequencies, the written
 * forms) goes into the head; the postings (per key, the sections it is in and its score there) go
 * into shards by key prefix (`postings-<n>.json`: the keys from `shardStarts[n]` up to the next
 * start, in sorted order), which the browser fetches only for the keys a query needs.
 */
import {indexFormatVersion} from './indexData';

/** The sections an index key is in, in ascending order, and the key's score in each. */
export interface PostingList {
  sections: Int32Array;
  scores: Float32Array;
}

/** Where the engine reads postings: all in memory, or loaded shard by shard. */
export interface PostingSource {
  /** The postings of `key`; empty when they are not loaded (a sharded source records the miss). */
  get(key: number): PostingList;
}

const emptyList: PostingList = {sections: new Int32Array(0), scores: new Float32Array(0)};

/** Every posting list in memory (the engine built from the text, or every shard loaded). */
export class MemoryPostings implements PostingSource {
  constructor(private readonly lists: readonly PostingList[]) {}

  get(key: number): PostingList {
    return this.lists[key] ?? emptyList;
  }
}

/** Everything the engine derives from the text besides its postings, as the head carries it. */
export interface EngineIndex {
  /** Index keys (stems and whole code tokens), by id. */
  keys: string[];
  /** Per key id, the number of sections it is in. */
  df: number[];
  /** Written forms, sorted, and the key id of each. */
  surfaces: string[];
  surfaceKeys: number[];
  /** One-word spellings of hyphenated words ("frontend") and the key id of the hyphenated form. */
  joinedForms: Array<[joined: string, key: number]>;
  /** Per page, its keywords and its readers' questions as key ids. */
  pageKeywords: number[][][];
  pageQuestions: number[][][];
  /** The sections that say what something is, and the key ids of that thing. */
  definitions: Array<[section: number, subject: number[]]>;
  /** Where the postings are: the first key of each shard, in sorted order, and the files. */
  shardStarts: string[];
  shardFiles: string[];
}

/** One postings file: per key id, its sections (each as the gap from the one before) and scores. */
export interface PostingShard {
  version: number;
  postings: Array<[key: number, sectionGaps: number[], scores: number[]]>;
}

/**
 * The shortest decimal that reads back as the same 32-bit float: the scores are stored as such
 * floats, so the file restores them exactly in fewer characters than a 64-bit rendering.
 */
export function float32Text(value: number): number {
  const single = Math.fround(value);
  for (let digits = 1; digits < 10; digits += 1) {
    const candidate = Number(single.toPrecision(digits));
    if (Math.fround(candidate) === single) return candidate;
  }
  return single;
}

/** A posting list as a shard stores it. */
export function encodePostings(key: number, list: PostingList): PostingShard['postings'][number] {
  const gaps: number[] = [];
  let previous = 0;
  for (const section of list.sections) {
    gaps.push(section - previous);
    previous = section;
  }
  return [key, gaps, Array.from(list.scores, float32Text)];
}

/** The posting list of one shard entry. */
export function decodePostings([, gaps, scores]: PostingShard['postings'][number]): PostingList {
  const sections = new Int32Array(gaps.length);
  let current = 0;
  gaps.forEach((gap, index) => {
    current += gap;
    sections[index] = current;
  });
  return {sections, scores: Float32Array.from(scores)};
}

/** Index of the last element of sorted `list` that is ≤ `value` (0 when none is). */
export function shardIndexOf(shardStarts: readonly string[], key: string): number {
  let low = 0;
  let high = shardStarts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (shardStarts[middle]! <= key) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * Splits the postings into shards of about `shardBytes` characters each, by key in sorted order
 * (so each shard holds a range of key prefixes). `lists[id]` belongs to `keys[id]`.
 */
export function shardPostings(
  keys: readonly string[],
  lists: readonly PostingList[],
  shardBytes: number,
  fileName: (index: number) => string,
): {shardStarts: string[]; shardFiles: string[]; shards: PostingShard[]} {
  const order = keys.map((_key, id) => id).sort((a, b) => (keys[a]! < keys[b]! ? -1 : 1));
  const shardStarts: string[] = [];
  const shards: PostingShard[] = [];
  let current: PostingShard | null = null;
  let bytes = 0;
  for (const id of order) {
    if (!current || bytes >= shardBytes) {
      current = {version: indexFormatVersion, postings: []};
      shards.push(current);
      shardStarts.push(keys[id]!);
      bytes = 0;
    }
    const entry = encodePostings(id, lists[id] ?? emptyList);
    current.postings.push(entry);
    bytes += JSON.stringify(entry).length;
  }
  return {shardStarts, shardFiles: shards.map((_shard, index) => fileName(index)), shards};
}

/** Checks that `value` is a postings file of this format; throws with what is wrong otherwise. */
export function assertPostingShard(value: unknown, origin: string): asserts value is PostingShard {
  const shard = value as Partial<PostingShard> | null;
  if (
    !shard ||
    typeof shard !== 'object' ||
    shard.version !== indexFormatVersion ||
    !Array.isArray(shard.postings)
  )
    throw new Error(
      `${origin} is not a postings file of search index format ${indexFormatVersion}: rebuild the site.`,
    );
}

/**
 * Postings loaded shard by shard: a key whose shard is not in reads as empty and its shard is
 * recorded as wanted, so a caller runs a query, loads what it missed (`wanted`), and runs it again
 * until nothing is missed; the last run sees every posting it reads.
 */
export class ShardedPostings implements PostingSource {
  private readonly lists = new Map<number, PostingList>();
  private readonly loaded = new Set<number>();
  private readonly missed = new Set<number>();

  constructor(private readonly index: Pick<EngineIndex, 'keys' | 'shardStarts'>) {}

  get(key: number): PostingList {
    const list = this.lists.get(key);
    if (list) return list;
    const keyText = this.index.keys[key];
    if (keyText === undefined) return emptyList;
    const shard = shardIndexOf(this.index.shardStarts, keyText);
    if (!this.loaded.has(shard)) this.missed.add(shard);
    return emptyList;
  }

  /** The shards that reads since the last call needed and that are not loaded; clears the record. */
  wanted(): number[] {
    const shards = [...this.missed].filter((shard) => !this.loaded.has(shard));
    this.missed.clear();
    return shards;
  }

  /** Adds the postings of shard number `index`. */
  add(index: number, shard: PostingShard): void {
    for (const entry of shard.postings) this.lists.set(entry[0], decodePostings(entry));
    this.loaded.add(index);
  }

  get loadedCount(): number {
    return this.loaded.size;
  }
}
