import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

import {clientPatches, moduleTest} from './lib/patches.cjs';

/**
 * Applies lib/patches.cjs to the Docusaurus modules of the browser bundle (see README.md).
 */
export default function clientPatchesPlugin(): Plugin {
  return {
    name: 'client-patches',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: clientPatches.map((patch) => ({
            test: moduleTest(patch),
            // Before the bundler's own JavaScript loader, on the module's published source.
            enforce: 'pre' as const,
            use: [{loader: path.join(__dirname, 'loader.cjs')}],
          })),
        },
      };
    },
  };
}
