/**
 * bundler-cache: the local plugins and config modules become build dependencies of Rspack's
 * persistent cache, so changing one of them rebuilds instead of reusing stale modules.
 *
 * Docusaurus lists its own bundler config and the site config file as the cache's build
 * dependencies, but not the modules the config imports: after a change to a local plugin's
 * `configureWebpack` (a module swap, a loader rule), Rspack kept serving modules resolved and
 * compiled the old way (the swap of @docusaurus/ComponentCreator did not reach main.js until the
 * cache was deleted). Listing the folders costs a cache miss whenever a plugin or config file
 * changes, which is rare next to content changes.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** Folders whose files shape the bundler config: local plugins and the config modules. */
export function cacheBuildDependencies(siteDir: string): string[] {
  // A trailing separator tells the bundler these are folders, tracked with everything inside.
  return ['plugins', 'config'].map((folder) => path.join(siteDir, folder) + path.sep);
}

export default function bundlerCachePlugin(context: LoadContext): Plugin {
  return {
    name: 'bundler-cache',
    configureWebpack(_config, _isServer, {currentBundler}) {
      // Only Rspack's persistent cache (`future.faster`) is configured under `experiments`.
      if (currentBundler.name !== 'rspack' || process.env.DOCUSAURUS_NO_PERSISTENT_CACHE) return {};
      return {
        experiments: {cache: {buildDependencies: cacheBuildDependencies(context.siteDir)}},
      } as ReturnType<NonNullable<Plugin['configureWebpack']>>;
    },
  };
}
