/**
 * The API reference at /openapi/: the OpenAPI files, the OpenAPI plugin that turns them into
 * pages, the fifth docs instance (`api`) that serves those pages, and the local plugin that
 * validates the files and generates the pages at the start of every build and dev server.
 */
import path from 'node:path';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {PluginConfig} from '@docusaurus/types';
import type * as OpenApiTheme from 'docusaurus-theme-openapi-docs';
import type {OpenApiPluginOptions, OpenApiReferenceOptions} from '../plugins/openapi-reference';
import {sharedDocsOptions} from './docs';

/** Content folder of the `api` instance: the landing page (index.md) and the generated pages. */
export const apiDocsPath = 'openapi-docs';

/** The two APIs: id (URL segment and generated folder), OpenAPI file, sidebar label. */
export const apiReferences = [
  {id: 'content-api', specPath: 'openapi/strapi-content-api.yaml', label: 'Strapi 5 Content API'},
  {id: 'sample-api', specPath: 'openapi/sample-api.yaml', label: 'Sample posts API'},
] as const;

/** The docs plugin of the `api` instance: the stock one minus the page list in its global data. */
const apiDocsPlugin = path.join(__dirname, '../plugins/openapi-reference/docs-plugin.ts');

export const openApiPluginOptions = {
  id: 'openapi',
  // The OpenAPI plugin finds the instance's options by this module name and docsPluginId.
  docsPlugin: apiDocsPlugin,
  docsPluginId: 'api',
  config: Object.fromEntries(
    apiReferences.map((api) => [
      api.id,
      {
        specPath: api.specPath,
        outputDir: `${apiDocsPath}/${api.id}`,
        sidebarOptions: {groupPathsBy: 'tag', categoryLinkSource: 'tag'},
        showSchemas: true,
        maskCredentials: true,
      },
    ]),
  ),
} satisfies OpenApiPluginOptions;

// Of the shared options, the generated pages take everything but the tags: they carry none, and
// the declared tag list belongs to the four content instances.
const {tags: _tags, onInlineTags: _onInlineTags, ...apiDocsOptions} = sharedDocsOptions;

export const openApiPlugins: PluginConfig[] = [
  [
    apiDocsPlugin,
    {
      ...apiDocsOptions,
      id: 'api',
      path: apiDocsPath,
      routeBasePath: 'openapi',
      sidebarPath: './sidebars/openapi.ts',
      docItemComponent: '@theme/ApiItem',
      docRootComponent: '@theme/ApiReferenceRoot',
    } satisfies DocsOptions,
  ],
  ['docusaurus-plugin-openapi-docs', openApiPluginOptions],
];

/**
 * The OpenAPI theme (without its site-wide stylesheet), then the local plugin that validates the
 * files, generates the pages and wraps the theme's components: a theme entry after the OpenAPI
 * theme, so its `getThemePath()` components sit on top of that theme's.
 */
export const openApiThemes: PluginConfig[] = [
  './plugins/openapi-reference/theme.ts',
  [
    './plugins/openapi-reference/index.ts',
    {openApi: openApiPluginOptions, docsPath: apiDocsPath} satisfies OpenApiReferenceOptions,
  ],
];

/** A request-sample tab: the OpenAPI theme's language settings plus the label our launcher shows. */
interface SampleLanguageTab {
  label: string;
  highlight: string;
  language: string;
  codeSampleLanguage: string;
  logoClass: string;
  variant: string;
}

/**
 * Theme settings of the request panel. The sample languages, in tab order, must match the
 * generators bundled by plugins/openapi-reference/client/codeGeneratorLanguages.js.
 */
export const openApiThemeConfig = {
  languageTabs: [
    {
      label: 'cURL',
      highlight: 'bash',
      language: 'curl',
      codeSampleLanguage: 'Shell',
      logoClass: 'curl',
      variant: 'cURL',
    },
    {
      label: 'JavaScript',
      highlight: 'javascript',
      language: 'javascript',
      codeSampleLanguage: 'JavaScript',
      logoClass: 'javascript',
      variant: 'Fetch',
    },
    {
      label: 'Node.js',
      highlight: 'javascript',
      language: 'nodejs',
      codeSampleLanguage: 'JavaScript',
      logoClass: 'nodejs',
      variant: 'Axios',
    },
    {
      label: 'Python',
      highlight: 'python',
      language: 'python',
      codeSampleLanguage: 'Python',
      logoClass: 'python',
      variant: 'Requests',
    },
  ] satisfies SampleLanguageTab[],
  // Tokens typed in the panel last for the browser session only.
  api: {authPersistence: 'sessionStorage'} satisfies NonNullable<OpenApiTheme.ThemeConfig['api']>,
};
