/**
 * Loads the search index once per page session (on the first opening of the modal). Nothing is
 * indexed in the browser: the build serialised the engine's index (`lib/postings.ts`).
 *
 * The head (pages, headings, the engine's dictionary) comes first; a query then fetches the
 * postings files of the keys it reads (`withPostings`), each once. The body files (full text:
 * snippets and Ask) follow the head without blocking the first query, and the complete engine,
 * over the same postings, replaces the head's when they are in. An answer, which runs several
 * searches, is run the same way as a query (`withPostings`): it fetches the postings it reads.
 */
import {SearchEngine} from '../../lib/engine';
import {
  assertBodyShard,
  assertIndexData,
  mergeBodies,
  type BodyShard,
  type SearchIndexData,
} from '../../lib/indexData';
import {assertPostingShard, ShardedPostings, type EngineIndex} from '../../lib/postings';

export interface LoadedIndex {
  /** The engine over the head, ready for the first query once its postings are fetched. */
  engine: SearchEngine;
  /** The engine over the complete index; resolves to the head's engine if a body file fails. */
  complete: Promise<SearchEngine>;
  /**
   * Runs `run` (a search, an answer) until it reads no postings that are not loaded, fetching
   * the missing files between runs; rejects when a file cannot be fetched.
   */
  withPostings: <T>(run: () => T) => Promise<T>;
  /** Whether the last reads missed postings (to fetch before their result is shown). */
  missedPostings: () => boolean;
}

let pending: Promise<LoadedIndex> | null = null;

async function fetchJson(url: string, what: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {credentials: 'same-origin'});
  } catch {
    throw new Error(`${what} could not be loaded (no answer from the site)`);
  }
  if (!response.ok) throw new Error(`${what} could not be loaded (HTTP ${response.status})`);
  return response.json();
}

/** `bodies-0.json` next to the head at `indexUrl`, with the head's version query. */
function siblingUrl(indexUrl: string, name: string): string {
  const [path = '', query] = indexUrl.split('?');
  const base = path.slice(0, path.lastIndexOf('/') + 1);
  return `${base}${name}${query ? `?${query}` : ''}`;
}

/** A query's postings: never more rounds than this (each round loads what the last one read). */
const maxPostingRounds = 6;

function postingsLoader(indexUrl: string, engineIndex: EngineIndex, postings: ShardedPostings) {
  const inFlight = new Map<number, Promise<void>>();
  const fetchShard = (shard: number): Promise<void> => {
    let request = inFlight.get(shard);
    if (!request) {
      const name = engineIndex.shardFiles[shard]!;
      request = fetchJson(siblingUrl(indexUrl, name), `its part ${name}`)
        .then((value) => {
          assertPostingShard(value, `The search index file ${name}`);
          postings.add(shard, value);
        })
        .catch((error: unknown) => {
          // Fetched again on the next attempt.
          inFlight.delete(shard);
          throw error;
        });
      inFlight.set(shard, request);
    }
    return request;
  };
  let missed: number[] = [];
  return {
    missedPostings: () => {
      missed = [...missed, ...postings.wanted()];
      return missed.length > 0;
    },
    withPostings: async <T>(run: () => T): Promise<T> => {
      let result = run();
      for (let round = 0; round < maxPostingRounds; round += 1) {
        const wanted = [...new Set([...missed, ...postings.wanted()])];
        missed = [];
        if (wanted.length === 0) break;
        await Promise.all(wanted.map(fetchShard));
        result = run();
      }
      return result;
    },
  };
}

async function loadComplete(
  indexUrl: string,
  head: SearchIndexData,
  headEngine: SearchEngine,
): Promise<SearchEngine> {
  if (!head.bodies?.length) return headEngine;
  try {
    const shards = await Promise.all(
      head.bodies.map(async (name) => {
        const shard = await fetchJson(siblingUrl(indexUrl, name), `The search index body ${name}`);
        assertBodyShard(shard, `The search index body ${name}`);
        return shard satisfies BodyShard;
      }),
    );
    return headEngine.withData(mergeBodies(head, shards));
  } catch (error) {
    // Titles and headings still find every page; only snippets and answers are missing.
    console.warn(`[search] ${error instanceof Error ? error.message : String(error)}`);
    return headEngine;
  }
}

async function load(url: string): Promise<LoadedIndex> {
  const data = await fetchJson(url, 'The search index');
  assertIndexData(data, 'The search index');
  const {engineIndex} = data;
  if (!engineIndex)
    throw new Error('The search index has no dictionary (engineIndex): rebuild the site.');
  const postings = new ShardedPostings(engineIndex);
  const engine = SearchEngine.fromIndex(data, engineIndex, postings);
  return {
    engine,
    complete: loadComplete(url, data, engine),
    ...postingsLoader(url, engineIndex, postings),
  };
}

/**
 * Runs `run` (an answer over `engine`) once the postings it reads are loaded; see
 * `LoadedIndex.withPostings`. Runs it as it is when no index is loaded (nothing to fetch).
 */
export async function withLoadedPostings<T>(run: () => T): Promise<T> {
  const loaded = pending ? await pending.catch(() => null) : null;
  return loaded ? loaded.withPostings(run) : run();
}

/** The engines for the index at `url`; a failed load of the head is retried on the next call. */
export function loadEngine(url: string): Promise<LoadedIndex> {
  if (!pending) {
    pending = load(url).catch((error: unknown) => {
      pending = null;
      throw error;
    });
  }
  return pending;
}
