/**
 * Global MDX components: the original map plus ours, so pages use them without imports. Plugins
 * add their own (`<BreakingChangeFacts />` comes with plugins/breaking-changes).
 * Heavy, rarely used components are lazy so ordinary pages do not download them.
 */
import React, {lazy, Suspense, type ComponentProps} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import Translate from '@docusaurus/Translate';
import ThemedImage from '@theme/ThemedImage';

import {ApiCall, Request, Response} from '@site/src/components/ApiCall';
import {SideBySideColumn, SideBySideContainer} from '@site/src/components/SideBySide';
import {CustomDocCard, CustomDocCardsWrapper} from '@site/src/components/CustomDocCard';
import {ScrollTable} from '@site/src/components/ScrollFrame';
import VerifiedFacts from '@site/src/components/VerifiedFacts';
import PageApplicability from '@site/src/components/Badge/PageApplicability';
import Screenshot from '@site/src/components/Screenshot';
import {
  BetaBadge,
  CloudPlanBadge,
  EnterpriseBadge,
  FutureBadge,
  NewBadge,
  UpdatedBadge,
} from '@site/src/components/Badge';

const LazyInteractiveQueryBuilder = lazy(
  () => import('@site/src/components/InteractiveQueryBuilder'),
);

function InteractiveQueryBuilder(
  props: ComponentProps<typeof LazyInteractiveQueryBuilder>,
): React.JSX.Element {
  return (
    <Suspense
      fallback={
        <p>
          <Translate id="queryBuilder.loading">Loading the query builder…</Translate>
        </p>
      }>
      <LazyInteractiveQueryBuilder {...props} />
    </Suspense>
  );
}

export default {
  ...MDXComponents,
  // A Markdown table scrolls in its own frame, with a cue, when it is wider than the column.
  table: ScrollTable,
  // Inserted under a checked page's title by src/remark/verifiedFacts.ts, never written by hand.
  VerifiedFacts,
  // Inserted under the title of a page with `applicability` front matter (src/remark/pageApplicability.ts).
  PageApplicability,
  // No `Tabs`/`TabItem` here: the pages that use them import the classic theme's
  // (src/remark/themeComponentImports.ts), so the other pages do not download them.
  ThemedImage,
  // An admin-panel screenshot of the example project: the crop on the page, the screen on zoom.
  Screenshot,
  ApiCall,
  Request,
  Response,
  SideBySideContainer,
  SideBySideColumn,
  CustomDocCard,
  CustomDocCardsWrapper,
  EnterpriseBadge,
  CloudPlanBadge,
  NewBadge,
  UpdatedBadge,
  BetaBadge,
  FutureBadge,
  InteractiveQueryBuilder,
};
