/**
 * Wrapper of the theme's MDX content: on a Markdown page of `src/pages` that has a `.md` twin
 * (/release-notes), the AI toolbar (`@theme/PageActions`) above the content, at the end of its
 * line, as doc pages have it on their breadcrumbs row. Docs render theirs with the breadcrumbs, so
 * this adds nothing to them (their routes are not in the plugin's `pages`).
 */
import React from 'react';
import MDXContent from '@theme-init/MDXContent';
import type MDXContentType from '@theme/MDXContent';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import {usePluginData} from '@docusaurus/useGlobalData';

import PageActions from '@theme/PageActions';
import type {LlmsTxtGlobalData} from '../../types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof MDXContentType>;

export default function MDXContentWrapper(props: Props): React.JSX.Element {
  const {pathname} = useLocation();
  const data = usePluginData('llms-txt') as LlmsTxtGlobalData | undefined;
  const route = pathname.replace(/(.)\/+$/, '$1');
  const hasTwin = data?.pages.includes(route) ?? false;
  return (
    <>
      {hasTwin && (
        <div className={styles.row}>
          <PageActions permalink={route} />
        </div>
      )}
      <MDXContent {...props} />
    </>
  );
}
