/**
 * Bundler side of prefetch-once: the chunk name → chunk id map that Docusaurus's ChunkAssetPlugin
 * writes into the webpack runtime (`__webpack_require__.gca`) moves to a file of its own,
 * which the prefetcher loads on its first prefetch (lib/chunkNameFile.ts).
 *
 * The runtime is the first script of every page and the map has an entry per route module
 * (about 600 here, growing with the pages); only the prefetcher reads it, after the page is up.
 * The runtime keeps one line: the file's URL.
 */
// The classes Docusaurus's own ChunkAssetPlugin uses, for Rspack as for webpack.
import {RuntimeGlobals, RuntimeModule, type Configuration} from 'webpack';

import {chunkNameFile, chunkNameFileRuntime} from './lib/chunkNameFile';

const pluginName = 'prefetch-once-chunk-name-file';

/** The part of a chunk this file reads (webpack and Rspack alike). */
interface ChunkWithMaps {
  getChunkMaps(realHash: boolean): {name: Record<string, string>};
}

/** Chunk id → name of the chunks the runtime chunk can load, as a name → id map. */
function idsByName(chunk: ChunkWithMaps): Record<string, string> {
  return Object.fromEntries(
    Object.entries(chunk.getChunkMaps(false).name).map(([id, name]) => [name, id]),
  );
}

class ChunkNameFileRuntimeModule extends RuntimeModule {
  constructor() {
    super('PrefetchOnceChunkNameFile', RuntimeModule.STAGE_ATTACH);
  }

  override generate(): string {
    const {fileName} = chunkNameFile(idsByName(this.chunk as unknown as ChunkWithMaps));
    return chunkNameFileRuntime(RuntimeGlobals.publicPath, fileName);
  }
}

/** Minimal shapes of the compiler and compilation used below. */
interface Compilation {
  chunks: Iterable<ChunkWithMaps & {hasRuntime(): boolean}>;
  hooks: {
    additionalTreeRuntimeRequirements: {tap(name: string, run: (chunk: unknown) => void): void};
    processAssets: {tap(options: {name: string; stage: number}, run: () => void): void};
  };
  addRuntimeModule(chunk: unknown, module: InstanceType<typeof RuntimeModule>): void;
  emitAsset(file: string, source: unknown): void;
}
interface Compiler {
  webpack: {
    Compilation: {PROCESS_ASSETS_STAGE_ADDITIONAL: number};
    sources: {RawSource: new (content: string) => unknown};
  };
  hooks: {thisCompilation: {tap(name: string, run: (compilation: Compilation) => void): void}};
}

/** Writes the map file and the runtime line that points at it. */
export class ChunkNameFilePlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(pluginName, (compilation) => {
      compilation.hooks.additionalTreeRuntimeRequirements.tap(pluginName, (chunk) => {
        compilation.addRuntimeModule(chunk, new ChunkNameFileRuntimeModule());
      });
      compilation.hooks.processAssets.tap(
        {name: pluginName, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL},
        () => {
          for (const chunk of compilation.chunks) {
            if (!chunk.hasRuntime()) continue;
            const {fileName, content} = chunkNameFile(idsByName(chunk));
            compilation.emitAsset(fileName, new compiler.webpack.sources.RawSource(content));
          }
        },
      );
    });
  }
}

/**
 * The client config's plugins without Docusaurus's ChunkAssetPlugin. Fails naming this file when
 * it is not there (a Docusaurus upgrade renamed or dropped it): check what `gca` became.
 */
export function withoutChunkAssetPlugin(
  plugins: NonNullable<Configuration['plugins']>,
): NonNullable<Configuration['plugins']> {
  const kept = plugins.filter((plugin) => plugin?.constructor.name !== 'ChunkAssetPlugin');
  if (kept.length === plugins.length) {
    throw new Error(
      "[prefetch-once] Docusaurus's ChunkAssetPlugin is not in the client bundler config: a " +
        'Docusaurus upgrade changed how chunk names reach the browser. Check ' +
        '@docusaurus/core/lib/webpack/client.js and update plugins/prefetch-once/bundler.ts.',
    );
  }
  return kept;
}
