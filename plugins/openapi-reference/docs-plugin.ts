/**
 * `@docusaurus/plugin-content-docs` for the API reference (the `api` instance): the same plugin,
 * name, options and content, with a global data entry that leaves out the list of pages
 * (lib/globalData.ts), since every page of the site downloads global data.
 */
import pluginContentDocs, {
  type LoadedContent,
  type PluginOptions,
} from '@docusaurus/plugin-content-docs';
import type {GlobalPluginData} from '@docusaurus/plugin-content-docs/client';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {withoutDocsList} from './lib/globalData';

export {validateOptions} from '@docusaurus/plugin-content-docs';

export default async function apiDocsPlugin(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<LoadedContent>> {
  const plugin = await pluginContentDocs(context, options);
  const {contentLoaded} = plugin;
  if (!contentLoaded) throw new Error('[openapi-reference] the docs plugin has no contentLoaded.');
  return {
    ...plugin,
    async contentLoaded(args) {
      await contentLoaded({
        ...args,
        actions: {
          ...args.actions,
          setGlobalData(data) {
            args.actions.setGlobalData(withoutDocsList(data as GlobalPluginData));
          },
        },
      });
    },
  };
}
