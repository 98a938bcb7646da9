/**
 * Root of the API reference's docs instance (its `docRootComponent`): the classic DocRoot, with
 * a class on <html> that scopes the reference's look (300 px sidebar, Strapi purple primary in
 * both colour modes) to /openapi/ pages. The styles ship with the reference's own chunk.
 */
import React, {type ComponentProps} from 'react';
import clsx from 'clsx';
import {HtmlClassNameProvider} from '@docusaurus/theme-common';
import DocRoot from '@theme/DocRoot';
import styles from './styles.module.css';

export default function ApiReferenceRoot(props: ComponentProps<typeof DocRoot>): React.JSX.Element {
  return (
    <HtmlClassNameProvider className={clsx(styles.apiReference)}>
      <DocRoot {...props} />
    </HtmlClassNameProvider>
  );
}
