/**
 * `@theme/SearchBar` of the search-index plugin: the "Ask AI & Search Docs" button, rendered by
 * the stock `{type: 'search'}` navbar item (in the top bar at every width), and the Cmd+K /
 * Ctrl+K shortcut. This file and `store.ts` are all that a page loads up front: the modal, the
 * ranking code and the index load on first use.
 */
import React, {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {translate} from '@docusaurus/Translate';
import {closeAskAi, openAskAi, toggleAskAi, useAskAiState} from './store';
import styles from './styles.module.css';

const loadModal = () => import('./Modal');
const Modal = lazy(loadModal);

function SearchIcon(): ReactNode {
  return (
    <svg
      className={styles.icon}
      width="16"
      height="16"
      viewBox="0 0 20 20"
      aria-hidden="true"
      focusable="false">
      <path
        d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 1 1 3.733 3.733a7.533 7.533 0 0 1 10.653 10.653z"
        stroke="currentColor"
        fill="none"
        fillRule="evenodd"
        strokeLinecap="round"
        strokeLinejoin="round"
        strokeWidth="1.8"
      />
    </svg>
  );
}

/** Cmd+K (Apple) or Ctrl+K (elsewhere) toggles the modal from anywhere on the page. */
function useShortcut(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (
        (event.metaKey || event.ctrlKey) &&
        !event.altKey &&
        !event.shiftKey &&
        event.key.toLowerCase() === 'k'
      ) {
        event.preventDefault();
        toggleAskAi();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}

export default function SearchBar(): ReactNode {
  const state = useAskAiState();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [apple, setApple] = useState(false);
  const buttonLabel = translate({id: 'search.button', message: 'Ask AI & Search Docs'});
  useShortcut(true);
  useEffect(() => {
    setApple(/Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent));
  }, []);

  const open = useCallback(() => {
    void loadModal();
    openAskAi();
  }, []);

  // Once the modal is gone (the page is inert while it is open), focus goes back to where the
  // reader was, or to this button when that element is gone or hidden.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (state.open) {
      wasOpen.current = true;
      return;
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    if (!state.restoreFocus) return;
    const target = state.returnFocusTo;
    const visible = (element: HTMLElement | null) =>
      Boolean(element && element.isConnected && element.getClientRects().length > 0);
    (visible(target) ? target : buttonRef.current)?.focus();
  }, [state]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        onClick={open}
        onPointerEnter={() => void loadModal()}
        onFocus={() => void loadModal()}
        aria-haspopup="dialog"
        aria-keyshortcuts="Meta+K Control+K"
        aria-label={buttonLabel}
        title={`${buttonLabel} (${apple ? '⌘K' : 'Ctrl+K'})`}>
        <SearchIcon />
        <span className={styles.label}>{buttonLabel}</span>
        <kbd className={styles.shortcut} aria-hidden="true">
          {apple ? '⌘K' : 'Ctrl K'}
        </kbd>
      </button>
      {state.open && (
        <Suspense fallback={null}>
          <Modal initialMode={state.mode} initialContext={state.context} onClose={closeAskAi} />
        </Suspense>
      )}
    </>
  );
}
