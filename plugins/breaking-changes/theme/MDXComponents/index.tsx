/**
 * Wrapper of the MDX components map: adds `<BreakingChangeFacts />` and `<BreakingChangesIndex />`
 * (lazy: only the index page needs it), so pages use them without imports and removing the plugin
 * removes them. It wraps `@theme-init`, so the site's own MDXComponents wrapper applies on top.
 */
import React, {lazy, Suspense} from 'react';
import MDXComponents from '@theme-init/MDXComponents';
import Translate from '@docusaurus/Translate';
import BreakingChangeFacts from '@theme/BreakingChangeFacts';

const LazyBreakingChangesIndex = lazy(() => import('@theme/BreakingChangesIndex'));

function BreakingChangesIndex(): React.JSX.Element {
  return (
    <Suspense
      fallback={
        <p>
          <Translate id="breakingChanges.loading">Loading the list of breaking changes…</Translate>
        </p>
      }>
      <LazyBreakingChangesIndex />
    </Suspense>
  );
}

export default {...MDXComponents, BreakingChangeFacts, BreakingChangesIndex};
