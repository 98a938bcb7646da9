/**
 * tags-index: one tag index for the whole site.
 *
 * Reads the tags of every doc of the configured docs instances and adds `/tags` (every tag with
 * its page count) and `/tags/<slug>` (the pages of all sections carrying the tag). The slug is
 * the one Docusaurus gives the tag, so the declared keys of `docs/tags.yml` are the routes.
 * The docs instances themselves run through docs-plugin.ts, which points their tag chips here and
 * drops their own tag pages (see README).
 */
import path from 'node:path';
import type {LoadedContent as DocsLoadedContent} from '@docusaurus/plugin-content-docs';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';

import {aggregateSiteTags} from './lib/aggregate';
import {taggableSections} from './lib/docsContent';
import {joinBaseUrl, siteTagsRoute} from './lib/permalinks';
import {buildSiteTagsIndex} from './lib/siteIndex';

export interface TagsIndexSection {
  /** Id of a `@docusaurus/plugin-content-docs` instance. */
  id: string;
  /** Section name shown beside each page of a tag page. */
  label: string;
}

export interface TagsIndexOptions {
  sections: TagsIndexSection[];
}

const docsPluginName = 'docusaurus-plugin-content-docs';
const componentsDir = path.join(__dirname, 'components');

export default function tagsIndexPlugin(context: LoadContext, options: TagsIndexOptions): Plugin {
  return {
    name: 'tags-index',
    async allContentLoaded({allContent, actions}) {
      const instances = allContent[docsPluginName] ?? {};
      const sections = taggableSections(
        options.sections.map((section) => {
          const content = instances[section.id] as DocsLoadedContent | undefined;
          if (!content) {
            throw new Error(`[tags-index] no docs instance with id "${section.id}" was loaded; check the sections option.`);
          }
          return {...section, versions: content.loadedVersions};
        }),
        context.baseUrl,
      );
      const tags = aggregateSiteTags(sections, context.baseUrl);
      if (tags.length === 0) return;

      // One data module for every tag route (lib/siteIndex.ts): the client's route registry, which
      // every page loads, then holds one entry for the data instead of one per tag.
      const indexPath = await actions.createData('site-tags.json', JSON.stringify(buildSiteTagsIndex(tags)));
      actions.addRoute({
        path: joinBaseUrl(context.baseUrl, siteTagsRoute),
        component: path.join(componentsDir, 'TagsListPage/index.tsx'),
        exact: true,
        modules: {index: indexPath},
      });
      for (const tag of tags) {
        actions.addRoute({
          path: tag.permalink,
          component: path.join(componentsDir, 'TagPage/index.tsx'),
          exact: true,
          modules: {index: indexPath},
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
