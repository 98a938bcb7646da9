/**
 * Bundler loader (webpack/Rspack API) for the browser bundle: the generated site config without
 * its build-only entries (lib/siteConfig.cjs), the chunk registry without the module paths only
 * the server render reads (lib/registry.cjs), the route table with runs of alike sibling routes
 * as one route each (lib/routes.cjs), and lib/patches.cjs on the patched Docusaurus modules. An
 * error fails the build with its message.
 * @this {{resourcePath: string; addDependency(file: string): void}}
 * @param {string} source
 */
const {readFileSync} = require('node:fs');
const path = require('node:path');
const {applyClientPatches} = require('./lib/patches.cjs');
const {browserRegistry, registryModule} = require('./lib/registry.cjs');
const {
  browserRoutes,
  browserRoutesChunkNames,
  routesChunkNamesModule,
  routesModule,
} = require('./lib/routes.cjs');
const {browserSiteConfig, siteConfigModule} = require('./lib/siteConfig.cjs');

/**
 * A file generated beside `resourcePath`, read as a dependency of the module being loaded.
 * @this {{resourcePath: string; addDependency(file: string): void}}
 * @param {string} name
 */
function generatedSibling(name) {
  const file = path.join(path.dirname(this.resourcePath), name);
  this.addDependency(file);
  return readFileSync(file, 'utf8');
}

module.exports = function clientPatchesLoader(source) {
  if (siteConfigModule.test(this.resourcePath)) return browserSiteConfig(source);
  if (registryModule.test(this.resourcePath)) return browserRegistry(source);
  if (routesModule.test(this.resourcePath)) {
    return browserRoutes(source, JSON.parse(generatedSibling.call(this, 'routesChunkNames.json')));
  }
  if (routesChunkNamesModule.test(this.resourcePath)) {
    const routesSource = generatedSibling.call(this, 'routes.js');
    return JSON.stringify(browserRoutesChunkNames(routesSource, JSON.parse(source)));
  }
  return applyClientPatches(this.resourcePath, source);
};
