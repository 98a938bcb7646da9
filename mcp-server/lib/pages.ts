/**
 * From what an assistant passes (a page URL, a path, a `.md` URL, with or without an #anchor) to
 * the page's route and to the Markdown twin files that may serve it (plugins/llms-txt writes
 * `/<route>.md`, and `<route>index.md` for a route that ends with `/`).
 */
import {markdownRoute} from '../../plugins/llms-txt/lib/paths';
import {DocsInputError} from './paths';

export interface PageReference {
  /** The route, starting with `/` ("/dev-docs/intro"). */
  route: string;
  /** The anchor after `#`, decoded, or null. */
  anchor: string | null;
}

/** Hosts a local copy of the site is served from (`npm run serve`), accepted as the site. */
const localHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

const example = 'pass a page path such as /dev-docs/intro or a URL of the site';

function decodeSegment(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    throw new DocsInputError(`"${text}" is not a valid URL path (bad % escape): ${example}`);
  }
}

/** The route and anchor of `input`; a URL must be on `siteOrigin` (or a local server). */
export function parsePageReference(input: string, siteOrigin: string): PageReference {
  const trimmed = input.trim();
  if (trimmed === '') throw new DocsInputError(`the page is empty: ${example}`);
  let pathPart = trimmed;
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) {
    let url: URL;
    try {
      url = new URL(trimmed);
    } catch {
      throw new DocsInputError(`"${trimmed}" is not a valid URL: ${example}`);
    }
    const local =
      (url.protocol === 'http:' || url.protocol === 'https:') && localHosts.has(url.hostname);
    if (url.origin !== siteOrigin && !local)
      throw new DocsInputError(
        `"${url.origin}" is outside this site (${siteOrigin}): pass a URL of ${siteOrigin} or a path such as /dev-docs/intro`,
      );
    pathPart = `${url.pathname}${url.hash}`;
  }
  const hashAt = pathPart.indexOf('#');
  const anchor = hashAt === -1 ? null : decodeSegment(pathPart.slice(hashAt + 1)) || null;
  let route = (hashAt === -1 ? pathPart : pathPart.slice(0, hashAt)).replace(/\?.*$/, '');
  route = decodeSegment(route);
  if (!route.startsWith('/')) route = `/${route}`;
  route = route.replace(/\/{2,}/g, '/');
  if (route.endsWith('/index.md')) route = route.slice(0, -'index.md'.length);
  else if (route.endsWith('.md')) route = route.slice(0, -'.md'.length);
  else if (route.endsWith('/index.html')) route = route.slice(0, -'index.html'.length);
  else if (route.endsWith('.html')) route = route.slice(0, -'.html'.length);
  return {route, anchor};
}

/**
 * The build files (POSIX, relative to the build folder) that may hold the Markdown of `route`, in
 * the order to try: the route as given, then with or without its trailing slash.
 */
export function markdownCandidates(route: string): string[] {
  const other = route.endsWith('/') && route !== '/' ? route.slice(0, -1) : `${route}/`;
  return [...new Set([markdownRoute(route), markdownRoute(other)])].map((file) =>
    file.replace(/^\/+/, ''),
  );
}

/** The route a Markdown twin file serves (inverse of `markdownCandidates`' first entry). */
export function routeOfMarkdownFile(file: string): string {
  const posix = `/${file.replace(/^\/+/, '')}`;
  return posix.endsWith('/index.md')
    ? posix.slice(0, -'index.md'.length)
    : posix.slice(0, -'.md'.length);
}
