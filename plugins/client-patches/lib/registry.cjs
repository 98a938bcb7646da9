/**
 * The chunk registry as the browser bundle sees it. Docusaurus writes `.docusaurus/registry.js`
 * with one entry per route module: `"<chunk>": [() => import("<path>"), "<path>",
 * require.resolveWeak("<path>")]`. The loader and the module id (what `require.resolveWeak`
 * becomes) are what the browser uses; the second element, the module's path as a string, is
 * read only by the server render (react-loadable's `Loadable.Capture`, which collects the
 * modules a page rendered to link their scripts). In `main.js` those strings are about a tenth
 * of the bytes, on every page, and one more per route module. The browser bundle gets an empty
 * string in their place; the server bundle keeps the file as it is.
 *
 * CommonJS: the bundler requires the loader, and through it this file, directly from Node.
 */

const registryModule = /[\\/]\.docusaurus[\\/]registry\.js$/;

// One entry as Docusaurus 3.10 writes it (core/lib/server/codegen/codegenRoutes.js, genRegistry).
const entry =
  /(\[\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ "([^"]+)"\), )"\2"(, require\.resolveWeak\("\2"\)\])/g;

/**
 * `source` with the module path strings of its entries emptied. Fails, naming this file, when the
 * registry is not `export default {…}` or holds an `import(` that is not an entry of the expected
 * shape (a new Docusaurus writes it otherwise).
 * @param {string} source
 * @returns {string}
 */
function browserRegistry(source) {
  let replaced = 0;
  const browserSource = source.replace(entry, (_match, head, _path, tail) => {
    replaced += 1;
    return `${head}""${tail}`;
  });
  const imports = source.split('import(').length - 1;
  if (!/^export default \{$/m.test(source) || replaced !== imports) {
    throw new Error(
      '[client-patches] .docusaurus/registry.js no longer has the shape plugins/client-patches/' +
        'lib/registry.cjs expects (`export default {` and one `"<chunk>": [() => import(…), ' +
        `"<path>", require.resolveWeak(…)]\` per route module; ${replaced} of ${imports} ` +
        'imports matched). Docusaurus changed how it writes the chunk registry: update ' +
        'browserRegistry there, or remove it if the registry no longer carries module paths.',
    );
  }
  return browserSource;
}

module.exports = {browserRegistry, registryModule};
