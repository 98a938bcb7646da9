/**
 * Bundler loader (webpack/Rspack API) applying lib/patches.cjs to the module being loaded.
 * An error fails the build with the patch's message.
 * @this {{resourcePath: string}}
 * @param {string} source
 */
const {applyClientPatches} = require('./lib/patches.cjs');

module.exports = function clientPatchesLoader(source) {
  return applyClientPatches(this.resourcePath, source);
};
