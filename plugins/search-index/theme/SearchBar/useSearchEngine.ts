/**
 * Loads (or reuses) the search index for the modal: first the head's engine, which ranks while
 * the body files load, then the complete engine, which answers need (they quote whole sections).
 */
import {useEffect, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {SearchEngine} from '../../lib/engine';
import {loadEngine} from './engineLoader';

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
  /** Loads the index again after an error. */
  retry: () => void;
}

export function useSearchEngine(indexPath: string): SearchEngineHandle {
  const indexUrl = useBaseUrl(indexPath);
  const [state, setState] = useState<EngineState>({status: 'loading'});
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    setState({status: 'loading'});
    loadEngine(indexUrl).then(
      ({engine, complete}) => {
        if (cancelled) return;
        setState({status: 'ready', engine, complete: false});
        void complete.then(
          (full) => !cancelled && setState({status: 'ready', engine: full, complete: true}),
        );
      },
      (error: unknown) =>
        !cancelled &&
        setState({
          status: 'error',
          message: error instanceof Error ? error.message : String(error),
        }),
    );
    return () => {
      cancelled = true;
    };
  }, [indexUrl, attempt]);

  const engine = state.status === 'ready' ? state.engine : null;
  return {
    state,
    engine,
    completeEngine: state.status === 'ready' && state.complete ? engine : null,
    retry: () => setAttempt((count) => count + 1),
  };
}
