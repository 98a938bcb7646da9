import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Swaps Docusaurus's chunk prefetcher for client/prefetch.js, which never requests a chunk the
 * page has already loaded (see README.md).
 */
export default function prefetchOncePlugin(): Plugin {
  return {
    name: 'prefetch-once',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]prefetch\.js$/,
            path.join(__dirname, 'client/prefetch.js'),
          ),
        ],
      };
    },
  };
}
