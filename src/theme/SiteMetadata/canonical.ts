/**
 * One canonical form per page. The site is built with `trailingSlash: undefined`, so the theme's
 * default canonical URL repeats whatever path the browser asked for: `/dev-docs/intro/`,
 * `/dev-docs/intro.html` and `/dev-docs/intro/index.html` each named themselves canonical after
 * hydration. The canonical path has no trailing slash and no `.html` or `/index.html` ending.
 */
export function canonicalPathname(pathname: string): string {
  const clean = pathname
    .replace(/\/index\.html$/, '/')
    .replace(/\.html$/, '')
    .replace(/\/+$/, '');
  return clean === '' ? '/' : clean;
}
