/**
 * bundle-stats: writes the browser bundle's module list (which module is in which chunk, which
 * chunk is in which file) to `.docusaurus/bundle-stats/client.json` after a production build, so
 * `npm run bench:pages` can say what a page's initial JavaScript is made of, module by module.
 *
 * The file stays beside the generated sources, never in `build/`: it is not served.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {bundleStatsOptions, bundleStatsPath} from './lib/statsFile';

/** The part of a webpack/Rspack compiler this plugin uses. */
interface StatsCompiler {
  hooks: {
    done: {
      tap(
        name: string,
        callback: (stats: {toJson(options: typeof bundleStatsOptions): unknown}) => void,
      ): void;
    };
  };
}

export default function bundleStatsPlugin(context: LoadContext): Plugin {
  const statsFile = bundleStatsPath(context.generatedFilesDir);
  return {
    name: 'bundle-stats',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      return {
        plugins: [
          {
            apply(compiler: StatsCompiler) {
              compiler.hooks.done.tap('bundle-stats', (stats) => {
                mkdirSync(path.dirname(statsFile), {recursive: true});
                writeFileSync(statsFile, JSON.stringify(stats.toJson(bundleStatsOptions)));
              });
            },
          },
        ],
      };
    },
  };
}
