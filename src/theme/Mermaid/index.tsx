/**
 * Wraps theme-mermaid's `Mermaid` in a frame that scrolls sideways. Diagrams are drawn at their
 * natural size (`useMaxWidth: false` in the config's mermaid options) so node text stays at
 * mermaid's 16 px instead of shrinking with the column; a diagram wider than the column scrolls
 * inside this frame, which is focusable so keyboard readers can scroll it too. The original
 * loads lazily, with the first diagram of a page.
 */
import React, {lazy, Suspense, type ReactNode} from 'react';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof MermaidType>;

// Loaded with the first diagram: the global MDX map puts this wrapper in every doc page's bundle.
// Mermaid draws in the browser only (the server renders an empty frame), so nothing shifts or
// mismatches while the chunk loads.
const Mermaid = lazy(() => import('@theme-original/Mermaid'));

export default function MermaidWrapper(props: Props): ReactNode {
  return (
    // Focusable: a region that scrolls must be reachable by keyboard.
    <div className={styles.frame} tabIndex={0} role="group" aria-label="Diagram">
      <Suspense fallback={null}>
        <Mermaid {...props} />
      </Suspense>
    </div>
  );
}
