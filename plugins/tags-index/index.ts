/**
 * tags-index: one tag index for the whole site.
 *
 * Reads the tags of every doc of the configured docs instances and adds `/tags` (every tag with
 * its page count) and `/tags/<slug>` (the pages of all instances carrying the tag). The slug is
 * the one Docusaurus gives the tag, so the declared keys of `docs/tags.yml` are the routes.
 * The docs instances themselves run through docs-plugin.ts, which points their tag chips here and
 * drops their own tag pages (see README).
 */
import path from 'node:path';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {aliasedSitePath} from '@docusaurus/utils';
import {Joi} from '@docusaurus/utils-validation';

import {docsInstancesSchema, loadedDocsInstance} from '../lib/docsContent';
import {aggregateSiteTags} from '../lib/siteTags';
import {joinBaseUrl, siteTagsRoute, taggableDocsInstances} from '../lib/tagPermalinks';
import {buildSiteTagsIndex} from './lib/siteIndex';

export interface TagsIndexDocsInstance {
  /** Id of a `@docusaurus/plugin-content-docs` instance. */
  id: string;
  /** Name shown beside each of its pages on a tag page. */
  label: string;
}

export interface TagsIndexOptions {
  docsInstances: TagsIndexDocsInstance[];
}

export default function tagsIndexPlugin(context: LoadContext, options: TagsIndexOptions): Plugin {
  return {
    name: 'tags-index',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    async allContentLoaded({allContent, actions}) {
      const instances = taggableDocsInstances(
        options.docsInstances.map((instance) => ({
          ...instance,
          versions: loadedDocsInstance(allContent, instance.id, 'tags-index').loadedVersions,
        })),
        context.baseUrl,
      );
      const tags = aggregateSiteTags(instances, context.baseUrl);
      if (tags.length === 0) return;

      // One data module for every tag route (lib/siteIndex.ts): the client's route registry, which
      // every page loads, then holds one entry for the data instead of one per tag.
      // Aliased (`@site/…`) as the docs plugin does its modules: the route registry in main.js
      // names each module, and an absolute path would tie main.js to the build machine's folder.
      const indexPath = aliasedSitePath(
        await actions.createData('site-tags.json', JSON.stringify(buildSiteTagsIndex(tags))),
        context.siteDir,
      );
      const listRoute = joinBaseUrl(context.baseUrl, siteTagsRoute);
      actions.addRoute({
        // One parent route for the list and every tag page (theme/TagsIndex/Routes): matching
        // any other page's path then tests one route here, not one per tag.
        path: listRoute,
        component: '@theme/TagsIndex/Routes',
        exact: false,
        routes: [
          {
            path: listRoute,
            component: '@theme/TagsIndex/ListPage',
            exact: true,
            modules: {index: indexPath},
          },
          ...tags.map((tag) => ({
            path: tag.permalink,
            component: '@theme/TagsIndex/TagPage',
            exact: true,
            modules: {index: indexPath},
          })),
        ],
      });
    },
  };
}

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<TagsIndexOptions, TagsIndexOptions>): TagsIndexOptions {
  return validate(Joi.object<TagsIndexOptions>({docsInstances: docsInstancesSchema}), options);
}
