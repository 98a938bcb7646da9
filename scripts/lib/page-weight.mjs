/**
 * Page weight of a built HTML file: the JavaScript it references (script src and script
 * preloads), raw and gzip. Shared by the bench scripts.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

/** Script URLs referenced by an HTML document, in order, without duplicates. */
export function referencedScripts(html) {
  // The minified HTML leaves attribute values unquoted when it can.
  const attribute = (tag, name) =>
    tag.match(new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`));
  const value = (match) => match && (match[1] ?? match[2] ?? match[3]);
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
