/**
 * Open/closed state of the Ask AI & Search modal, shared by the navbar button, its copy in the
 * mobile menu and the keyboard shortcut (they live in separate React trees). Part of the initial
 * JavaScript, so it stays tiny.
 */
import {useSyncExternalStore} from 'react';

export type AskAiMode = 'search' | 'ask';

export interface AskAiState {
  open: boolean;
  mode: AskAiMode;
  /** Element that had focus before the modal opened; focus returns there on close. */
  returnFocusTo: HTMLElement | null;
  /** Whether focus goes back on close (not when the reader leaves for a result). */
  restoreFocus: boolean;
  /** A code block the reader asks about (Ask mode explains it from the docs), or null. */
  context: string | null;
}

let state: AskAiState = {
  open: false,
  mode: 'search',
  returnFocusTo: null,
  restoreFocus: true,
  context: null,
};
const listeners = new Set<() => void>();

function set(next: AskAiState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function openAskAi(mode: AskAiMode = 'search', context: string | null = null): void {
  if (state.open) return;
  const active = typeof document === 'undefined' ? null : document.activeElement;
  set({
    open: true,
    mode,
    returnFocusTo: active instanceof HTMLElement && active !== document.body ? active : null,
    restoreFocus: true,
    context,
  });
}

/** Opens the widget in Ask mode on a code block: the answer explains the code from the docs. */
export function openAsk({context}: {context: string}): void {
  openAskAi('ask', context);
}

export function closeAskAi(restoreFocus = true): void {
  if (state.open) set({...state, open: false, restoreFocus});
}

export function toggleAskAi(): void {
  if (state.open) closeAskAi();
  else openAskAi();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const serverState: AskAiState = {
  open: false,
  mode: 'search',
  returnFocusTo: null,
  restoreFocus: true,
  context: null,
};

export function useAskAiState(): AskAiState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => serverState,
  );
}
