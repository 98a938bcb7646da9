/**
 * Two-column comparison, e.g. "In Strapi v4" / "In Strapi 5". The columns stack where the
 * container is too narrow for their code (styles.module.css).
 *
 * <SideBySideContainer>  children: exactly the columns.
 *   <SideBySideColumn>   children: Markdown content of one side.
 */
import React, {type ReactNode} from 'react';

import styles from './styles.module.css';

export function SideBySideContainer({children}: {children: ReactNode}): React.JSX.Element {
  return (
    <div className={styles.wrapper}>
      <div className={styles.container}>{children}</div>
    </div>
  );
}

export function SideBySideColumn({children}: {children: ReactNode}): React.JSX.Element {
  return <div className={styles.column}>{children}</div>;
}
