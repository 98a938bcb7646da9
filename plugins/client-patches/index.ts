import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

import {moduleTest, patchedModules} from './lib/patches.cjs';
import {registryModule} from './lib/registry.cjs';
import {routesChunkNamesModule, routesModule} from './lib/routes.cjs';
import {siteConfigModule} from './lib/siteConfig.cjs';

/**
 * Applies lib/patches.cjs to the Docusaurus modules of the browser bundle, leaves the build-only
 * entries out of its site config (lib/siteConfig.cjs) and the module paths out of its chunk
 * registry (lib/registry.cjs), makes one route of each run of alike sibling routes
 * (lib/routes.cjs), and swaps in the lazy route component
 * creator of client/ (see README.md).
 */
export default function clientPatchesPlugin(): Plugin {
  return {
    name: 'client-patches',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      return {
        plugins: [
          // The route table's `@docusaurus/ComponentCreator` (client/ComponentCreator.js), which
          // itself imports the original by its file path, so this request only is swapped.
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /^@docusaurus\/ComponentCreator$/,
            path.join(__dirname, 'client/ComponentCreator.js'),
          ),
        ],
        module: {
          // One rule per patched module, so its patches apply in a single loader pass, and one
          // each for the generated site config, chunk registry and route table.
          rules: [
            ...patchedModules().map(moduleTest),
            siteConfigModule,
            registryModule,
            routesModule,
            routesChunkNamesModule,
          ].map((test) => ({
            test,
            // Before the bundler's own JavaScript loader, on the module's published source.
            enforce: 'pre' as const,
            use: [{loader: path.join(__dirname, 'loader.cjs')}],
          })),
        },
      };
    },
  };
}
