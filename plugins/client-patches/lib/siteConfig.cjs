/**
 * The site config as the browser bundle sees it. Docusaurus serialises the whole config into
 * `.docusaurus/docusaurus.config.mjs`, which `main.js` carries to every page: the plugin, preset
 * and theme entries included. Those are the build's business (module paths and their options)
 * and no browser module reads them; they are the only absolute paths of the build machine in
 * the emitted files, so leaving them in made `main.js` differ from one checkout folder to another.
 *
 * CommonJS: the bundler requires the loader, and through it this file, directly from Node.
 */

/** Keys of the config that only the build reads. */
const buildOnlyKeys = ['plugins', 'presets', 'themes'];

const siteConfigModule = /[\\/]\.docusaurus[\\/]docusaurus\.config\.mjs$/;

/**
 * `source` (the generated module: a comment, then `export default {JSON};`) without the
 * build-only keys. Fails, naming this file, when the generated module has another shape.
 * @param {string} source
 * @returns {string}
 */
function browserSiteConfig(source) {
  const match = /^([\s\S]*?)export default (\{[\s\S]*\});?\s*$/.exec(source);
  let config;
  try {
    config = match ? JSON.parse(match[2]) : undefined;
  } catch {
    config = undefined;
  }
  if (!match || typeof config !== 'object' || config === null) {
    throw new Error(
      '[client-patches] .docusaurus/docusaurus.config.mjs is no longer "export default {JSON}": ' +
        'Docusaurus changed how it serialises the site config. Update browserSiteConfig in ' +
        'plugins/client-patches/lib/siteConfig.cjs (or remove it if the config no longer carries ' +
        'the plugin entries).',
    );
  }
  for (const key of buildOnlyKeys) delete config[key];
  return `${match[1]}export default ${JSON.stringify(config, null, 2)};\n`;
}

module.exports = {browserSiteConfig, buildOnlyKeys, siteConfigModule};
