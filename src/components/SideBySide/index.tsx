/**
 * Two-column comparison, e.g. "In Strapi v4" / "In Strapi 5". Columns stack below 996 px.
 *
 * <SideBySideContainer>  children: exactly the columns.
 *   <SideBySideColumn>   children: Markdown content of one side.
 */
import React, {type ReactNode} from 'react';

import styles from './styles.module.css';

export function SideBySideContainer({children}: {children: ReactNode}): React.JSX.Element {
  return <div className={styles.container}>{children}</div>;
}

export function SideBySideColumn({children}: {children: ReactNode}): React.JSX.Element {
  return <div className={styles.column}>{children}</div>;
}
