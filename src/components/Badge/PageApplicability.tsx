/**
 * The badges under a page's title, from its `applicability` front matter. Inserted by
 * src/remark/pageApplicability.ts on the pages that have one, never written in a page by hand.
 */
import React from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {translate} from '@docusaurus/Translate';

import type {Applicability} from '@site/plugins/lib/applicability';
import {ApplicabilityBadges} from './index';
import styles from './styles.module.css';

export default function PageApplicability(): React.JSX.Element | null {
  const {applicability} = useDoc().frontMatter as {applicability?: Applicability};
  if (!applicability) return null;
  return (
    // Status, not content: the site search leaves it out (plugins/search-index).
    <div
      className={styles.pageRow}
      role="note"
      aria-label={translate({id: 'badge.page.label', message: 'Applies to'})}
      data-search-ignore="">
      <ApplicabilityBadges applicability={applicability} asList />
    </div>
  );
}
