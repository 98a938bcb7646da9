/**
 * Where a page's Markdown is served. Browser-safe: the page controls use it too.
 */

/** `/dev-docs/intro` → `/dev-docs/intro.md`; a route ending in `/` → `<route>index.md`. */
export function markdownRoute(permalink: string): string {
  return permalink.endsWith('/') ? `${permalink}index.md` : `${permalink}.md`;
}

/** The file of the build directory that serves a route's Markdown (POSIX path, no leading slash). */
export function markdownFile(permalink: string, baseUrl: string): string {
  const route = markdownRoute(permalink);
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const withinSite = route.startsWith(base) ? route.slice(base.length) : route.replace(/^\/+/, '');
  return withinSite;
}
