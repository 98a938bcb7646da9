/**
 * Page weight of a built HTML file: the JavaScript it references (script src and script
 * preloads), raw and gzip. Shared by the bench scripts.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

/**
 * Script URLs referenced by an HTML document, in order, without duplicates.
 * @param {string} html
 * @returns {string[]}
 */
export function referencedScripts(html) {
  // The minified HTML leaves attribute values unquoted when it can.
  /** @type {(tag: string, name: string) => RegExpMatchArray | null} */
  const attribute = (tag, name) =>
    tag.match(new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`));
  /** @type {(match: RegExpMatchArray | null) => string | undefined} */
  const value = (match) => (match ? (match[1] ?? match[2] ?? match[3]) : undefined);
  const urls = [
    ...[...html.matchAll(/<script\b[^>]*>/g)].map((match) => value(attribute(match[0], 'src'))),
    ...[...html.matchAll(/<link\b[^>]*>/g)]
      .filter((match) => /^(preload|modulepreload)$/.test(value(attribute(match[0], 'rel')) ?? ''))
      .filter(
        (match) =>
          value(attribute(match[0], 'as')) === 'script' ||
          value(attribute(match[0], 'rel')) === 'modulepreload',
      )
      .map((match) => value(attribute(match[0], 'href'))),
  ].filter((url) => url !== undefined);
  return [...new Set(urls)];
}

/**
 * Sizes of the scripts an HTML file of `buildDir` references.
 * @param {string} buildDir
 * @param {string} htmlFile path of the HTML file below `buildDir`
 */
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

/** @param {number} bytes */
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
