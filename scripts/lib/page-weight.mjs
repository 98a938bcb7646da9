/**
 * Page weight of a built HTML file: the JavaScript it references (script src and script
 * preloads), raw and gzip, and what those scripts are made of, module by module. Shared by the
 * bench scripts.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import * as acorn from 'acorn';
import * as walk from 'acorn-walk';

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

/**
 * The module factories of an emitted chunk file, with their minified source: the largest object
 * literal (or array) whose entries are all functions, the shape webpack and Rspack write a
 * chunk's modules in (`{123(e,t,n){…}, 456: (e,t,n) => {…}}`). Whatever lies outside it (the
 * runtime, in `runtime~main.js`) is returned as `rest`.
 * @param {string} source
 * @returns {{modules: Array<{id: string; source: string}>; rest: string}}
 */
export function chunkModules(source) {
  const ast = acorn.parse(source, {ecmaVersion: 'latest', sourceType: 'script'});
  /** @type {any} */
  let moduleMap;
  const isFactory = (/** @type {any} */ node) =>
    node && /^(FunctionExpression|ArrowFunctionExpression)$/.test(node.type);
  walk.full(ast, (/** @type {any} */ node) => {
    if (node.type !== 'ObjectExpression' || node.properties.length === 0) return;
    if (!node.properties.every((/** @type {any} */ property) => isFactory(property.value))) return;
    if (!moduleMap || node.end - node.start > moduleMap.end - moduleMap.start) moduleMap = node;
  });
  if (!moduleMap) return {modules: [], rest: source};
  const modules = moduleMap.properties.map((/** @type {any} */ property) => ({
    id: String(property.key.value ?? property.key.name),
    source: source.slice(property.start, property.end),
  }));
  return {modules, rest: source.slice(0, moduleMap.start) + source.slice(moduleMap.end)};
}

/**
 * A module's group in the breakdown: the generated route files by name, a package by its name,
 * a local plugin or theme folder by its path, the rest by its file.
 * @param {string} name module name from the bundler's stats (relative to the site, loaders
 *   stripped; a concatenation is named after its root module, "… + N modules")
 */
export function moduleGroup(name) {
  const file = (name.split('!').at(-1) ?? name)
    .replace(/ \+ \d+ modules?$/, '')
    .replace(/\|.*$/, '');
  const generated = /\.docusaurus\/(.+)$/.exec(file);
  if (generated) {
    // Route prop modules and other generated data files: one group per plugin.
    const plugin = /^([^/]+)\/[^/]+\/p\//.exec(generated[1] ?? '');
    return plugin ? `.docusaurus/${plugin[1]} route props` : `.docusaurus/${generated[1]}`;
  }
  const nodeModule = /node_modules\/((?:@[^/]+\/)?[^/]+)(\/.*)?$/.exec(file);
  if (nodeModule) {
    const [, packageName = '', rest = ''] = nodeModule;
    // Docusaurus's own packages by their top folder (client, theme…), for a finer picture.
    const docusaurusPart = /^\/lib\/([^/]+\/?[^/]*)/.exec(rest);
    return packageName.startsWith('@docusaurus/') && docusaurusPart
      ? `${packageName}/lib/${(docusaurusPart[1] ?? '').replace(/\.js$/, '')}`
      : packageName;
  }
  const local = /(?:^|\/)((?:plugins|src\/theme|src\/components)\/[^/]+)/.exec(file);
  return local ? (local[1] ?? file) : file.replace(/^(\.\.\/)+/, '').replace(/^\.\//, '');
}

/**
 * @typedef {{id?: string | number | null; name?: string; size?: number; modules?: StatsModule[]}} StatsModule
 */

/**
 * The groups a module factory's bytes belong to, with their shares. A concatenation (one factory
 * holding several modules) is shared out by the sizes of its modules' sources, an estimate: the
 * minifier does not keep their boundaries.
 * @param {StatsModule | undefined} module
 * @param {string} id
 * @returns {Array<[string, number]>}
 */
function groupShares(module, id) {
  const nested = (module?.modules ?? []).filter((inner) => inner.name && inner.size);
  if (nested.length === 0) return [[moduleGroup(module?.name ?? `module ${id}`), 1]];
  const total = nested.reduce((sum, inner) => sum + (inner.size ?? 0), 0);
  return nested.map((inner) => [
    moduleGroup(/** @type {string} */ (inner.name)),
    (inner.size ?? 0) / total,
  ]);
}

/**
 * What the scripts of a page are made of, by module group: minified bytes and gzip bytes, each
 * module factory compressed on its own (so the groups add up to a little more than the files
 * compressed whole). Module names come from the bundler's stats
 * (`.docusaurus/bundle-stats/client.json`, written by plugins/bundle-stats).
 * @param {string} buildDir
 * @param {string[]} urls script URLs of the page (from referencedScripts)
 * @param {{modules: StatsModule[]}} stats
 * @returns {Map<string, {raw: number; gzip: number; modules: number}>}
 */
export function scriptBreakdown(buildDir, urls, stats) {
  const modulesById = new Map(
    stats.modules
      .filter((module) => module.id !== undefined && module.id !== null)
      .map((module) => [String(module.id), module]),
  );
  /** @type {Map<string, {raw: number; gzip: number; modules: number}>} */
  const groups = new Map();
  const add = (/** @type {string} */ group, /** @type {string} */ source, share = 1) => {
    const sizes = groups.get(group) ?? {raw: 0, gzip: 0, modules: 0};
    sizes.raw += Buffer.byteLength(source) * share;
    sizes.gzip += gzipSync(source, {level: 9}).length * share;
    sizes.modules += 1;
    groups.set(group, sizes);
  };
  for (const url of urls.filter((candidate) => candidate.startsWith('/'))) {
    const {modules, rest} = chunkModules(readFileSync(path.join(buildDir, url), 'utf8'));
    const fileName = path.basename(url).replace(/\.[0-9a-f]{8}\.js$/, '.js');
    // Outside the module map: the webpack runtime (with its chunk tables) or the chunk wrapper.
    add(fileName.startsWith('runtime') ? 'webpack runtime + chunk maps' : 'chunk wrappers', rest);
    for (const module of modules) {
      for (const [group, share] of groupShares(modulesById.get(module.id), module.id)) {
        add(group, module.source, share);
      }
    }
  }
  return groups;
}
