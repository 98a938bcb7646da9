/**
 * Bundler loader (webpack/Rspack API) for the browser bundle: the generated site config without
 * its build-only entries (lib/siteConfig.cjs), and lib/patches.cjs on the patched Docusaurus
 * modules. An error fails the build with its message.
 * @this {{resourcePath: string}}
 * @param {string} source
 */
const {applyClientPatches} = require('./lib/patches.cjs');
const {browserSiteConfig, siteConfigModule} = require('./lib/siteConfig.cjs');

module.exports = function clientPatchesLoader(source) {
  if (siteConfigModule.test(this.resourcePath)) return browserSiteConfig(source);
  return applyClientPatches(this.resourcePath, source);
};
