/**
 * Wraps theme-mermaid's `Mermaid`. Diagrams are drawn at their natural size (`useMaxWidth: false`
 * in the config's mermaid options) so node text stays at mermaid's 16 px instead of shrinking
 * with the column. A diagram wider than the column scrolls inside a ScrollFrame, which shows that
 * there is more to see; "Expand diagram" opens it over the whole window, as a zoomed image is.
 * The original loads lazily, with the first diagram of a page.
 */
import React, {lazy, Suspense, useRef, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';
import ScrollFrame from '@site/src/components/ScrollFrame';
import styles from './styles.module.css';

type Props = WrapperProps<typeof MermaidType>;

// Loaded with the first diagram: the global MDX map puts this wrapper in every doc page's bundle.
// Mermaid draws in the browser only (the server renders an empty frame), so nothing shifts or
// mismatches while the chunk loads.
const Mermaid = lazy(() => import('@theme-original/Mermaid'));

const expandLabel = () =>
  translate({
    id: 'diagram.expand',
    message: 'Expand diagram',
    description: 'Button that shows a diagram over the whole window',
  });
const closeLabel = () =>
  translate({
    id: 'diagram.close',
    message: 'Close',
    description: 'Button that closes an expanded diagram',
  });

export default function MermaidWrapper(props: Props): ReactNode {
  const label = translate({id: 'diagram.label', message: 'Diagram'});
  const drawing = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const view = useRef<HTMLDivElement>(null);

  // The dialog shows a copy of the drawn SVG: mermaid draws once, and the page keeps its own.
  const expand = () => {
    const svg = drawing.current?.querySelector('svg');
    if (!svg || !dialog.current || !view.current) return;
    view.current.replaceChildren(svg.cloneNode(true));
    dialog.current.showModal();
  };

  return (
    <figure className={styles.figure} data-diagram-frame="">
      <ScrollFrame label={label}>
        <div ref={drawing}>
          <Suspense fallback={null}>
            <Mermaid {...props} />
          </Suspense>
        </div>
      </ScrollFrame>
      <button type="button" className={styles.expand} onClick={expand}>
        {expandLabel()}
      </button>
      <dialog
        ref={dialog}
        className={styles.dialog}
        aria-label={label}
        // A click on the backdrop (the dialog itself, outside its content) closes it.
        onClick={(event) => {
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}>
        <form method="dialog" className={styles.dialogBar}>
          <button type="submit" className="button button--secondary button--sm">
            {closeLabel()}
          </button>
        </form>
        <div ref={view} className={styles.dialogView} tabIndex={0} />
      </dialog>
    </figure>
  );
}
