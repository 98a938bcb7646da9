/**
 * The site-wide local plugins (plugins/*): tag index, status page, image zoom, opt-in scripts and
 * LLM-ready Markdown. Paths are absolute so fixture sites can reuse the same entries.
 */
import path from 'node:path';
import type {PluginConfig} from '@docusaurus/types';

import type {LlmsTxtOptions} from '../plugins/llms-txt';
import type {OptInScriptsOptions} from '../plugins/opt-in-scripts';
import type {StatusPageOptions} from '../plugins/status-page';
import type {TagsIndexOptions} from '../plugins/tags-index';
import {docsSections} from './site';

const pluginsDir = path.join(__dirname, '..', 'plugins');

function localPlugin(name: string): string {
  return path.join(pluginsDir, name, 'index.ts');
}

const sections = docsSections.map(({id, label}) => ({id, label}));
/** Sections readers browse; snippets are fragments inlined into them. */
const readerSections = docsSections
  .filter((section) => section.sidebarPath !== false)
  .map(({id, label}) => ({id, label}));

/** `/tags` and `/tags/<slug>` across every docs instance. */
export const tagsIndexPlugin: PluginConfig = [
  localPlugin('tags-index'),
  {sections} satisfies TagsIndexOptions,
];

/** Zoom on content images. */
export const imageZoomPlugin: PluginConfig = localPlugin('image-zoom');

/** Scripts switched on by environment variables (their raw values, validated by the plugin). */
export function optInScriptsPlugin(options: OptInScriptsOptions): PluginConfig {
  return [localPlugin('opt-in-scripts'), options];
}

export function sitewidePlugins({
  optInScripts,
  summary,
}: {
  optInScripts: OptInScriptsOptions;
  summary: string;
}): PluginConfig[] {
  return [
    tagsIndexPlugin,
    [
      localPlugin('status-page'),
      {sections, tagsFile: 'docs/tags.yml', routePath: '/status'} satisfies StatusPageOptions,
    ],
    imageZoomPlugin,
    optInScriptsPlugin(optInScripts),
    [
      localPlugin('llms-txt'),
      {
        sections: readerSections,
        markdownOnlySections: ['snippets'],
        summary,
      } satisfies LlmsTxtOptions,
    ],
  ];
}
