/**
 * The Ask AI & Search modal (lazy chunk). Two modes over one index:
 * - Search (SearchPanel): results as you type (at most `maxResults`), ↑/↓ to move, Enter to open
 *   at the section's anchor, Escape to close.
 * - Ask (AskPanel, useAsk): an answer composed from the documentation with numbered citations,
 *   streamed from the configured service when there is one, assembled offline otherwise (or when
 *   the service fails).
 * The index loads through useSearchEngine; the dialog's focus and keys live in useModalDialog.
 *
 * Every piece of page content and every generated word is rendered as React text: nothing here
 * sets HTML.
 */
import React, {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import {useHistory} from '@docusaurus/router';
import config from '@generated/search-index/default/config.json';
import type {ClientConfig} from '../../lib/clientConfig';
import AskPanel from './AskPanel';
import SearchPanel from './SearchPanel';
import type {AskAiMode} from './store';
import {useAsk} from './useAsk';
import {useModalDialog} from './useModalDialog';
import {useSearchEngine} from './useSearchEngine';
import styles from './Modal.module.css';

const clientConfig = config as ClientConfig;

interface Props {
  initialMode: AskAiMode;
  /** A code block to explain in Ask mode (the "Ask about this code" action), or null. */
  initialContext?: string | null;
  /** Closes the modal; `restoreFocus` false when the reader is leaving for a result. */
  onClose: (restoreFocus?: boolean) => void;
}

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export default function Modal({initialMode, initialContext = null, onClose}: Props): ReactNode {
  const [mode, setMode] = useState<AskAiMode>(initialMode);
  const [query, setQuery] = useState('');
  const search = useSearchEngine(clientConfig.indexPath);
  const ask = useAsk(clientConfig, search.completeEngine, initialContext);
  // The input of the current mode (only one is rendered at a time).
  const inputRef = useRef<HTMLInputElement>(null);
  const dialog = useModalDialog(inputRef, () => onClose(), ask.abort);
  const history = useHistory();
  const titleId = useId();
  const projectName = clientConfig.projectName;

  useEffect(() => inputRef.current?.focus(), [mode]);

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

  // Switching mode carries what the reader typed over when the other input is empty.
  const switchMode = (next: AskAiMode) => {
    if (next === mode) return;
    if (next === 'ask' && !ask.question && query) ask.setQuestion(query);
    if (next === 'search' && !query && ask.question) setQuery(ask.question);
    setMode(next);
  };

  return (
    <dialog
      ref={dialog.dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      onKeyDown={dialog.onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // The dialog box is the panel's size: a click on the dialog itself is a click on the backdrop.
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div className={styles.panel}>
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {mode === 'search'
              ? translate(
                  {id: 'search.modal.title', message: 'Search {projectName} Docs'},
                  {projectName},
                )
              : translate({id: 'search.modal.askTitle', message: 'Ask your question'})}
          </h2>
          <ModeSwitch mode={mode} onSwitch={switchMode} />
          <button
            type="button"
            className={styles.close}
            onClick={() => onClose()}
            aria-label={translate({id: 'search.modal.close', message: 'Close'})}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        {mode === 'search' ? (
          <SearchPanel
            search={search}
            query={query}
            onQueryChange={setQuery}
            inputRef={inputRef}
            projectName={projectName}
            maxResults={clientConfig.maxResults}
            onOpen={go}
            onLinkClick={onLinkClick}
            onAskInstead={() => switchMode('ask')}
          />
        ) : (
          <AskPanel
            ask={ask}
            engineState={search.state}
            inputRef={inputRef}
            clientConfig={clientConfig}
            onLinkClick={onLinkClick}
          />
        )}
        <KeyHints mode={mode} />
      </div>
    </dialog>
  );
}

function ModeSwitch({
  mode,
  onSwitch,
}: {
  mode: AskAiMode;
  onSwitch: (mode: AskAiMode) => void;
}): ReactNode {
  return (
    <div
      className={styles.modes}
      role="group"
      aria-label={translate({id: 'search.modal.mode', message: 'Mode'})}>
      <button
        type="button"
        className={clsx(styles.mode, mode === 'search' && styles.modeActive)}
        aria-pressed={mode === 'search'}
        onClick={() => onSwitch('search')}>
        <Translate id="search.modal.searchMode">Search</Translate>
      </button>
      <button
        type="button"
        className={clsx(styles.mode, mode === 'ask' && styles.modeActive)}
        aria-pressed={mode === 'ask'}
        onClick={() => onSwitch('ask')}>
        <Translate id="search.modal.askMode">Ask AI</Translate>
      </button>
    </div>
  );
}

function KeyHints({mode}: {mode: AskAiMode}): ReactNode {
  return (
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
  );
}
