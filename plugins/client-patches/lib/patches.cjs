/**
 * Small, exact edits to Docusaurus client modules, applied as the browser bundle is built
 * (../loader.cjs). Each names the module, the text it replaces and why. When an upgrade changes
 * the text, the build fails with the patch's name instead of silently shipping the slow path:
 * check whether the upgrade fixed it, and update or drop the patch.
 *
 * CommonJS: the bundler requires the loader, and through it this file, directly from Node.
 */

/**
 * @typedef {object} ClientPatch
 * @property {string} name
 * @property {string} module the patched file, as a package request
 * @property {string} find the exact text replaced (once)
 * @property {string} replace
 * @property {string} why
 */

/** @type {ClientPatch[]} */
const clientPatches = [
  {
    name: 'docs-active-plugin-without-collator',
    module: '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js',
    find: '.sort((a, b) => b[1].path.localeCompare(a[1].path))',
    // The same order for route paths (a longer path sharing a prefix comes first), by code unit.
    replace: '.sort((a, b) => (a[1].path < b[1].path ? 1 : a[1].path > b[1].path ? -1 : 0))',
    why:
      'getActivePlugin sorts the docs instances by path with localeCompare while every doc page ' +
      "hydrates (breadcrumbs). With more than one docs instance that is the page's first " +
      'localeCompare, and the browser builds its ICU collator for it: about 10 ms of main thread ' +
      'on a mid-range phone, for an order that plain comparison gives.',
  },
];

/**
 * The modules to run the loader on, each once: the loader applies all of a module's patches in
 * one pass (a second pass would no longer find the text the first replaced).
 * @param {ClientPatch[]} [patches]
 * @returns {string[]}
 */
function patchedModules(patches = clientPatches) {
  return [...new Set(patches.map((patch) => patch.module))];
}

/**
 * Matches the resolved path of a module given as a package request, with either path separator.
 * @param {string} request
 */
function moduleTest(request) {
  const escaped = request
    .split('/')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[\\\\/]');
  return new RegExp(`node_modules[\\\\/]${escaped}$`);
}

/**
 * The source of `resourcePath` with every patch for it applied.
 * @param {string} resourcePath
 * @param {string} source
 * @param {ClientPatch[]} [patches]
 * @returns {string}
 */
function applyClientPatches(resourcePath, source, patches = clientPatches) {
  let patched = source;
  for (const patch of patches) {
    if (!moduleTest(patch.module).test(resourcePath)) continue;
    if (!patched.includes(patch.find)) {
      throw new Error(
        `[client-patches] "${patch.name}": ${resourcePath} no longer contains the text it replaces ` +
          `(${JSON.stringify(patch.find)}). Docusaurus changed this module: check whether the ` +
          'upgrade made the patch unnecessary, then update or remove it in ' +
          'plugins/client-patches/lib/patches.cjs.',
      );
    }
    patched = patched.replace(patch.find, patch.replace);
  }
  return patched;
}

module.exports = {clientPatches, patchedModules, moduleTest, applyClientPatches};
