/**
 * Which policy a route is served with, decided the same way by the build (for `_headers`) and by
 * the browser (for client-side navigation): the live-code pages may evaluate code, the API
 * reference's routes may call any server, every other page has the site-wide policy. Pure and
 * free of Node modules: the client module imports it.
 */

export interface PolicyRoutes {
  /** Routes of the pages with a live code block. */
  liveCodePages: readonly string[];
  /** Route prefixes whose pages may call any http(s) server. */
  openConnectPrefixes: readonly string[];
}

export type PolicyName = 'site' | 'live-code' | 'open-connect';

/** `/a/b/`, `/a/b/index.html` and `/a/b` are one route: `/a/b`. */
export function normalizeRoute(pathname: string): string {
  return pathname.replace(/\/index\.html$/, '/').replace(/\/+$/, '') || '/';
}

export function policyOfRoute(pathname: string, routes: PolicyRoutes): PolicyName {
  const route = normalizeRoute(pathname);
  if (routes.liveCodePages.some((page) => normalizeRoute(page) === route)) return 'live-code';
  const withSlash = route === '/' ? '/' : `${route}/`;
  if (routes.openConnectPrefixes.some((prefix) => withSlash.startsWith(prefix)))
    return 'open-connect';
  return 'site';
}

/**
 * Whether an MDX or Markdown source writes a live code block: a fence whose meta has the word
 * `live` (```` ```jsx live ````), or a `<CodeBlock … live>` element.
 */
export function sourceHasLiveCodeBlock(source: string): boolean {
  return (
    /^[ \t]*(?:`{3,}|~{3,})[^\n]*?[ \t]live\b/m.test(source) ||
    /<CodeBlock\b[^>]*\slive\b/.test(source)
  );
}
