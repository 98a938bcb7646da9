/**
 * Wraps theme-mermaid's `Mermaid` in a frame that scrolls sideways. Diagrams are drawn at their
 * natural size (`useMaxWidth: false` in the config's mermaid options) so node text stays at
 * mermaid's 16 px instead of shrinking with the column; a diagram wider than the column scrolls
 * inside this frame, which is focusable so keyboard readers can scroll it too.
 */
import React, {type ReactNode} from 'react';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof MermaidType>;

export default function MermaidWrapper(props: Props): ReactNode {
  return (
    // Focusable: a region that scrolls must be reachable by keyboard.
    <div className={styles.frame} tabIndex={0} role="group" aria-label="Diagram">
      <Mermaid {...props} />
    </div>
  );
}
