/**
 * The HTML files of a finished build and the routes they answer, for the plugins that read the
 * build in `postBuild` (build guards, security headers, search index, llms-txt).
 */
import {readdir} from 'node:fs/promises';
import path from 'node:path';

/** Every `.html` file below `dir`, relative to it. */
export async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {recursive: true, withFileTypes: true});
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/** The route a built HTML file answers (`a/b/index.html` and `a/b.html` → `/a/b`). */
export function routeOfHtmlFile(file: string, baseUrl: string): string {
  const posix = file.split(path.sep).join('/');
  return `${baseUrl}${posix.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
}

/**
 * The files a route's page may be built to, the likelier first (`/a/b` → `a/b/index.html`, then
 * `a/b.html`; `/a/` → `a/index.html` only): the inverse of `routeOfHtmlFile`.
 */
export function htmlFilesOfRoute(outDir: string, baseUrl: string, permalink: string): string[] {
  const relative = permalink.startsWith(baseUrl)
    ? permalink.slice(baseUrl.length)
    : permalink.replace(/^\//, '');
  const clean = decodeURIComponent(relative);
  if (clean === '' || clean.endsWith('/')) return [path.join(outDir, clean, 'index.html')];
  return [path.join(outDir, clean, 'index.html'), path.join(outDir, `${clean}.html`)];
}
