/**
 * Keyboard logic of the modal, as pure functions: which result the arrow keys select, and where
 * Tab moves focus inside the dialog. Kept apart from the components so they can be tested alone.
 */

/**
 * The result a key selects in a list of `count` results, or null when the key does not move it.
 * Home and End stay with the input (they move its caret, as in any combobox).
 */
export function nextActiveIndex(key: string, active: number, count: number): number | null {
  if (count === 0) return null;
  if (key === 'ArrowDown') return (active + 1) % count;
  if (key === 'ArrowUp') return (active - 1 + count) % count;
  return null;
}

/**
 * Where Tab (or Shift+Tab) must send focus so that it stays inside the dialog: the first focusable
 * element after the last, the last before the first; null to let the browser move it.
 * `position` is the focused element's index among the `count` focusable ones (-1 if none).
 */
export function focusWrapTarget(
  position: number,
  count: number,
  backwards: boolean,
): number | null {
  if (count === 0) return null;
  if (backwards && position === 0) return count - 1;
  if (!backwards && position === count - 1) return 0;
  return null;
}
