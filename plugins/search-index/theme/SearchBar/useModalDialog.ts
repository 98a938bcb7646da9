/**
 * The modal's dialog behaviour: open in the top layer with the page inert and its scroll locked,
 * focus kept inside (even when something outside grabs it), Tab wrapping at both ends, Escape to
 * close.
 */
import {useEffect, useRef, type KeyboardEvent, type RefObject} from 'react';
import {focusWrapTarget} from './listbox';

const focusableSelector =
  'a[href]:not([tabindex="-1"]), button:not([disabled]), input:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalDialog {
  dialogRef: RefObject<HTMLDialogElement | null>;
  onKeyDown: (event: KeyboardEvent<HTMLDialogElement>) => void;
}

/**
 * @param inputRef the input that takes focus back when focus leaves the dialog
 * @param onClose called on Escape
 * @param onUnmount called when the dialog goes (stops an answer in flight)
 */
export function useModalDialog(
  inputRef: RefObject<HTMLInputElement | null>,
  onClose: () => void,
  onUnmount: () => void,
): ModalDialog {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const onUnmountRef = useRef(onUnmount);
  onUnmountRef.current = onUnmount;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
      onUnmountRef.current();
    };
  }, []);

  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const dialog = dialogRef.current;
      if (dialog && event.target instanceof Node && !dialog.contains(event.target))
        inputRef.current?.focus();
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [inputRef]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = Array.from(
      dialogRef.current.querySelectorAll<HTMLElement>(focusableSelector),
    ).filter((element) => element.getClientRects().length > 0);
    const position = focusable.indexOf(document.activeElement as HTMLElement);
    const target = focusWrapTarget(position, focusable.length, event.shiftKey);
    if (target === null) return;
    event.preventDefault();
    focusable[target]!.focus();
  };

  return {dialogRef, onKeyDown};
}
