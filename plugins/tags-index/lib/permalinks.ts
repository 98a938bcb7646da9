/**
 * Site-wide tag permalinks. Browser-safe (no Node imports): used at build time by the plugin and
 * the docs plugin wrapper, and by the tag pages.
 */

/** Route of the site-wide tags list, below the site's base URL. */
export const siteTagsRoute = '/tags';

/** `/tags/<slug>` for a slug, below the site's base URL. */
export function siteTagRoute(slug: string): string {
  return `${siteTagsRoute}/${slug}`;
}

/**
 * The slug of a docs instance's tag permalink: the part after that instance's tags path
 * (`/cloud/tags/graph-ql` with tags path `/cloud/tags` → `graph-ql`). Null when the permalink
 * is not below the tags path.
 */
export function tagSlugFromPermalink(permalink: string, instanceTagsPath: string): string | null {
  const base = instanceTagsPath.replace(/\/+$/, '');
  if (!permalink.startsWith(`${base}/`)) return null;
  const slug = permalink.slice(base.length + 1).replace(/\/+$/, '');
  return slug === '' ? null : slug;
}

/**
 * Maps a per-instance tag permalink (`/cloud/tags/graph-ql`) to the site-wide one
 * (`/tags/graph-ql`), given the tags paths of every docs instance. Any other permalink,
 * including one that is already site-wide, is returned unchanged.
 */
export function toSiteTagPermalink(
  permalink: string,
  instanceTagsPaths: readonly string[],
  baseUrl = '/',
): string {
  for (const tagsPath of instanceTagsPaths) {
    const slug = tagSlugFromPermalink(permalink, tagsPath);
    if (slug !== null) return joinBaseUrl(baseUrl, siteTagRoute(slug));
  }
  return permalink;
}

/** `baseUrl` + an absolute route, without doubled slashes. */
export function joinBaseUrl(baseUrl: string, route: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${route}`;
}
