/**
 * Written from scratch, replacing the OpenAPI theme's ArrayBrackets (the "Array [" and "]" lines
 * around an array's item schema). The original renders them as <li> elements, but Schema places
 * them inside <div>s or next to <div> items, an invalid list for screen readers and axe, and greys
 * them with opacity below a 4.5:1 contrast. Same text and layout, as plain blocks.
 */
import React from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

export function OpeningArrayBracket(): React.JSX.Element {
  return (
    <div className={clsx(styles.bracket, styles.opening)}>
      <Translate id="apiReference.schema.arrayOpening">Array [</Translate>
    </div>
  );
}

export function ClosingArrayBracket(): React.JSX.Element {
  return <div className={styles.bracket}>]</div>;
}
