/**
 * Replacement of @docusaurus/core/lib/client/docusaurus.js (Docusaurus 3.10), swapped in by
 * ../index.ts: the `prefetch` and `preload` that links call. Same behaviour as the original, with
 * two differences:
 * - a route's chunk names come from an index built on the first prefetch (./chunkNames.js)
 *   instead of a scan of every route's entry per matched route;
 * - chunks are prefetched through ./prefetch.js, which skips files the page already requested;
 * - a chunk name's file comes from a map fetched on the first prefetch (../bundler.ts), not from
 *   a map in the runtime that every page loads first.
 */
import preloadHelper from '@docusaurus/core/lib/client/preload.js';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import {matchRoutes} from 'react-router-config';
import {indexChunkNames} from './chunkNames.js';
import prefetchHelper from './prefetch.js';

/** @type {Set<string>} */
const fetched = new Set();
/** @type {Set<string>} */
const loaded = new Set();
/** @type {Map<string, string[]> | undefined} */
let chunkNamesByPath;

// On a slow or data-saving connection nothing is fetched ahead, as in the original.
const isSlowConnection = () =>
  navigator.connection?.effectiveType.includes('2g') || navigator.connection?.saveData;

/** @param {string} routePath */
const canPrefetch = (routePath) =>
  !isSlowConnection() && !loaded.has(routePath) && !fetched.has(routePath);

/** @param {string} routePath */
const canPreload = (routePath) => !isSlowConnection() && !loaded.has(routePath);

/** @type {Promise<Record<string, string>> | undefined} */
let chunkIdsByName;

/**
 * Chunk name → chunk id, from the file the runtime names (`__webpack_require__.cnf`, written by
 * ../bundler.ts), fetched once, on the first prefetch. Docusaurus keeps this map in the runtime
 * every page loads first; only the prefetcher reads it.
 * @returns {Promise<Record<string, string>>}
 */
const loadChunkIds = () =>
  (chunkIdsByName ??= fetch(__webpack_require__.cnf).then((response) => {
    if (!response.ok) throw new Error(`${response.status} ${response.url}`);
    return response.json();
  }));

/**
 * The URLs of the chunks named: a chunk the bundler merged into another has no id of its own, and
 * needs no request of its own.
 * @param {string[]} chunkNames
 */
const chunkUrls = async (chunkNames) => {
  const ids = await loadChunkIds();
  return chunkNames.flatMap((chunkName) => {
    const id = ids[chunkName];
    return id === undefined ? [] : [__webpack_require__.p + __webpack_require__.u(id)];
  });
};

/** @param {string} routePath */
const prefetch = (routePath) => {
  if (!canPrefetch(routePath)) return false;
  fetched.add(routePath);
  chunkNamesByPath ??= indexChunkNames(routesChunkNames);
  const chunkNames = matchRoutes(routes, routePath).flatMap(
    (match) => chunkNamesByPath?.get(match.route.path ?? '') ?? [],
  );
  return chunkUrls(chunkNames)
    .then((urls) => Promise.all(urls.map((url) => prefetchHelper(url))))
    .catch((error) => {
      // Prefetching is an optimisation: the route still loads when it is followed.
      fetched.delete(routePath);
      console.warn('[prefetch-once] could not prefetch', routePath, error);
    });
};

/** @param {string} routePath */
const preload = (routePath) => {
  if (!canPreload(routePath)) return false;
  loaded.add(routePath);
  return preloadHelper(routePath);
};

// Mounted on `window.docusaurus` by Docusaurus, hence frozen like the original.
export default Object.freeze({prefetch, preload});
