/**
 * Which stylesheets Docusaurus may merge into its site-wide CSS file: all but the OpenAPI theme's
 * Sass stylesheet (about 90 KB), which stays with the chunks of the API reference's pages (see
 * ../theme.ts). The theme's few small CSS modules stay site-wide, rather than being copied into
 * the CSS of every API page's chunk. Used as the `test` of the `styles` split-chunks group.
 */

/** The part of a webpack/Rspack module the test reads. */
export interface BundledModule {
  nameForCondition?: () => string | null | undefined;
  resource?: string;
}

const openApiThemeSass = /[\\/]node_modules[\\/]docusaurus-theme-openapi-docs[\\/].*\.s[ac]ss$/;

function isOpenApiThemeSass(module: BundledModule): boolean {
  const name = module.nameForCondition?.() ?? module.resource ?? '';
  return openApiThemeSass.test(name);
}

export function belongsInSiteWideStylesheet(module: BundledModule): boolean {
  return !isOpenApiThemeSass(module);
}
