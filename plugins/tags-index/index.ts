/**
 * tags-index: one tag index for the whole site.
 *
 * Reads the tags of every doc of the configured docs instances and adds `/tags` (every tag with
 * its page count) and `/tags/<slug>` (the pages of all sections carrying the tag). The slug is
 * the one Docusaurus gives the tag, so the declared keys of `docs/tags.yml` are the routes.
 * Global data lists each instance's own tags path, so the `Tag` theme wrapper can point doc
 * pages' tag chips here; the per-instance tag pages redirect here (see README).
 */
import path from 'node:path';
import type {LoadedContent as DocsLoadedContent} from '@docusaurus/plugin-content-docs';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';

import {aggregateSiteTags, toTagsListItems, type TaggableSection} from './lib/aggregate';
import {joinBaseUrl, siteTagsRoute} from './lib/permalinks';

export interface TagsIndexSection {
  /** Id of a `@docusaurus/plugin-content-docs` instance. */
  id: string;
  /** Section name shown beside each page of a tag page. */
  label: string;
}

export interface TagsIndexOptions {
  sections: TagsIndexSection[];
}

/** Global data, read by the `Tag` theme wrapper with `usePluginData('tags-index')`. */
export interface TagsIndexGlobalData {
  instanceTagsPaths: string[];
}

const docsPluginName = 'docusaurus-plugin-content-docs';
const componentsDir = path.join(__dirname, 'components');

export default function tagsIndexPlugin(context: LoadContext, options: TagsIndexOptions): Plugin {
  return {
    name: 'tags-index',
    async allContentLoaded({allContent, actions}) {
      const instances = allContent[docsPluginName] ?? {};
      const sections: TaggableSection[] = options.sections.flatMap((section) => {
        const content = instances[section.id] as DocsLoadedContent | undefined;
        if (!content) {
          throw new Error(`[tags-index] no docs instance with id "${section.id}" was loaded; check the sections option.`);
        }
        return content.loadedVersions.map((version) => ({
          id: section.id,
          label: section.label,
          tagsPath: version.tagsPath,
          docs: version.docs,
        }));
      });

      const tags = aggregateSiteTags(sections, context.baseUrl);
      const globalData: TagsIndexGlobalData = {instanceTagsPaths: [...new Set(sections.map((s) => s.tagsPath))]};
      actions.setGlobalData(globalData);
      if (tags.length === 0) return;

      // Route props: Docusaurus writes each to its own data file, loaded with the route.
      actions.addRoute({
        path: joinBaseUrl(context.baseUrl, siteTagsRoute),
        component: path.join(componentsDir, 'TagsListPage/index.tsx'),
        exact: true,
        props: {tags: toTagsListItems(tags)},
      });
      for (const tag of tags) {
        actions.addRoute({
          path: tag.permalink,
          component: path.join(componentsDir, 'TagPage/index.tsx'),
          exact: true,
          props: {tag},
        });
      }
    },
  };
}

const sectionSchema = Joi.object<TagsIndexSection>({
  id: Joi.string().required(),
  label: Joi.string().required(),
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<TagsIndexOptions, TagsIndexOptions>): TagsIndexOptions {
  return validate(Joi.object<TagsIndexOptions>({sections: Joi.array().items(sectionSchema).min(1).required()}), options);
}
