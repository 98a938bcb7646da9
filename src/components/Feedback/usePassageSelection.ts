/**
 * The reader's current selection inside the article, if any: its text, the section it sits in and
 * where to show the "Report a problem with this passage" button (viewport coordinates, under the
 * selection's end, followed on scroll). Follows mouse, touch and keyboard selection; cleared with
 * the selection.
 */
import {useEffect, useState} from 'react';

import {cleanPassage, sectionBefore} from './feedback';

export interface SelectedPassage {
  text: string;
  section: string | null;
  top: number;
  left: number;
}

/** The Markdown body of a doc page (theme-classic's class). */
const articleSelector = '.theme-doc-markdown';
/** Shortest selection that offers a report: a stray click-drag selects a letter or two. */
const minimumLength = 3;
/** Room kept between the button and the right edge of the viewport. */
const buttonRoom = 300;

function selectedPassage(): SelectedPassage | null {
  const selection = window.getSelection();
  if (!selection || selection.isCollapsed || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  const article = document.querySelector(articleSelector);
  if (!article?.contains(range.commonAncestorContainer)) return null;
  const text = cleanPassage(selection.toString());
  if (!text || text.length < minimumLength) return null;
  const rects = range.getClientRects();
  const last = rects[rects.length - 1] ?? range.getBoundingClientRect();
  const headings = Array.from(article.querySelectorAll('h2[id], h3[id]'));
  return {
    text,
    section: sectionBefore(headings, range.startContainer),
    top: last.bottom + 8,
    left: Math.max(8, Math.min(last.left, window.innerWidth - buttonRoom)),
  };
}

export function usePassageSelection(): SelectedPassage | null {
  const [passage, setPassage] = useState<SelectedPassage | null>(null);
  useEffect(() => {
    // Read once the selection has settled: after the mouse is released or a key lifted.
    const update = () => setPassage(selectedPassage());
    const clearWhenEmpty = () => {
      if (window.getSelection()?.isCollapsed) setPassage(null);
    };
    document.addEventListener('mouseup', update);
    document.addEventListener('keyup', update);
    document.addEventListener('touchend', update);
    document.addEventListener('selectionchange', clearWhenEmpty);
    window.addEventListener('scroll', update, {passive: true});
    return () => {
      window.removeEventListener('scroll', update);
      document.removeEventListener('mouseup', update);
      document.removeEventListener('keyup', update);
      document.removeEventListener('touchend', update);
      document.removeEventListener('selectionchange', clearWhenEmpty);
    };
  }, []);
  return passage;
}
