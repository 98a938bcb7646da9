/**
 * Registration of the local plugins (plugins/*), typed with each plugin's options: breaking
 * changes, announcement bar, tag index, status page, image zoom, opt-in scripts, LLM-ready
 * Markdown, search, robots.txt and the security headers file. Paths are absolute so fixture sites can reuse the same entries. (The API
 * reference's plugins come with its docs instance, in config/openapi.ts.)
 */
import path from 'node:path';
import type {PluginConfig} from '@docusaurus/types';

import type {AnnouncementBarPluginOptions} from '../plugins/announcement-bar';
import type {LlmsTxtOptions} from '../plugins/llms-txt';
import type {OptInScriptsOptions} from '../plugins/opt-in-scripts';
import type {RobotsTxtOptions} from '../plugins/robots-txt';
import type {SecurityHeadersOptions} from '../plugins/security-headers';
import type {StatusPageOptions} from '../plugins/status-page';
import type {SearchIndexPluginOptions} from '../plugins/search-index';
import type {TagsIndexOptions} from '../plugins/tags-index';
import {aiAnswer, feedbackEndpoint, optInScripts, previewDeployment} from './env';
import {searchBranding, searchDocsInstances, searchPagePriors, searchSiteWords} from './search';
import {statusPageDescription, statusPageTitle} from '../plugins/status-page/lib/markdown';
import {docsInstances} from './site';

const pluginsDir = path.join(__dirname, '..', 'plugins');

function localPlugin(name: string): string {
  return path.join(pluginsDir, name, 'index.ts');
}

/** Route of the documentation status page (plugins/status-page), which has a Markdown twin. */
const statusRoute = '/status';

const docsInstanceLabels = docsInstances.map(({id, label}) => ({id, label}));
/** Docs instances readers browse; snippets are fragments inlined into them. */
const browsedDocsInstances = docsInstances
  .filter((instance) => instance.sidebarPath !== false)
  .map(({id, label}) => ({id, label}));

/** `/tags` and `/tags/<slug>` across every docs instance. */
export const tagsIndexPlugin: PluginConfig = [
  localPlugin('tags-index'),
  {docsInstances: docsInstanceLabels} satisfies TagsIndexOptions,
];

/** Zoom on content images. */
export const imageZoomPlugin: PluginConfig = localPlugin('image-zoom');

/** Scripts switched on by environment variables (their raw values, validated by the plugin). */
export function optInScriptsPlugin(options: OptInScriptsOptions): PluginConfig {
  return [localPlugin('opt-in-scripts'), options];
}

/**
 * The `_headers` file: a CSP with the hashes of the build's inline scripts, and the opt-in
 * scripts' and answer service's hosts only when their variables are set.
 */
export const securityHeadersPlugin: PluginConfig = [
  localPlugin('security-headers'),
  {
    heatmap: Boolean(optInScripts.heatmapSiteId),
    tagManager: Boolean(optInScripts.gtmContainerId),
    answerEndpoint: aiAnswer.endpoint,
    feedbackEndpoint,
    preview: previewDeployment === '1',
    // The API reference's request panel sends to whatever server the reader types.
    openConnectRoutes: ['/openapi/'],
  } satisfies SecurityHeadersOptions,
];

/** Every local plugin of the site, in the order they apply (later theme wrappers wrap earlier ones). */
export function localPlugins({
  announcementBarId,
  summary,
}: {
  /** Changing it shows the announcement bar again to readers who dismissed the previous one. */
  announcementBarId: string;
  /** The site's one-paragraph summary at the top of llms.txt. */
  summary: string;
}): PluginConfig[] {
  return [
    [localPlugin('robots-txt'), {preview: previewDeployment} satisfies RobotsTxtOptions],
    securityHeadersPlugin,
    localPlugin('breaking-changes'),
    // Docusaurus's prefetcher: chunk names looked up in an index, no chunk requested twice.
    localPlugin('prefetch-once'),
    // Exact, guarded edits to Docusaurus client modules that cost main-thread time on every page.
    localPlugin('client-patches'),
    // Lazy chunks named by id: no id → name table in the runtime every page loads first.
    localPlugin('chunk-files'),
    // The browser bundle's module list, for bench:pages's breakdown of a page's scripts.
    localPlugin('bundle-stats'),
    // A change to a local plugin or config module invalidates Rspack's persistent cache.
    localPlugin('bundler-cache'),
    [
      localPlugin('announcement-bar'),
      {id: announcementBarId} satisfies AnnouncementBarPluginOptions,
    ],
    tagsIndexPlugin,
    [
      localPlugin('status-page'),
      {
        docsInstances: docsInstanceLabels,
        tagsFile: 'docs/tags.yml',
        routePath: statusRoute,
      } satisfies StatusPageOptions,
    ],
    imageZoomPlugin,
    optInScriptsPlugin(optInScripts),
    [
      localPlugin('llms-txt'),
      {
        // The API reference last: its twins come from its OpenAPI files (plugins/openapi-reference).
        docsInstances: [...browsedDocsInstances, {id: 'api', label: 'API reference'}],
        markdownOnlyInstances: ['snippets'],
        summary,
        otherPagesLabel: 'Other pages',
        // The status page writes its own twin (plugins/status-page), from the data it renders.
        otherPages: [
          {route: statusRoute, title: statusPageTitle, description: statusPageDescription},
        ],
        // The landing page, a React page: its twin is written from its built HTML.
        htmlPages: ['/'],
      } satisfies LlmsTxtOptions,
    ],
    [
      localPlugin('search-index'),
      {
        ...searchBranding,
        docsInstances: searchDocsInstances,
        pagePriors: searchPagePriors,
        siteWords: searchSiteWords,
        answerEndpoint: aiAnswer.endpoint,
        answerModel: aiAnswer.model,
      } satisfies SearchIndexPluginOptions,
    ],
  ];
}
