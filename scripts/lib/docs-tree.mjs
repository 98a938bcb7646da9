// @ts-check
/**
 * The one walker of the docs tree, shared by the content lint, the unit tests and the browser
 * tests: Markdown files below a folder, and the doc ids they define.
 */
import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';

/**
 * Markdown files (`.md`, `.mdx`) below `dir`, recursively, in name order.
 * @param {string} dir
 * @param {{partials?: boolean}} [options] `partials: false` skips `_`-prefixed files (partials are not pages)
 * @returns {Generator<string>}
 */
export function* markdownFiles(dir, {partials = true} = {}) {
  if (!existsSync(dir)) return;
  const entries = readdirSync(dir, {withFileTypes: true}).sort((a, b) =>
    a.name.localeCompare(b.name),
  );
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* markdownFiles(full, {partials});
    else if (/\.mdx?$/.test(entry.name) && (partials || !entry.name.startsWith('_'))) yield full;
  }
}

/**
 * Doc ids of the pages below `subDir` of a docs instance's folder (`api/rest/parameters` for
 * `<instanceDir>/api/rest/parameters.md`). Partials are left out.
 * @param {string} instanceDir
 * @param {string} [subDir]
 * @returns {string[]}
 */
export function docIds(instanceDir, subDir = '') {
  return [...markdownFiles(path.join(instanceDir, subDir), {partials: false})].map((file) =>
    path
      .relative(instanceDir, file)
      .replace(/\.mdx?$/, '')
      .split(path.sep)
      .join('/'),
  );
}
