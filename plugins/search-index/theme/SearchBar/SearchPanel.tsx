/**
 * Search mode of the modal: a combobox input over a listbox of results, ranked as the reader
 * types; ↑/↓ move the selection (listbox.ts), Enter opens the selected section.
 */
import React, {
  useEffect,
  useId,
  useMemo,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import type {SearchEngine, SearchResult} from '../../lib/engine';
import {nextActiveIndex} from './listbox';
import {Highlighted} from './RichText';
import type {SearchEngineHandle} from './useSearchEngine';
import styles from './Modal.module.css';

export type LinkClickHandler = (url: string) => (event: MouseEvent<HTMLAnchorElement>) => void;

interface Props {
  search: SearchEngineHandle;
  query: string;
  onQueryChange: (query: string) => void;
  inputRef: RefObject<HTMLInputElement | null>;
  projectName: string;
  maxResults: number;
  /** Opens a result (Enter on the selected one). */
  onOpen: (url: string) => void;
  onLinkClick: LinkClickHandler;
  onAskInstead: () => void;
}

export default function SearchPanel({
  search,
  query,
  onQueryChange,
  inputRef,
  projectName,
  maxResults,
  onOpen,
  onLinkClick,
  onAskInstead,
}: Props): ReactNode {
  const {state, engine} = search;
  const [active, setActive] = useState(0);
  const listboxId = useId();
  const optionPrefix = useId();
  const response = useMemo(
    () => (engine && query.trim() ? engine.search(query, {limit: maxResults}) : null),
    [engine, query, maxResults],
  );
  const results = response?.results ?? [];

  useEffect(() => setActive(0), [query]);
  useEffect(() => {
    document.getElementById(`${optionPrefix}-${active}`)?.scrollIntoView({block: 'nearest'});
  }, [active, optionPrefix]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const next = nextActiveIndex(event.key, active, results.length);
    if (next !== null) {
      event.preventDefault();
      setActive(next);
    } else if (event.key === 'Enter' && results[active]) {
      event.preventDefault();
      onOpen(results[active].url);
    }
  };

  return (
    <div className={styles.body}>
      <input
        ref={inputRef}
        className={styles.input}
        type="text"
        role="combobox"
        aria-label={translate(
          {id: 'search.input.label', message: 'Search the {projectName} documentation'},
          {projectName},
        )}
        aria-expanded={results.length > 0}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={results[active] ? `${optionPrefix}-${active}` : undefined}
        placeholder={translate({
          id: 'search.input.placeholder',
          message: 'Search for a docs page or section…',
        })}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="go"
        maxLength={10_000}
        value={query}
        onChange={(event) => onQueryChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <p className={styles.status} role="status">
        <SearchStatus state={state} query={query} count={results.length} />
      </p>
      {/* Focusable, so that keyboard users can scroll it too. */}
      <div
        className={styles.scroll}
        role="region"
        aria-label={translate({id: 'search.results.region', message: 'Results'})}
        tabIndex={0}>
        {state.status === 'error' && <IndexError message={state.message} retry={search.retry} />}
        {state.status === 'ready' && query.trim() !== '' && results.length === 0 && (
          <NoResults query={query} onAskInstead={onAskInstead} />
        )}
        {state.status === 'ready' && query.trim() === '' && (
          <p className={styles.hint}>
            <Translate id="search.hint">
              Type a word, a phrase or a code name such as documentId, findMany or
              pagination[pageSize].
            </Translate>
          </p>
        )}
        {response?.corrected && results.length > 0 && (
          <p className={styles.hint}>
            <Translate
              id="search.results.corrected"
              values={{
                query: (
                  <span className={styles.echo}>{response.corrected.trim().slice(0, 120)}</span>
                ),
              }}>
              {'Showing results for “{query}”.'}
            </Translate>
          </p>
        )}
        {engine && response && results.length > 0 && (
          <div
            id={listboxId}
            role="listbox"
            aria-label={translate({id: 'search.results.label', message: 'Search results'})}
            className={styles.results}>
            {results.map((result, index) => (
              <ResultOption
                key={result.url}
                id={`${optionPrefix}-${index}`}
                result={result}
                engine={engine}
                query={response.query}
                selected={index === active}
                onHover={() => setActive(index)}
                onClick={onLinkClick(result.url)}
              />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}

function SearchStatus({
  state,
  query,
  count,
}: {
  state: SearchEngineHandle['state'];
  query: string;
  count: number;
}): ReactNode {
  const {selectMessage} = usePluralForm();
  if (state.status === 'loading')
    return translate({id: 'search.status.loading', message: 'Loading the search index…'});
  if (state.status === 'error' || !query.trim() || count === 0) return null;
  return selectMessage(
    count,
    translate(
      {
        id: 'search.status.resultCount',
        message: '{count} result|{count} results',
        description: 'Number of search results (plural forms separated by "|")',
      },
      {count},
    ),
  );
}

function IndexError({message, retry}: {message: string; retry: () => void}): ReactNode {
  return (
    <div className={styles.empty}>
      <p>
        <Translate id="search.error.indexNotLoaded" values={{reason: message}}>
          {'The search index could not be loaded: {reason}.'}
        </Translate>
        {message.includes('404') && (
          <>
            {' '}
            <Translate id="search.error.indexMissingInDev">
              It is written by the production build (npm run build), so it is missing under npm
              start.
            </Translate>
          </>
        )}
      </p>
      <button type="button" className="button button--secondary button--sm" onClick={retry}>
        <Translate id="search.error.retry">Retry</Translate>
      </button>
    </div>
  );
}

function NoResults({query, onAskInstead}: {query: string; onAskInstead: () => void}): ReactNode {
  return (
    <div className={styles.empty}>
      <p>
        <Translate
          id="search.results.none"
          values={{query: <span className={styles.echo}>{query.trim().slice(0, 120)}</span>}}>
          {'No results for “{query}”. Try fewer or other words, or ask a question.'}
        </Translate>
      </p>
      <button type="button" className="button button--secondary button--sm" onClick={onAskInstead}>
        <Translate id="search.results.askInstead">Ask AI instead</Translate>
      </button>
    </div>
  );
}

interface ResultOptionProps {
  id: string;
  result: SearchResult;
  engine: SearchEngine;
  query: NonNullable<ReturnType<SearchEngine['search']>>['query'];
  selected: boolean;
  onHover: () => void;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
}

function ResultOption({
  id,
  result,
  engine,
  query,
  selected,
  onHover,
  onClick,
}: ResultOptionProps): ReactNode {
  const snippet = useMemo(
    () => engine.snippet(result.section, query),
    [engine, result.section, query],
  );
  const heading = result.heading || result.title;
  const trail = [result.title, ...result.path].join(' › ');
  return (
    <Link
      id={id}
      role="option"
      aria-selected={selected}
      tabIndex={-1}
      to={result.url}
      className={clsx(styles.result, selected && styles.resultActive)}
      onMouseMove={onHover}
      onClick={onClick}>
      <span className={styles.resultMeta}>
        <span className={styles.badge}>{result.docsInstance}</span>
        <span className={styles.trail}>{trail}</span>
      </span>
      <span className={styles.resultHeading}>
        <Highlighted segments={engine.highlight(heading, query)} />
      </span>
      {snippet.length > 0 && (
        <span className={styles.snippet}>
          <Highlighted segments={snippet} />
        </span>
      )}
    </Link>
  );
}
