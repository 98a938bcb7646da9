/**
 * What tags-index changes in the docs plugin's routes (see docs-plugin.ts). The site-wide tag
 * permalinks it gives the docs are in plugins/lib/tagPermalinks.ts, shared with status-page.
 */
import type {RouteConfig} from '@docusaurus/types';

/** `route` without the routes (at any depth) that `drop` selects; null when `route` itself is dropped. */
export function withoutRoutes(
  route: RouteConfig,
  drop: (route: RouteConfig) => boolean,
): RouteConfig | null {
  if (drop(route)) return null;
  if (!route.routes) return route;
  return {
    ...route,
    routes: route.routes
      .map((child) => withoutRoutes(child, drop))
      .filter((child): child is RouteConfig => child !== null),
  };
}

/**
 * `route` with the docs of its `version` prop (the docs version's root route) listed without their
 * descriptions, at any depth. Every doc page downloads that prop, and only doc cards (`DocCardList`, which the
 * content lint keeps out of the pages) read a description from it: for the Developer Docs the
 * descriptions are half of it (about 11 of 22 KB gzip). Everything else is kept as it is.
 */
export function withoutVersionDocDescriptions(route: RouteConfig): RouteConfig {
  const routes = route.routes?.map(withoutVersionDocDescriptions);
  const version = route.props?.version;
  if (!isVersionProp(version)) return routes ? {...route, routes} : route;
  const docs = Object.fromEntries(
    Object.entries(version.docs).map(([id, {description: _description, ...doc}]) => [id, doc]),
  );
  return {
    ...route,
    ...(routes ? {routes} : {}),
    props: {...route.props, version: {...version, docs}},
  };
}

function isVersionProp(
  value: unknown,
): value is {docs: Record<string, {description?: string; [key: string]: unknown}>} {
  if (typeof value !== 'object' || value === null || !('docs' in value)) return false;
  const {docs} = value;
  return typeof docs === 'object' && docs !== null;
}
