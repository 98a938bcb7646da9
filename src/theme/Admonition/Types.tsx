/**
 * Admonition types: the Docusaurus defaults plus ours (`callout`, `prerequisites`, `strapi`),
 * with the titles and icons of config/admonitions.ts, where every keyword is declared once.
 */
import React, {type ReactNode} from 'react';
import DefaultAdmonitionTypes from '@theme-original/Admonition/Types';
import AdmonitionLayout from '@theme/Admonition/Layout';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';

import {
  admonitions,
  customAdmonitionKeywords,
  type CustomAdmonitionKeyword,
} from '@site/config/admonitions';
import styles from './styles.module.css';

interface CustomAdmonitionProps {
  children: ReactNode;
  title?: ReactNode;
  className?: string;
}

/**
 * The default title of each of our admonitions in the reader's language; the English messages
 * are config/admonitions.ts's titles (the Docusaurus defaults translate their own).
 */
function defaultTitle(type: CustomAdmonitionKeyword): string {
  switch (type) {
    case 'callout':
      return translate({id: 'theme.admonition.callout', message: 'Good to know'});
    case 'prerequisites':
      return translate({id: 'theme.admonition.prerequisites', message: 'Prerequisites'});
    case 'strapi':
      return translate({id: 'theme.admonition.strapi', message: 'Strapi'});
  }
}

function makeAdmonition(type: CustomAdmonitionKeyword) {
  const {icon} = admonitions[type];
  function CustomAdmonition({
    children,
    title,
    className,
  }: CustomAdmonitionProps): React.JSX.Element {
    return (
      <AdmonitionLayout
        type={type}
        title={title ?? defaultTitle(type)}
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
  ...Object.fromEntries(customAdmonitionKeywords.map((type) => [type, makeAdmonition(type)])),
};
