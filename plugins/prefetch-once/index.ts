import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Swaps Docusaurus's route prefetcher (`@docusaurus/core/lib/client/docusaurus.js`) for
 * client/docusaurus.js, which looks a route's chunks up in an index and never requests a chunk
 * the page has already loaded (see README.md).
 */
export default function prefetchOncePlugin(): Plugin {
  return {
    name: 'prefetch-once',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]docusaurus\.js$/,
            path.join(__dirname, 'client/docusaurus.js'),
          ),
        ],
      };
    },
  };
}
