/**
 * Options of the API reference: the OpenAPI plugin's own options, shared with the
 * `docusaurus-plugin-openapi-docs` instance of the config so both read one object.
 */
import path from 'node:path';
import type * as OpenApiPlugin from 'docusaurus-plugin-openapi-docs';

/** One OpenAPI file and the folder its pages are generated into. */
export type ApiSpecOptions = OpenApiPlugin.Options & {specPath: string; outputDir: string};

/** The options of a `docusaurus-plugin-openapi-docs` instance (its package does not export the type). */
export interface OpenApiPluginOptions {
  id: string;
  /** The module of the docs plugin serving the pages, when it is not `@docusaurus/plugin-content-docs`. */
  docsPlugin?: string;
  docsPluginId: string;
  config: Record<string, ApiSpecOptions>;
}

/**
 * Checks that every output folder sits strictly inside the docs folder of the API instance, since
 * the generator empties it before each run. Returns the folders, relative to the site.
 */
export function generatedFolders(options: OpenApiPluginOptions, apiDocsPath: string): string[] {
  const root = path.posix.normalize(apiDocsPath).replace(/\/$/, '');
  return Object.entries(options.config).map(([id, spec]) => {
    const folder = path.posix.normalize(spec.outputDir).replace(/\/$/, '');
    if (!folder.startsWith(`${root}/`) || folder.split('/').includes('..')) {
      throw new Error(
        `[openapi-reference] config.${id}.outputDir is "${spec.outputDir}": it must be a folder inside "${root}/", which holds only generated pages and the landing page.`,
      );
    }
    return folder;
  });
}
