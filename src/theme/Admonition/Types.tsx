/**
 * Admonition types: the Docusaurus defaults plus ours (`callout`, `prerequisites`, `strapi`),
 * with the titles and icons of config/admonitions.ts, where every keyword is declared once.
 */
import React, {type ReactNode} from 'react';
import DefaultAdmonitionTypes from '@theme-original/Admonition/Types';
import AdmonitionLayout from '@theme/Admonition/Layout';
import clsx from 'clsx';

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

function makeAdmonition(type: CustomAdmonitionKeyword) {
  const {title: defaultTitle, icon} = admonitions[type];
  function CustomAdmonition({
    children,
    title,
    className,
  }: CustomAdmonitionProps): React.JSX.Element {
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
  ...Object.fromEntries(customAdmonitionKeywords.map((type) => [type, makeAdmonition(type)])),
};
