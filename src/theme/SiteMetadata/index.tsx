/**
 * Wraps theme-classic's `SiteMetadata`: renders it, then overrides its canonical URL and
 * `og:url` with the page's one canonical form (see ./canonical.ts). react-helmet keeps a single
 * `rel="canonical"` link, the last one rendered, so this one replaces the theme's.
 */
import React, {type ReactNode} from 'react';
import SiteMetadata from '@theme-original/SiteMetadata';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {canonicalPathname} from './canonical';

export default function SiteMetadataWrapper(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {pathname} = useLocation();
  const canonicalUrl = siteConfig.url + canonicalPathname(pathname);
  return (
    <>
      <SiteMetadata />
      <Head>
        <meta property="og:url" content={canonicalUrl} />
        <link rel="canonical" href={canonicalUrl} />
      </Head>
    </>
  );
}
