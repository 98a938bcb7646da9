/**
 * Route path → the webpack chunk names of its modules, indexed once.
 *
 * Docusaurus 3.10 finds a route's chunks by scanning every entry of `routesChunkNames` (one per
 * route, keyed `<path>-<hash>`) with a regular expression, for every route a visible link
 * matches: about 2,500 replacements per link on this site of 600-odd routes, on the main thread
 * while the page hydrates. The index turns each lookup into one map read.
 */
import flat from '@docusaurus/core/lib/client/flat.js';

/**
 * @param {Record<string, unknown>} routesChunkNames `@generated/routesChunkNames`
 * @returns {Map<string, string[]>}
 */
export function indexChunkNames(routesChunkNames) {
  /** @type {Map<string, string[]>} */
  const byPath = new Map();
  for (const [routeNameWithHash, routeChunks] of Object.entries(routesChunkNames)) {
    // `/dev-docs/intro-f3a` → `/dev-docs/intro`: the last dash-separated part is the route hash.
    const routePath = routeNameWithHash.replace(/-[^-]+$/, '');
    const names = /** @type {string[]} */ (Object.values(flat(routeChunks)));
    byPath.set(routePath, [...(byPath.get(routePath) ?? []), ...names]);
  }
  return byPath;
}
