/**
 * A request and its response, side by side where the column is wide enough for both (1100 px),
 * stacked otherwise.
 *
 * <ApiCall noSideBySide? knownIssue?>   noSideBySide: always stack the two boxes vertically.
 *                          knownIssue: the example shows a known Strapi 5.0.0 bug (the reason);
 *                          read by the examples' verification (`npm run test:examples`), not rendered.
 *   <Request title?>        title: box heading, default "Example request".
 *   <Response title? excerpt?>  title: box heading, default "Example response"; excerpt: the
 *                          response leaves keys or trailing items out (for the verification).
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';

import styles from './styles.module.css';

export function ApiCall({
  children,
  noSideBySide = false,
}: {
  children: ReactNode;
  noSideBySide?: boolean;
  knownIssue?: string;
}): React.JSX.Element {
  return (
    <div className={clsx(styles.apiCall, noSideBySide && styles.stacked)}>
      <div className={styles.grid}>{children}</div>
    </div>
  );
}

function ApiBox({
  kind,
  title,
  children,
}: {
  kind: 'request' | 'response';
  title: string;
  children: ReactNode;
}): React.JSX.Element {
  return (
    <section className={clsx(styles.box, styles[kind])} aria-label={title}>
      <p className={styles.title}>{title}</p>
      <div className={styles.body}>{children}</div>
    </section>
  );
}

export function Request({
  title = translate({id: 'apiCall.request', message: 'Example request'}),
  children,
}: {
  title?: string;
  children: ReactNode;
}): React.JSX.Element {
  return (
    <ApiBox kind="request" title={title}>
      {children}
    </ApiBox>
  );
}

export function Response({
  title = translate({id: 'apiCall.response', message: 'Example response'}),
  children,
}: {
  title?: string;
  excerpt?: boolean;
  children: ReactNode;
}): React.JSX.Element {
  return (
    <ApiBox kind="response" title={title}>
      {children}
    </ApiBox>
  );
}
