/**
 * The file that tells the prefetcher which chunk a chunk name is (`{"<name>": "<chunk id>"}`),
 * loaded on the first prefetch instead of living in the runtime every page loads first.
 */
import {createHash} from 'node:crypto';

/** Folder of the file in the build, beside the chunks. */
export const chunkNameFileFolder = 'assets/js';

/**
 * The file's content and its name, which carries a hash of the content (the folder is served
 * with long-lived caching, so a changed map must get a new name).
 * @param idsByName chunk name → chunk id, as the bundler's chunk maps give them
 */
export function chunkNameFile(idsByName: Record<string, string | number>): {
  fileName: string;
  content: string;
} {
  const sorted = Object.fromEntries(
    Object.entries(idsByName)
      .map(([name, id]) => [name, String(id)] as const)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  const content = JSON.stringify(sorted);
  const hash = createHash('sha256').update(content).digest('hex').slice(0, 8);
  return {fileName: `${chunkNameFileFolder}/chunk-names.${hash}.json`, content};
}

/**
 * The runtime code that gives the prefetcher the file's URL, as `__webpack_require__.cnf`
 * (`publicPath` is the bundler's `__webpack_require__.p` expression).
 */
export function chunkNameFileRuntime(publicPath: string, fileName: string): string {
  return `__webpack_require__.cnf = ${publicPath} + ${JSON.stringify(fileName)};`;
}
