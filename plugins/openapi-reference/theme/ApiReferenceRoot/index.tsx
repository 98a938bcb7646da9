/**
 * Root of the API reference's docs instance (its `docRootComponent`): the classic DocRoot, with
 * a class on <html> that scopes the reference's look (300 px sidebar, Strapi purple primary in
 * both colour modes) to /openapi/ pages. It also brings the OpenAPI theme's stylesheet, which is
 * kept out of the site-wide CSS (plugins/openapi-reference/theme.ts), so only API pages load it.
 */
import React, {type ComponentProps} from 'react';
import clsx from 'clsx';
import {HtmlClassNameProvider} from '@docusaurus/theme-common';
import DocRoot from '@theme/DocRoot';
import 'docusaurus-theme-openapi-docs/lib/theme/styles.scss';
import styles from './styles.module.css';

export default function ApiReferenceRoot(props: ComponentProps<typeof DocRoot>): React.JSX.Element {
  return (
    <HtmlClassNameProvider className={clsx(styles.apiReference, 'brand-primary-both-modes')}>
      <DocRoot {...props} />
    </HtmlClassNameProvider>
  );
}
