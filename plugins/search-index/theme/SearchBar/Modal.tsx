/**
 * The Ask AI & Search modal (lazy chunk). Two modes over one index:
 * - Search: results as you type (at most `maxResults`), ↑/↓ to move, Enter to open at the
 *   section's anchor, Escape to close.
 * - Ask: an answer composed from the documentation with numbered citations, streamed from the
 *   configured service when there is one, assembled offline otherwise (or when the service fails).
 *
 * Every piece of page content and every generated word is rendered as React text: nothing here
 * sets HTML.
 */
import React, {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import config from '@generated/search-index/default/config.json';
import type {SearchEngine, SearchResult} from '../../lib/engine';
import {answerQuestion, explainCode, type OfflineAnswer} from '../../lib/answer';
import {codeSegments} from '../../lib/snippet';
import {
  buildChatRequest,
  retrievePassages,
  streamChatCompletion,
  type Passage,
} from '../../lib/generative';
import {
  resolveAnswerService,
  type ClientConfig,
  type RuntimeAnswerOverride,
} from '../../lib/clientConfig';
import {loadEngine} from './engineLoader';
import {CitationLink, CitedText, Highlighted} from './RichText';
import type {AskAiMode} from './store';
import styles from './Modal.module.css';

const clientConfig = config as ClientConfig;

declare global {
  interface Window {
    /** Runtime override of the answer service (see plugins/search-index/README.md). */
    askAiSearchConfig?: RuntimeAnswerOverride;
  }
}

interface Props {
  initialMode: AskAiMode;
  /** A code block to explain in Ask mode (the "Ask about this code" action), or null. */
  initialContext?: string | null;
  /** Closes the modal; `restoreFocus` false when the reader is leaving for a result. */
  onClose: (restoreFocus?: boolean) => void;
}

type EngineState =
  | {status: 'loading'}
  /** `complete`: the body files are in (full text); until then the head's engine ranks. */
  | {status: 'ready'; engine: SearchEngine; complete: boolean}
  | {status: 'error'; message: string};

type AskState =
  | {phase: 'idle'}
  | {phase: 'streaming' | 'generated'; question: string; text: string; passages: Passage[]}
  | {
      phase: 'offline';
      question: string;
      answer: OfflineAnswer;
      notice: string | null;
      /** The code block the answer explains, shown above it. */
      context?: string;
    };

/** How many lines of the code block asked about are shown above the answer. */
const contextPreviewLines = 8;

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

const focusableSelector =
  'a[href]:not([tabindex="-1"]), button:not([disabled]), input:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export default function Modal({initialMode, initialContext = null, onClose}: Props): ReactNode {
  const [mode, setMode] = useState<AskAiMode>(initialMode);
  const [query, setQuery] = useState('');
  const codeQuestion = translate({id: 'search.ask.codeQuestion', message: 'Explain this code'});
  const [question, setQuestion] = useState(initialContext ? codeQuestion : '');
  // The code block asked about, answered once the complete index is in.
  const [codeContext, setCodeContext] = useState<string | null>(initialContext);
  const [engineState, setEngineState] = useState<EngineState>({status: 'loading'});
  const [active, setActive] = useState(0);
  const [ask, setAsk] = useState<AskState>({phase: 'idle'});
  const [attempt, setAttempt] = useState(0);
  // A question asked while the index is still loading is answered as soon as it is ready.
  const [pendingQuestion, setPendingQuestion] = useState<string | null>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const searchInputRef = useRef<HTMLInputElement>(null);
  const askInputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const history = useHistory();
  const indexUrl = useBaseUrl(clientConfig.indexPath);
  const titleId = useId();
  const listboxId = useId();
  const optionPrefix = useId();
  const askStatusId = useId();

  const {selectMessage} = usePluralForm();
  const projectName = clientConfig.projectName;
  const title =
    mode === 'search'
      ? translate({id: 'search.modal.title', message: 'Search {projectName} Docs'}, {projectName})
      : translate({id: 'search.modal.askTitle', message: 'Ask your question'});

  // Load (or reuse) the index.
  useEffect(() => {
    let cancelled = false;
    setEngineState({status: 'loading'});
    loadEngine(indexUrl).then(
      ({engine, complete}) => {
        if (cancelled) return;
        setEngineState({status: 'ready', engine, complete: false});
        void complete.then(
          (full) => !cancelled && setEngineState({status: 'ready', engine: full, complete: true}),
        );
      },
      (error: unknown) =>
        !cancelled &&
        setEngineState({
          status: 'error',
          message: error instanceof Error ? error.message : String(error),
        }),
    );
    return () => {
      cancelled = true;
    };
  }, [indexUrl, attempt]);

  // Open as a modal dialog (top layer, rest of the page inert); lock page scroll; stop any answer
  // in flight on close.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
      abortRef.current?.abort();
    };
  }, []);

  // Focus the input of the current mode.
  useEffect(() => {
    (mode === 'search' ? searchInputRef : askInputRef).current?.focus();
  }, [mode]);

  // Keep focus inside the dialog even when something outside grabs it.
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      if (
        dialogRef.current &&
        event.target instanceof Node &&
        !dialogRef.current.contains(event.target)
      ) {
        (mode === 'search' ? searchInputRef : askInputRef).current?.focus();
      }
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [mode]);

  const engine = engineState.status === 'ready' ? engineState.engine : null;
  // Answers quote whole sections: they wait for the body files.
  const completeEngine = engineState.status === 'ready' && engineState.complete ? engine : null;
  const response = useMemo(
    () => (engine && query.trim() ? engine.search(query, {limit: clientConfig.maxResults}) : null),
    [engine, query],
  );
  const results = response?.results ?? [];

  useEffect(() => setActive(0), [query]);
  useEffect(() => {
    document.getElementById(`${optionPrefix}-${active}`)?.scrollIntoView({block: 'nearest'});
  }, [active, optionPrefix]);

  const go = useCallback(
    (url: string) => {
      onClose(false);
      history.push(url);
    },
    [history, onClose],
  );

  const onLinkClick = (url: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    go(url);
  };

  const onDialogKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = Array.from(
      dialogRef.current.querySelectorAll<HTMLElement>(focusableSelector),
    ).filter((element) => element.getClientRects().length > 0);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && results.length > 0) {
      event.preventDefault();
      setActive((index) => (index + 1) % results.length);
    } else if (event.key === 'ArrowUp' && results.length > 0) {
      event.preventDefault();
      setActive((index) => (index - 1 + results.length) % results.length);
    } else if (event.key === 'Enter') {
      const result = results[active];
      if (result) {
        event.preventDefault();
        go(result.url);
      }
    }
  };

  const switchMode = (next: AskAiMode) => {
    if (next === mode) return;
    if (next === 'ask' && !question && query) setQuestion(query);
    if (next === 'search' && !query && question) setQuery(question);
    setMode(next);
  };

  const answer = async (asked: string, loaded: SearchEngine) => {
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;

    const service = resolveAnswerService(clientConfig, window.askAiSearchConfig);
    if (!service) {
      setAsk({
        phase: 'offline',
        question: asked,
        answer: answerQuestion(loaded, asked),
        notice: null,
      });
      return;
    }
    const passages = retrievePassages(loaded, asked, 5);
    if (passages.length === 0) {
      setAsk({
        phase: 'offline',
        question: asked,
        answer: answerQuestion(loaded, asked),
        notice: null,
      });
      return;
    }
    setAsk({phase: 'streaming', question: asked, text: '', passages});
    try {
      await streamChatCompletion({
        endpoint: service.endpoint,
        body: buildChatRequest(asked, passages, service.model, clientConfig.projectName),
        signal: controller.signal,
        onDelta: (delta) =>
          setAsk((previous) =>
            previous.phase === 'streaming' && previous.question === asked
              ? {...previous, text: previous.text + delta}
              : previous,
          ),
      });
      if (controller.signal.aborted) return;
      setAsk((previous) =>
        previous.phase === 'streaming' && previous.question === asked
          ? {...previous, phase: 'generated'}
          : previous,
      );
    } catch (error) {
      if (controller.signal.aborted) return;
      const reason = error instanceof Error ? error.message : String(error);
      setAsk({
        phase: 'offline',
        question: asked,
        answer: answerQuestion(loaded, asked),
        notice: translate(
          {
            id: 'search.ask.serviceUnavailable',
            message:
              'The AI answer service is unavailable ({reason}). This answer is assembled from the documentation instead.',
          },
          {reason},
        ),
      });
    }
  };

  const submitQuestion = (event?: FormEvent) => {
    event?.preventDefault();
    const asked = question.trim();
    if (!asked) return;
    if (completeEngine) void answer(asked, completeEngine);
    else setPendingQuestion(asked);
  };

  useEffect(() => {
    if (completeEngine && codeContext) {
      setCodeContext(null);
      setAsk({
        phase: 'offline',
        question: codeQuestion,
        answer: explainCode(completeEngine, codeContext),
        notice: null,
        context: codeContext,
      });
    }
  }, [completeEngine, codeContext, codeQuestion]);

  useEffect(() => {
    if (completeEngine && pendingQuestion) {
      setPendingQuestion(null);
      void answer(pendingQuestion, completeEngine);
    }
    // `answer` only reads state through setters, so the effect depends on these two values alone.
  }, [completeEngine, pendingQuestion]);

  const activeResult = results[active];

  const searchStatus = (): ReactNode => {
    if (engineState.status === 'loading')
      return translate({id: 'search.status.loading', message: 'Loading the search index…'});
    if (engineState.status === 'error') return null;
    if (!query.trim()) return null;
    if (results.length === 0) return null;
    return selectMessage(
      results.length,
      translate(
        {
          id: 'search.status.resultCount',
          message: '{count} result|{count} results',
          description: 'Number of search results (plural forms separated by "|")',
        },
        {count: results.length},
      ),
    );
  };

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      onKeyDown={onDialogKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // The dialog box is the panel's size: a click on the dialog itself is a click on the backdrop.
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div className={styles.panel}>
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <div
            className={styles.modes}
            role="group"
            aria-label={translate({id: 'search.modal.mode', message: 'Mode'})}>
            <button
              type="button"
              className={clsx(styles.mode, mode === 'search' && styles.modeActive)}
              aria-pressed={mode === 'search'}
              onClick={() => switchMode('search')}>
              <Translate id="search.modal.searchMode">Search</Translate>
            </button>
            <button
              type="button"
              className={clsx(styles.mode, mode === 'ask' && styles.modeActive)}
              aria-pressed={mode === 'ask'}
              onClick={() => switchMode('ask')}>
              <Translate id="search.modal.askMode">Ask AI</Translate>
            </button>
          </div>
          <button
            type="button"
            className={styles.close}
            onClick={() => onClose()}
            aria-label={translate({id: 'search.modal.close', message: 'Close'})}>
            <span aria-hidden="true">×</span>
          </button>
        </header>

        {mode === 'search' ? (
          <div className={styles.body}>
            <input
              ref={searchInputRef}
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
              aria-activedescendant={activeResult ? `${optionPrefix}-${active}` : undefined}
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
              onChange={(event) => setQuery(event.target.value)}
              onKeyDown={onSearchKeyDown}
            />
            <p className={styles.status} role="status">
              {searchStatus()}
            </p>
            {/* Focusable, so that keyboard users can scroll it too. */}
            <div
              className={styles.scroll}
              role="region"
              aria-label={translate({id: 'search.results.region', message: 'Results'})}
              tabIndex={0}>
              {engineState.status === 'error' && (
                <div className={styles.empty}>
                  <p>
                    <Translate
                      id="search.error.indexNotLoaded"
                      values={{reason: engineState.message}}>
                      {'The search index could not be loaded: {reason}.'}
                    </Translate>
                    {engineState.message.includes('404') && (
                      <>
                        {' '}
                        <Translate id="search.error.indexMissingInDev">
                          It is written by the production build (npm run build), so it is missing
                          under npm start.
                        </Translate>
                      </>
                    )}
                  </p>
                  <button
                    type="button"
                    className="button button--secondary button--sm"
                    onClick={() => setAttempt((count) => count + 1)}>
                    <Translate id="search.error.retry">Retry</Translate>
                  </button>
                </div>
              )}
              {engineState.status === 'ready' && query.trim() !== '' && results.length === 0 && (
                <div className={styles.empty}>
                  <p>
                    <Translate
                      id="search.results.none"
                      values={{
                        query: <span className={styles.echo}>{query.trim().slice(0, 120)}</span>,
                      }}>
                      {'No results for “{query}”. Try fewer or other words, or ask a question.'}
                    </Translate>
                  </p>
                  <button
                    type="button"
                    className="button button--secondary button--sm"
                    onClick={() => switchMode('ask')}>
                    <Translate id="search.results.askInstead">Ask AI instead</Translate>
                  </button>
                </div>
              )}
              {engineState.status === 'ready' && query.trim() === '' && (
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
                        <span className={styles.echo}>
                          {response.corrected.trim().slice(0, 120)}
                        </span>
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
        ) : (
          <div className={styles.body}>
            <form className={styles.askForm} onSubmit={submitQuestion}>
              <input
                ref={askInputRef}
                className={styles.input}
                type="text"
                aria-label={translate({id: 'search.ask.input.label', message: 'Your question'})}
                aria-describedby={askStatusId}
                placeholder={translate(
                  {
                    id: 'search.ask.input.placeholder',
                    message: 'Ask a question about {projectName}…',
                  },
                  {projectName},
                )}
                autoComplete="off"
                maxLength={10_000}
                value={question}
                onChange={(event) => setQuestion(event.target.value)}
              />
              <button
                type="submit"
                className={styles.askButton}
                disabled={!question.trim() || engineState.status === 'error'}>
                <Translate id="search.ask.submit">Ask</Translate>
              </button>
            </form>
            <p id={askStatusId} className={styles.status} role="status">
              {(engineState.status === 'loading' ||
                ((pendingQuestion || codeContext) && !completeEngine)) &&
                translate({id: 'search.ask.loading', message: 'Loading the documentation index…'})}
              {engineState.status === 'error' &&
                translate(
                  {
                    id: 'search.ask.indexNotLoaded',
                    message: 'The documentation index could not be loaded: {reason}.',
                  },
                  {reason: engineState.message},
                )}
              {ask.phase === 'streaming' &&
                translate({id: 'search.ask.writing', message: 'Writing the answer…'})}
            </p>
            <section
              className={styles.scroll}
              aria-label={translate({id: 'search.ask.answer', message: 'Answer'})}
              aria-busy={ask.phase === 'streaming'}
              tabIndex={0}>
              <AskAnswer state={ask} onLinkClick={onLinkClick} />
            </section>
            <p className={styles.disclaimer}>
              {ask.phase === 'offline' ||
              (ask.phase === 'idle' &&
                typeof window !== 'undefined' &&
                !resolveAnswerService(clientConfig, window.askAiSearchConfig))
                ? translate({
                    id: 'search.ask.offlineNote',
                    message:
                      'Answers are assembled from sentences of the documentation, without AI. Check the cited pages.',
                  })
                : translate({
                    id: 'search.ask.disclaimer',
                    message:
                      'Answers are AI-generated and may be inaccurate. Check the cited pages.',
                  })}
            </p>
          </div>
        )}

        <footer className={styles.footer}>
          {mode === 'search' ? (
            <span>
              <Translate
                id="search.footer.searchKeys"
                values={{
                  up: <kbd>↑</kbd>,
                  down: <kbd>↓</kbd>,
                  enter: <kbd>Enter</kbd>,
                  escape: <kbd>Esc</kbd>,
                }}>
                {'{up} {down} to move · {enter} to open · {escape} to close'}
              </Translate>
            </span>
          ) : (
            <span>
              <Translate
                id="search.footer.askKeys"
                values={{enter: <kbd>Enter</kbd>, escape: <kbd>Esc</kbd>}}>
                {'{enter} to ask · {escape} to close'}
              </Translate>
            </span>
          )}
        </footer>
      </div>
    </dialog>
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

interface AskAnswerProps {
  state: AskState;
  onLinkClick: (url: string) => (event: MouseEvent<HTMLAnchorElement>) => void;
}

function SourceList({
  items,
  onLinkClick,
}: {
  items: Array<{number: number; url: string; title: string; heading: string; docsInstance: string}>;
  onLinkClick: AskAnswerProps['onLinkClick'];
}): ReactNode {
  return (
    <>
      <h3 className={styles.sourcesTitle}>
        <Translate id="search.ask.sources">Sources</Translate>
      </h3>
      <ol className={styles.sources}>
        {items.map((item) => (
          <li key={item.number} value={item.number}>
            <Link to={item.url} onClick={onLinkClick(item.url)}>
              {item.title}
              {item.heading ? ` › ${item.heading}` : ''}
            </Link>{' '}
            <span className={styles.sourceSection}>{item.docsInstance}</span>
          </li>
        ))}
      </ol>
    </>
  );
}

function AskAnswer({state, onLinkClick}: AskAnswerProps): ReactNode {
  if (state.phase === 'idle') {
    return (
      <p className={styles.hint}>
        <Translate id="search.ask.hint">
          Ask in your own words, for example “How do I populate relations with the REST API?”
        </Translate>
      </p>
    );
  }

  if (state.phase === 'streaming' || state.phase === 'generated') {
    const lines = state.text.split(/\n+/).filter((line) => line.trim() !== '');
    return (
      <div className={styles.answer}>
        <p className={styles.answerLabel}>
          <Translate id="search.ask.generated">Answer written by a language model</Translate>
        </p>
        {lines.map((line, lineIndex) => (
          <p key={lineIndex}>
            <CitedText
              text={line.replace(/^\s*[-*]\s+/, '• ')}
              sources={state.passages}
              citationClassName={styles.citation}
              onCitationClick={onLinkClick}
            />
          </p>
        ))}
        {state.phase === 'generated' && (
          <SourceList items={state.passages} onLinkClick={onLinkClick} />
        )}
      </div>
    );
  }

  if (state.phase !== 'offline') return null;
  const {answer, notice, context} = state;
  return (
    <div className={styles.answer}>
      {context && (
        <figure className={styles.askContext}>
          <figcaption className={styles.answerLabel}>
            <Translate id="search.ask.codeContext">The code you asked about</Translate>
          </figcaption>
          {/* Focusable: a long block scrolls, and keyboard users must be able to scroll it. */}
          <pre tabIndex={0}>
            <code>{context.split('\n').slice(0, contextPreviewLines).join('\n')}</code>
          </pre>
        </figure>
      )}
      {notice && (
        <p className={styles.notice} role="alert">
          {notice}
        </p>
      )}
      {answer.found ? (
        <>
          <p className={styles.answerLabel}>
            <Translate id="search.ask.offline">Answer assembled from the documentation</Translate>
          </p>
          <p>
            {answer.sentences.map((sentence, index) => {
              const citation = answer.citations[sentence.citation - 1]!;
              return (
                <React.Fragment key={index}>
                  {index > 0 && ' '}
                  <Highlighted segments={codeSegments(sentence.text, sentence.code)} />{' '}
                  <CitationLink
                    number={citation.number}
                    url={citation.url}
                    title={citation.title}
                    className={styles.citation}
                    onClick={onLinkClick(citation.url)}
                  />
                </React.Fragment>
              );
            })}
          </p>
          {answer.example && (
            <figure className={styles.answerExample}>
              {answer.example.title && (
                <div className={styles.exampleTitle}>{answer.example.title}</div>
              )}
              {/* Focusable so that a keyboard can scroll a long example. */}
              <pre tabIndex={0}>
                <code>{answer.example.code}</code>
              </pre>
              <figcaption>
                <Translate id="search.ask.exampleFrom">Example from</Translate>{' '}
                <CitationLink
                  number={answer.example.citation}
                  url={answer.citations[answer.example.citation - 1]!.url}
                  title={answer.citations[answer.example.citation - 1]!.title}
                  className={styles.citation}
                  onClick={onLinkClick(answer.citations[answer.example.citation - 1]!.url)}
                />
              </figcaption>
            </figure>
          )}
          <SourceList items={answer.citations} onLinkClick={onLinkClick} />
        </>
      ) : (
        <>
          <p>
            <Translate id="search.ask.notFound">
              The documentation does not seem to answer this question. The closest pages are below;
              try other words, or search for a keyword.
            </Translate>
          </p>
          {answer.related.length > 0 && (
            <>
              <h3 className={styles.sourcesTitle}>
                <Translate id="search.ask.related">Closest pages</Translate>
              </h3>
              <ul className={styles.sources}>
                {answer.related
                  .filter(
                    (result, index, all) =>
                      all.findIndex((other) => other.pageUrl === result.pageUrl) === index,
                  )
                  .slice(0, 3)
                  .map((result) => (
                    <li key={result.url}>
                      <Link to={result.url} onClick={onLinkClick(result.url)}>
                        {result.title}
                        {result.heading ? ` › ${result.heading}` : ''}
                      </Link>
                    </li>
                  ))}
              </ul>
            </>
          )}
        </>
      )}
    </div>
  );
}
