/**
 * chunk-files: names the browser bundle's lazy chunks by their numeric id instead of their chunk
 * name (`assets/js/48018.2b9a7678.js`, not `assets/js/61fe0c1f.2b9a7678.js`).
 *
 * Docusaurus names a chunk after each route module it splits out (every doc page, tag index,
 * version sidebar…), and the runtime every page loads first then holds an id → name table beside
 * the id → hash table: about 3.7 KB gzip for our 500-odd chunks, growing with every page. Named
 * by id, the files need only the hash table. Content hashes still change with content, so caching
 * is as before; the SSR manifest maps route modules to chunk ids, not to file names.
 */
import type {Plugin} from '@docusaurus/types';

/** The JavaScript file of a lazy chunk in a production build. */
export const lazyChunkFilename = 'assets/js/[id].[contenthash:8].js';

export default function chunkFilesPlugin(): Plugin {
  return {
    name: 'chunk-files',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      return {output: {chunkFilename: lazyChunkFilename}};
    },
  };
}
