/**
 * The text of robots.txt, from the site's public URL: crawlers of a production deployment are
 * pointed at its own sitemap; a preview deployment asks every crawler to stay away.
 */
export interface RobotsOptions {
  /** Public origin of the deployment (`siteConfig.url`), without a trailing slash. */
  siteUrl: string;
  /** Base URL of the site (`siteConfig.baseUrl`), with its slashes. */
  baseUrl: string;
  /** A preview (or staging) deployment: disallow everything, list no sitemap. */
  preview: boolean;
  /** Sitemap file name, relative to the base URL. */
  sitemapFile?: string;
}

export function robotsTxt({
  siteUrl,
  baseUrl,
  preview,
  sitemapFile = 'sitemap.xml',
}: RobotsOptions): string {
  if (preview) {
    return [
      '# A preview deployment: not for search engines.',
      'User-agent: *',
      'Disallow: /',
      '',
    ].join('\n');
  }
  const origin = siteUrl.replace(/\/+$/, '');
  return ['User-agent: *', 'Allow: /', `Sitemap: ${origin}${baseUrl}${sitemapFile}`, ''].join('\n');
}
