/**
 * Replaces the docs plugin's per-instance tag pages (`/cloud/tags`, `/cloud/tags/<slug>`):
 * set as the `docTagsListComponent` and `docTagDocListComponent` of every docs instance, it
 * sends readers to the site-wide `/tags` or `/tags/<slug>`. The static HTML carries a meta
 * refresh, a canonical link and `noindex`, so it works without JavaScript and is never indexed;
 * in the browser the router replaces the location at once.
 *
 * Referenced by absolute path from config/docs.ts (also used by the guard fixture site), so it
 * imports nothing through `@site`.
 */
import React from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {Redirect} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';

import {siteTagRoute, siteTagsRoute, tagSlugFromPermalink} from '../../lib/permalinks';

interface Props {
  /** Present on a tag's page (docTagDocListComponent), absent on the tags list. */
  readonly tag?: {readonly permalink: string; readonly allTagsPath: string; readonly label: string};
}

export default function TagRedirect({tag}: Props): React.JSX.Element {
  const slug = tag ? tagSlugFromPermalink(tag.permalink, tag.allTagsPath) : null;
  const target = useBaseUrl(slug ? siteTagRoute(slug) : siteTagsRoute);
  const absoluteTarget = useBaseUrl(slug ? siteTagRoute(slug) : siteTagsRoute, {absolute: true});
  return (
    <>
      <Head>
        <meta httpEquiv="refresh" content={`0; url=${target}`} />
        <meta name="robots" content="noindex" />
        <link rel="canonical" href={absoluteTarget} />
      </Head>
      <Redirect to={target} />
      <p>
        This page moved to <Link to={target}>{tag ? `the “${tag.label}” tag page` : 'the tags index'}</Link>.
      </p>
    </>
  );
}
