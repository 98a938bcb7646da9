/**
 * A request and its response, side by side on wide screens and stacked on narrow ones.
 *
 * <ApiCall noSideBySide?>   noSideBySide: always stack the two boxes vertically.
 *   <Request title?>        title: box heading, default "Example request".
 *   <Response title?>       title: box heading, default "Example response".
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
}): React.JSX.Element {
  return <div className={clsx(styles.apiCall, noSideBySide && styles.stacked)}>{children}</div>;
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
  children: ReactNode;
}): React.JSX.Element {
  return (
    <ApiBox kind="response" title={title}>
      {children}
    </ApiBox>
  );
}
