/**
 * Wrapper of the theme's doc breadcrumbs: the llms-txt page controls ("Copy page", "View as
 * Markdown") on the same row, at its end. The controls render on their own when a doc has no
 * breadcrumbs. It wraps `@theme-init`, so a site's own DocBreadcrumbs wrapper still applies on top.
 */
import React from 'react';
import DocBreadcrumbs from '@theme-init/DocBreadcrumbs';
import type DocBreadcrumbsType from '@theme/DocBreadcrumbs';
import type {WrapperProps} from '@docusaurus/types';

import PageActions from '@theme/PageActions';
import styles from './styles.module.css';

type Props = WrapperProps<typeof DocBreadcrumbsType>;

export default function DocBreadcrumbsWrapper(props: Props): React.JSX.Element {
  return (
    <div className={styles.row}>
      <DocBreadcrumbs {...props} />
      <PageActions />
    </div>
  );
}
