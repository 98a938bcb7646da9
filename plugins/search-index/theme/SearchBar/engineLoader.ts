/**
 * Loads the search index once per page session (on the first opening of the modal) and builds the
 * in-memory engine in slices, so the modal stays responsive while it indexes.
 */
import {SearchEngine} from '../../lib/engine';
import {assertIndexData} from '../../lib/indexData';

let pending: Promise<SearchEngine> | null = null;

const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function load(url: string): Promise<SearchEngine> {
  const response = await fetch(url, {credentials: 'same-origin'});
  if (!response.ok)
    throw new Error(`the search index could not be loaded (HTTP ${response.status})`);
  const data: unknown = await response.json();
  assertIndexData(data, 'The search index');
  return SearchEngine.create(data, pause);
}

/** The engine for the index at `url`; a failed load is retried on the next call. */
export function loadEngine(url: string): Promise<SearchEngine> {
  if (!pending) {
    pending = load(url).catch((error: unknown) => {
      pending = null;
      throw error;
    });
  }
  return pending;
}
