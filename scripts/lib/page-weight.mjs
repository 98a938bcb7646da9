/**
 * Page weight of a built HTML file: the JavaScript it references (script src and script
 * preloads), raw and gzip. Shared by the bench scripts.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

// An attribute value as the minifier leaves it: double-quoted, single-quoted or unquoted.
const attributeValue = (name) => new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`);
const valueOf = (tag, name) => {
  const match = attributeValue(name).exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
};

/** Script URLs referenced by an HTML document, in order, without duplicates. */
export function referencedScripts(html) {
  const urls = [
    ...[...html.matchAll(/<script\b[^>]*>/g)].map((match) => valueOf(match[0], 'src')),
    ...[...html.matchAll(/<link\b[^>]*>/g)]
      .filter((match) => valueOf(match[0], 'rel') === 'preload' && valueOf(match[0], 'as') === 'script')
      .map((match) => valueOf(match[0], 'href')),
  ].filter(Boolean);
  return [...new Set(urls)];
}

/** Sizes of the scripts an HTML file of `buildDir` references. */
export function pageScriptWeight(buildDir, htmlFile) {
  const html = readFileSync(path.join(buildDir, htmlFile), 'utf8');
  const files = referencedScripts(html)
    .filter((url) => url.startsWith('/'))
    .map((url) => {
      const content = readFileSync(path.join(buildDir, url));
      return {url, raw: content.length, gzip: gzipSync(content, {level: 9}).length};
    });
  return {
    htmlFile,
    files,
    raw: files.reduce((sum, file) => sum + file.raw, 0),
    gzip: files.reduce((sum, file) => sum + file.gzip, 0),
  };
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
