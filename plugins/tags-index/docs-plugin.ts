/**
 * `@docusaurus/plugin-content-docs` with site-wide tags, used for every docs instance
 * (config/docs.ts). Same plugin, same name, options and content, with three changes:
 * - each doc's tags point to `/tags/<slug>` (the tags-index pages) instead of
 *   `/<instance>/tags/<slug>`, so the tag chips of doc pages link there with no theme change;
 * - the instance's own tag pages (`/<instance>/tags` and its tag pages) are not added: they do
 *   not exist, and do not weigh on the client route registry every page downloads;
 * - the version data every doc page downloads lists the docs without their descriptions, which
 *   only doc cards would read (lib/docsContent.ts).
 */
import pluginContentDocs, {
  type LoadedContent,
  type PluginOptions,
} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';

import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {isYamlException, yamlErrorMessage} from '../lib/yamlError';
import {withSiteTagPermalinks} from '../lib/tagPermalinks';
import {withoutRoutes, withoutVersionDocDescriptions} from './lib/docsContent';

export {validateOptions} from '@docusaurus/plugin-content-docs';

export default async function docsPluginWithSiteTags(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<LoadedContent>> {
  const plugin = await pluginContentDocs(context, options);
  const {loadContent, contentLoaded} = plugin;
  if (!loadContent || !contentLoaded)
    throw new Error('[tags-index] the docs plugin has no loadContent or contentLoaded.');
  const tagPageComponents = new Set([options.docTagsListComponent, options.docTagDocListComponent]);
  const isTagPage = (route: RouteConfig): boolean => tagPageComponents.has(route.component);

  return {
    ...plugin,
    async loadContent() {
      const loaded = await Promise.resolve()
        .then(loadContent)
        .catch(async (error: unknown) => {
          throw await withTagsFileName(error, context.siteDir, options);
        });
      return withSiteTagPermalinks(loaded, context.baseUrl);
    },
    async contentLoaded(args) {
      await contentLoaded({
        ...args,
        actions: {
          ...args.actions,
          addRoute(route) {
            const kept = withoutRoutes(route, isTagPage);
            if (kept) args.actions.addRoute(withoutVersionDocDescriptions(kept));
          },
        },
      });
    },
  };
}

/**
 * A YAML error of the tags file reaches us without the file's name: name it (the same file is
 * read by every instance, so this is the first thing a contributor sees).
 */
async function withTagsFileName(
  error: unknown,
  siteDir: string,
  options: PluginOptions,
): Promise<unknown> {
  if (!isYamlException(error) || typeof options.tags !== 'string') return error;
  const tagsFile = path.resolve(siteDir, options.path, options.tags);
  const content = await readFile(tagsFile, 'utf8').catch(() => null);
  if (content === null || error.mark.buffer?.trimEnd() !== content.trimEnd()) return error;
  return new Error(
    `[tags] ${yamlErrorMessage(error, path.relative(siteDir, tagsFile), 0, 'correct the YAML of the tag list (each tag: a key, then an indented label and description).')}`,
    {cause: error},
  );
}
