/**
 * Loads the search index once per page session (on the first opening of the modal) and builds the
 * in-memory engine in slices, so the modal stays responsive while it indexes.
 *
 * The head (every page, heading, lead and code identifier: enough to find any page) answers the
 * first query; the body files follow without blocking it, and the complete engine replaces the
 * head's when they are in (full-text ranking, snippets and Ask).
 */
import {SearchEngine} from '../../lib/engine';
import {
  assertBodyShard,
  assertIndexData,
  mergeBodies,
  type BodyShard,
  type SearchIndexData,
} from '../../lib/indexData';

export interface LoadedIndex {
  /** The engine over the head, ready for the first query. */
  engine: SearchEngine;
  /** The engine over the complete index; resolves to the head's engine if a body file fails. */
  complete: Promise<SearchEngine>;
}

let pending: Promise<LoadedIndex> | null = null;

const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, {credentials: 'same-origin'});
  if (!response.ok)
    throw new Error(`the search index could not be loaded (HTTP ${response.status})`);
  return response.json();
}

/** `bodies-0.json` next to the head at `indexUrl`, with the head's version query. */
function bodyUrl(indexUrl: string, name: string): string {
  const [path = '', query] = indexUrl.split('?');
  const base = path.slice(0, path.lastIndexOf('/') + 1);
  return `${base}${name}${query ? `?${query}` : ''}`;
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
        const shard = await fetchJson(bodyUrl(indexUrl, name));
        assertBodyShard(shard, `The search index body ${name}`);
        return shard satisfies BodyShard;
      }),
    );
    return await SearchEngine.create(mergeBodies(head, shards), pause);
  } catch (error) {
    // Titles, headings and leads still find every page; only full-text matches are missing.
    console.warn(`[search] ${error instanceof Error ? error.message : String(error)}`);
    return headEngine;
  }
}

async function load(url: string): Promise<LoadedIndex> {
  const data = await fetchJson(url);
  assertIndexData(data, 'The search index');
  const engine = await SearchEngine.create(data, pause);
  return {engine, complete: loadComplete(url, data, engine)};
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
