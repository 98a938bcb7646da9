/**
 * Loads (or reuses) the search index for the modal: first the head's engine, which ranks while
 * the body files load, then the complete engine, which answers need (they quote whole sections).
 * A query whose postings are not loaded yet shows the loading status while they are fetched, then
 * its results; a postings file that cannot be fetched shows the error and a retry.
 */
import {useCallback, useEffect, useMemo, useRef, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {SearchEngine} from '../../lib/engine';
import {loadEngine, type LoadedIndex} from './engineLoader';

export type EngineState =
  | {status: 'loading'}
  /** `complete`: the body files are in (full text); until then the head's engine ranks. */
  | {status: 'ready'; engine: SearchEngine; complete: boolean}
  | {status: 'error'; message: string};

export interface SearchEngineHandle {
  state: EngineState;
  /** The engine that ranks, as soon as the head is in. */
  engine: SearchEngine | null;
  /** The engine with every section's text, once the body files are in. */
  completeEngine: SearchEngine | null;
  /** Runs a search or an answer once the postings it reads are loaded. */
  withPostings: <T>(run: () => T) => Promise<T>;
  /** Loads the index again after an error. */
  retry: () => void;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * `engine` for the results list, whose search is synchronous: a search that reads postings not
 * loaded yet calls `onMissed` with a way to run it again, and its (partial) results are replaced
 * once they are in. The view shares everything with `engine`; a new view makes the list search
 * again.
 */
function searchingView(
  engine: SearchEngine,
  loaded: LoadedIndex,
  onMissed: (run: () => unknown) => void,
): SearchEngine {
  const view = Object.create(engine) as SearchEngine;
  view.search = (query, options) => {
    const response = engine.search(query, options);
    if (loaded.missedPostings()) onMissed(() => engine.search(query, options));
    return response;
  };
  return view;
}

export function useSearchEngine(indexPath: string): SearchEngineHandle {
  const indexUrl = useBaseUrl(indexPath);
  const [state, setState] = useState<EngineState>({status: 'loading'});
  const [attempt, setAttempt] = useState(0);
  /** Bumped when postings arrive, so the list searches again. */
  const [revision, setRevision] = useState(0);
  const [fetchingPostings, setFetchingPostings] = useState(false);
  const loadedRef = useRef<LoadedIndex | null>(null);

  useEffect(() => {
    let cancelled = false;
    setState({status: 'loading'});
    loadEngine(indexUrl).then(
      (loaded) => {
        if (cancelled) return;
        loadedRef.current = loaded;
        setState({status: 'ready', engine: loaded.engine, complete: false});
        void loaded.complete.then(
          (full) => !cancelled && setState({status: 'ready', engine: full, complete: true}),
        );
      },
      (error: unknown) => !cancelled && setState({status: 'error', message: messageOf(error)}),
    );
    return () => {
      cancelled = true;
    };
  }, [indexUrl, attempt]);

  const onMissed = useCallback((run: () => unknown) => {
    const loaded = loadedRef.current;
    if (!loaded) return;
    // Not while rendering: the list calls this from its render.
    setTimeout(() => {
      setFetchingPostings(true);
      loaded.withPostings(run).then(
        () => {
          setFetchingPostings(false);
          setRevision((count) => count + 1);
        },
        (error: unknown) => {
          setFetchingPostings(false);
          setState({status: 'error', message: messageOf(error)});
        },
      );
    }, 0);
  }, []);

  const ready = state.status === 'ready' ? state : null;
  const readyEngine = ready?.engine ?? null;
  const view = useMemo(
    () =>
      readyEngine && loadedRef.current
        ? searchingView(readyEngine, loadedRef.current, onMissed)
        : null,
    // `revision`: postings arrived, the same query must run again on a new view.
    [readyEngine, onMissed, revision],
  );
  const withPostings = useCallback(<T>(run: () => T): Promise<T> => {
    const loaded = loadedRef.current;
    return loaded ? loaded.withPostings(run) : Promise.resolve(run());
  }, []);

  return {
    state: fetchingPostings ? {status: 'loading'} : state,
    engine: fetchingPostings ? null : view,
    completeEngine: ready?.complete ? readyEngine : null,
    withPostings,
    retry: () => setAttempt((count) => count + 1),
  };
}
