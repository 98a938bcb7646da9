import {readdir, readFile, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import logger from '@docusaurus/logger';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import pluginOpenApiDocs from 'docusaurus-plugin-openapi-docs/lib/index';
import {processOpenapiFiles, readOpenapiFiles} from 'docusaurus-plugin-openapi-docs/lib/openapi';

import {captureCliActions, runGenerator} from './lib/generate';
import {markdownTwins, type MarkdownTwin, type OpenApiItem} from './lib/markdownTwins';
import {generatedFolders, type OpenApiPluginOptions} from './lib/options';
import {
  chunkNameOf,
  chunkStylesheets,
  withStylesheets,
  type ClientManifest,
} from './lib/pageStylesheets';
import {lighterModule} from './lib/lighterModules';
import {rendersOnServer} from './lib/serverRendered';
import {belongsInSiteWideStylesheet} from './lib/stylesheets';
import {assertValidOpenApiFiles} from './lib/validate';

export type {ApiSpecOptions, OpenApiPluginOptions} from './lib/options';
export type {MarkdownTwin} from './lib/markdownTwins';

/**
 * The plugin's loaded content: the Markdown twin of every generated page, by doc id in the docs
 * instance `docsPluginId`. The llms-txt plugin writes them as the pages' `.md` files.
 */
export interface OpenApiReferenceContent {
  markdownTwins: {docsPluginId: string; twins: MarkdownTwin[]};
}

export interface OpenApiReferenceOptions {
  /** The options of the `docusaurus-plugin-openapi-docs` instance (same object as in the config). */
  openApi: OpenApiPluginOptions;
  /** Content folder of the docs instance the pages are generated into. */
  docsPath: string;
  /** Route base path of that docs instance, whose HTML links the theme's stylesheet; default `openapi`. */
  apiRouteBasePath?: string;
}

/**
 * Turns the OpenAPI files into the pages of /openapi/ at the start of every build and dev server:
 * validates each file (an invalid one fails with its path and problems), empties the generated
 * folders, then runs the OpenAPI plugin's generator. It runs in the plugin's constructor, which
 * Docusaurus awaits before any plugin loads content, so the docs instance reads fresh pages.
 */
export default async function openApiReferencePlugin(
  context: LoadContext,
  options: OpenApiReferenceOptions,
): Promise<Plugin<OpenApiReferenceContent>> {
  const specs = Object.values(options.openApi.config);
  const folders = generatedFolders(options.openApi, options.docsPath);
  const openApiDocs = pluginOpenApiDocs(
    context,
    pluginOpenApiDocs.validateOptions({options: options.openApi, validate: normalizePluginOptions}),
  );
  const actions = captureCliActions((cli) => openApiDocs.extendCli?.(cli as never));

  async function generate(): Promise<void> {
    await assertValidOpenApiFiles(
      context.siteDir,
      specs.map(({specPath, showSchemas}) => ({specPath, showSchemas})),
    );
    // docusaurus-plugin-openapi-docs resolves outputDir against the working directory, not the
    // site: generating from elsewhere would write the pages where the docs instance cannot see them.
    if (path.resolve(process.cwd()) !== path.resolve(context.siteDir)) {
      throw new Error(
        `[openapi-reference] the API reference pages are generated relative to the working directory (${process.cwd()}), which must be the site folder (${context.siteDir}): run Docusaurus from the site folder.`,
      );
    }
    await Promise.all(
      folders.map((folder) =>
        rm(path.join(context.siteDir, folder), {recursive: true, force: true}),
      ),
    );
    const ids = Object.keys(options.openApi.config);
    const files = await runGenerator(actions, ids);
    logger.info(
      `[openapi-reference] generated ${files} files of the API reference (${ids.join(', ')}) into ${folders.join(', ')}`,
    );
  }

  await generate();
  let pagesAreFresh = true;

  /** The twins of the pages, from the same OpenAPI items the generator turns into pages. */
  async function loadMarkdownTwins(): Promise<OpenApiReferenceContent> {
    const twins = await Promise.all(
      Object.values(options.openApi.config).map(async (spec, index) => {
        const files = await readOpenapiFiles(path.resolve(context.siteDir, spec.specPath));
        const [items] = await processOpenapiFiles(files, spec, spec.sidebarOptions ?? {});
        const folder = path.posix.relative(path.posix.normalize(options.docsPath), folders[index]!);
        return markdownTwins(items as unknown as OpenApiItem[], folder);
      }),
    );
    return {markdownTwins: {docsPluginId: options.openApi.docsPluginId, twins: twins.flat()}};
  }

  return {
    name: 'openapi-reference',
    // Wrappers of the OpenAPI theme's components: registered after that theme (in `themes`), so
    // they wrap its components through `@theme-init`.
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    configureWebpack(_config, isServer, {currentBundler}) {
      return {
        // The OpenAPI theme's stylesheet loads with the API pages, not in the site-wide CSS file.
        optimization: {splitChunks: {cacheGroups: {styles: {test: belongsInSiteWideStylesheet}}}},
        // react-hook-form ships an ES module and a CommonJS file, each with its own form context:
        // the theme `require`s it and theme/ApiExplorer/LiveEditor imports it, so both must get
        // the same file, or the editor finds no form.
        resolve: {alias: {'react-hook-form$': require.resolve('react-hook-form')}},
        // The request panel's sample generators: only the four languages the reference shows.
        plugins: [
          // Which bundle a module is in: the hydration islands (client/hydrationIsland.tsx)
          // import the component they wrap statically in the server bundle only.
          new currentBundler.instance.DefinePlugin({
            'process.env.OPENAPI_REFERENCE_SERVER_BUNDLE': JSON.stringify(isServer),
          }),
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /postman-code-generators[\\/]lib[\\/]assets[\\/]languages\.js$/,
            path.join(__dirname, 'client/codeGeneratorLanguages.js'),
          ),
          // crypto-js and pako as the theme uses them: one function each (lib/lighterModules.ts).
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /^(crypto-js|pako)$/,
            (resource: {request: string; contextInfo?: {issuer?: string}}) => {
              const replacement = lighterModule(resource.request, resource.contextInfo?.issuer);
              if (replacement) {
                resource.request = replacement.startsWith('client/')
                  ? path.join(__dirname, replacement)
                  : require.resolve(replacement);
              }
            },
          ),
          // Parameters, request body and responses render on the server (lib/serverRendered.ts).
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /^@docusaurus\/BrowserOnly$/,
            (resource: {request: string; contextInfo?: {issuer?: string}}) => {
              if (rendersOnServer(resource.contextInfo?.issuer)) {
                resource.request = path.join(__dirname, 'client/renderNow.tsx');
              }
            },
          ),
        ],
      };
    },
    // The theme's stylesheet is linked in the HTML of the API pages (lib/pageStylesheets.ts).
    async postBuild({outDir}) {
      const generated = context.generatedFilesDir;
      const manifest = JSON.parse(
        await readFile(path.join(generated, 'client-manifest.json'), 'utf8'),
      ) as ClientManifest;
      const registry = await readFile(path.join(generated, 'registry.js'), 'utf8');
      const chunkName = chunkNameOf(registry, '@theme/ApiReferenceRoot');
      if (!chunkName) {
        throw new Error(
          '[openapi-reference] @theme/ApiReferenceRoot is not in .docusaurus/registry.js: the API pages would load their stylesheet late. Check the docRootComponent of the `api` docs instance.',
        );
      }
      // The site-wide stylesheet is in the HTML already; withStylesheets skips it.
      const stylesheets = chunkStylesheets(manifest, chunkName, []);
      const apiDir = path.join(outDir, options.apiRouteBasePath ?? 'openapi');
      const htmlFiles = (await readdir(apiDir, {recursive: true}))
        .filter((file) => file.endsWith('.html'))
        .map((file) => path.join(apiDir, file));
      await Promise.all(
        htmlFiles.map(async (file) => {
          const html = await readFile(file, 'utf8');
          await writeFile(file, withStylesheets(html, stylesheets));
        }),
      );
    },
    getPathsToWatch: () => specs.map((spec) => path.join(context.siteDir, spec.specPath)),
    // The first load follows the constructor, which has just generated the pages. Later loads
    // happen when `docusaurus start` sees an OpenAPI file change: regenerate, and the docs
    // instance reloads the pages it watches.
    async loadContent(): Promise<OpenApiReferenceContent> {
      if (pagesAreFresh) pagesAreFresh = false;
      else await generate();
      return loadMarkdownTwins();
    },
  };
}
