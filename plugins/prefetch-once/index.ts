import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

import {ChunkNameFilePlugin, withoutChunkAssetPlugin} from './bundler';

/**
 * Swaps Docusaurus's route prefetcher (`@docusaurus/core/lib/client/docusaurus.js`) for
 * client/docusaurus.js, which looks a route's chunks up in an index and never requests a chunk
 * the page has already loaded, and moves the chunk name map Docusaurus writes into the runtime
 * to a file the prefetcher fetches on first use (bundler.ts; see README.md).
 */
export default function prefetchOncePlugin(): Plugin {
  return {
    name: 'prefetch-once',
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer) return {};
      // Docusaurus's ChunkAssetPlugin is replaced, not configured: it has no option. The config
      // object is the one the bundler gets, so this is where it can be left out.
      config.plugins = withoutChunkAssetPlugin(config.plugins ?? []);
      return {
        plugins: [
          new ChunkNameFilePlugin(),
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]docusaurus\.js$/,
            path.join(__dirname, 'client/docusaurus.js'),
          ),
        ],
      };
    },
  };
}
