/**
 * Replacement of @docusaurus/core/lib/client/docusaurus.js (Docusaurus 3.10), swapped in by
 * ../index.ts: the `prefetch` and `preload` that links call. Same behaviour as the original, with
 * two differences:
 * - a route's chunk names come from an index built on the first prefetch (./chunkNames.js)
 *   instead of a scan of every route's entry per matched route;
 * - chunks are prefetched through ./prefetch.js, which skips files the page already requested.
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

/** @param {string} routePath */
const prefetch = (routePath) => {
  if (!canPrefetch(routePath)) return false;
  fetched.add(routePath);
  chunkNamesByPath ??= indexChunkNames(routesChunkNames);
  const chunkNames = matchRoutes(routes, routePath).flatMap(
    (match) => chunkNamesByPath?.get(match.route.path ?? '') ?? [],
  );
  return Promise.all(
    chunkNames.map((chunkName) => {
      // `__webpack_require__.gca` (Docusaurus's ChunkAssetPlugin) maps a chunk name to its URL;
      // a chunk webpack merged into another has none, and needs no request of its own.
      const chunkAsset = __webpack_require__.gca(chunkName);
      return chunkAsset && !chunkAsset.includes('undefined')
        ? prefetchHelper(chunkAsset)
        : Promise.resolve();
    }),
  );
};

/** @param {string} routePath */
const preload = (routePath) => {
  if (!canPreload(routePath)) return false;
  loaded.add(routePath);
  return preloadHelper(routePath);
};

// Mounted on `window.docusaurus` by Docusaurus, hence frozen like the original.
export default Object.freeze({prefetch, preload});
