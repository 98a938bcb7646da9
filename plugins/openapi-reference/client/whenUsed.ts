/**
 * `liveWhen` for a hydration island (client/hydrationIsland.tsx) whose markup holds controls: the
 * collapsible schema nodes and parameter lists (`<summary>`), the status-code, media-type and
 * schema/example tabs (`role="tab"`), buttons. Until the reader uses one, the island keeps its
 * server-rendered markup and none of its code runs; pointing at it or focusing in it loads the
 * code. The first click on a control, or a key a tab answers to, goes to the island instead:
 * it renders for real, in the same structure as the static markup, and the interaction is
 * replayed on the same control of the new markup (the focus moved there first), so the reader
 * sees the control answer as if it had been live all along. (The theme's tabs would show scroll
 * arrows, which need their code, when a tab list overflows; the reference's tab lists wrap
 * instead, theme/ApiReferenceRoot/styles.module.css.)
 */
import type {RefObject} from 'react';
import type {GoLive} from './hydrationIsland';
import {elementAt, pathOf, type ElementPath} from './elementPath';

/** What the reader can operate in the theme's markup; a link works without the island's code. */
const controlSelector =
  'summary, [role="tab"], button, [role="button"], input, select, textarea, label';
/** Controls whose Enter or Space key the browser turns into a click (replayed as a click). */
const clickedByKeySelector = 'summary, button, input, select, textarea, label';
/** The keys the theme's tabs handle on keydown (ApiTabs, MimeTabs, SchemaTabs…). */
const tabKeys = new Set(['Enter', 'ArrowLeft', 'ArrowRight']);

/** The control `target` belongs to, if it is inside `island`. */
function controlOf(target: EventTarget | null, island: HTMLElement): HTMLElement | undefined {
  if (!(target instanceof Element)) return undefined;
  const control = target.closest<HTMLElement>(controlSelector);
  return control && island.contains(control) ? control : undefined;
}

/** The path of the element that has the focus, when it is inside `island`. */
function focusedPath(island: HTMLElement): ElementPath | undefined {
  const focused = document.activeElement;
  return focused && focused !== island && island.contains(focused)
    ? pathOf(focused, island)
    : undefined;
}

/** Puts the focus back on the element at `path` of the new markup, without scrolling. */
function restoreFocus(liveRoot: HTMLElement, path: ElementPath | undefined): HTMLElement | null {
  const element = path ? elementAt(liveRoot, path) : null;
  if (element instanceof HTMLElement) element.focus({preventScroll: true});
  return element instanceof HTMLElement ? element : null;
}

export function whenUsed(
  island: RefObject<HTMLDivElement | null>,
  goLive: GoLive,
  preload: () => Promise<unknown>,
): () => void {
  const element = island.current;
  if (!element) return () => undefined;
  let used = false;

  const onIntent = () => void preload();
  const onClick = (event: MouseEvent) => {
    const control = controlOf(event.target, element);
    if (!control || used) return;
    // The static markup has no handler: a <summary> would toggle its <details> natively, with
    // its content still hidden by the collapsible's inline style.
    event.preventDefault();
    event.stopPropagation();
    used = true;
    const path = pathOf(control, element);
    const focus = focusedPath(element);
    goLive((liveRoot) => {
      restoreFocus(liveRoot, focus);
      const replayed = elementAt(liveRoot, path);
      if (replayed instanceof HTMLElement) replayed.click();
    });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const control = controlOf(event.target, element);
    if (!control || used || control.matches(clickedByKeySelector)) return;
    if (control.getAttribute('role') !== 'tab' || !tabKeys.has(event.key)) return;
    event.preventDefault();
    event.stopPropagation();
    used = true;
    const path = pathOf(control, element);
    const {key, code, shiftKey, altKey, ctrlKey, metaKey} = event;
    goLive((liveRoot) => {
      const replayed = restoreFocus(liveRoot, path);
      replayed?.dispatchEvent(
        new KeyboardEvent('keydown', {
          key,
          code,
          shiftKey,
          altKey,
          ctrlKey,
          metaKey,
          bubbles: true,
          cancelable: true,
        }),
      );
    });
  };

  element.addEventListener('pointerover', onIntent, {once: true});
  element.addEventListener('focusin', onIntent, {once: true});
  element.addEventListener('click', onClick, true);
  element.addEventListener('keydown', onKeyDown, true);
  return () => {
    element.removeEventListener('pointerover', onIntent);
    element.removeEventListener('focusin', onIntent);
    element.removeEventListener('click', onClick, true);
    element.removeEventListener('keydown', onKeyDown, true);
  };
}
