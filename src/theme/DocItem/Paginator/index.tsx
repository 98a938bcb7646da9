/**
 * Replaces theme-classic's `DocItem/Paginator` (a ten-line component that passes the doc's
 * `previous` and `next` to `@theme/DocPaginator`): when the docs plugin's "Next" is the current
 * page (a category linked to a doc that is also its first item), the next distinct page of the
 * sidebar is shown instead. Everything else is the original's behaviour.
 */
import React, {type ReactNode} from 'react';
import {useDoc, useDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import DocPaginator from '@theme/DocPaginator';
import {nextDistinctPage} from './nextLink';

export default function DocItemPaginator(): ReactNode {
  const {metadata} = useDoc();
  const sidebar = useDocsSidebar();
  const next =
    metadata.next?.permalink === metadata.permalink
      ? nextDistinctPage(sidebar?.items ?? [], metadata.permalink)
      : metadata.next;
  return <DocPaginator className="docusaurus-mt-lg" previous={metadata.previous} next={next} />;
}
