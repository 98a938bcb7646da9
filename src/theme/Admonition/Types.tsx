/**
 * Admonition types: the Docusaurus defaults plus `callout`, `prerequisites` and `strapi`.
 * The keywords themselves are declared once, in config/site.ts.
 */
import React, {type ReactNode} from 'react';
import DefaultAdmonitionTypes from '@theme-original/Admonition/Types';
import AdmonitionLayout from '@theme/Admonition/Layout';
import clsx from 'clsx';

import styles from './styles.module.css';

interface CustomAdmonitionProps {
  children: ReactNode;
  title?: ReactNode;
  className?: string;
}

function makeAdmonition(type: 'callout' | 'prerequisites' | 'strapi', defaultTitle: string, icon: string) {
  function CustomAdmonition({children, title, className}: CustomAdmonitionProps): React.JSX.Element {
    return (
      <AdmonitionLayout
        type={type}
        title={title ?? defaultTitle}
        icon={<span aria-hidden="true">{icon}</span>}
        className={clsx('alert', styles.custom, styles[type], className)}>
        {children}
      </AdmonitionLayout>
    );
  }
  CustomAdmonition.displayName = `Admonition(${type})`;
  return CustomAdmonition;
}

export default {
  ...DefaultAdmonitionTypes,
  callout: makeAdmonition('callout', 'Good to know', '📣'),
  prerequisites: makeAdmonition('prerequisites', 'Prerequisites', '☑️'),
  strapi: makeAdmonition('strapi', 'Strapi', '🚀'),
};
