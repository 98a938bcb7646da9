/**
 * status-page: `/status`, the state of the documentation, computed at build time.
 *
 * From the loaded docs instances it counts, per instance, the published pages against the planned
 * ones (every doc a sidebar lists; every doc of an instance without sidebars), lists the planned
 * routes not yet published, and reports the site version (package.json), the docs version label, the generator version,
 * the build date and the number of tags. Nothing on the page is written by hand.
 */
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {DOCUSAURUS_VERSION, normalizeUrl} from '@docusaurus/utils';
import {Joi, getTagsFile} from '@docusaurus/utils-validation';

import {docsInstancesSchema, loadedDocsInstance} from '../lib/docsContent';
import {aggregateSiteTags} from '../lib/siteTags';
import {taggableDocsInstances} from '../lib/tagPermalinks';
import logger from '@docusaurus/logger';
import {docsOutsidePlan, docsOutsidePlanMessage, plannedRoutesOf} from './lib/planned';
import {computeStatus, type DocsInstanceInput} from './lib/status';
import {markdownDocument, type RouteMarkdownTwin} from '../lib/markdownDocument';
import {statusMarkdown, statusPageDescription, statusPageTitle} from './lib/markdown';

export interface StatusPageOptions {
  /** The docs instances to report on, in display order. */
  docsInstances: {id: string; label: string}[];
  /** The declared tags file, relative to the site directory. */
  tagsFile: string;
  /** Route of the page. */
  routePath: string;
}

export default function statusPagePlugin(context: LoadContext, options: StatusPageOptions): Plugin {
  const routePath = normalizeUrl([context.baseUrl, options.routePath]);
  let twin: RouteMarkdownTwin | undefined;
  return {
    name: 'status-page',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    async allContentLoaded({allContent, actions}) {
      const loaded = options.docsInstances.map((instance) => {
        const content = loadedDocsInstance(allContent, instance.id, 'status-page');
        return {instance, versions: content.loadedVersions};
      });

      const loadedDocs = loaded.flatMap(({versions}) => versions.map((version) => version.docs));
      const instances: DocsInstanceInput[] = loaded.flatMap(({instance, versions}) =>
        versions.map((version) => ({
          id: instance.id,
          label: instance.label,
          planned: plannedRoutesOf({
            basePath: version.path,
            sidebars: Object.keys(version.sidebars).length > 0 ? version.sidebars : null,
            docs: version.docs,
          }),
          published: version.docs.map((doc) => doc.permalink),
        })),
      );
      const outsidePlan = docsOutsidePlanMessage(
        instances.flatMap((instance, index) =>
          docsOutsidePlan(instance.planned, loadedDocs[index] ?? []),
        ),
      );
      if (outsidePlan) logger.warn(outsidePlan);
      const usedTags = aggregateSiteTags(
        taggableDocsInstances(
          loaded.map(({instance, versions}) => ({...instance, versions})),
          context.baseUrl,
        ),
        context.baseUrl,
      );
      const tagsDir = path.dirname(path.resolve(context.siteDir, options.tagsFile));
      const declaredTags = await getTagsFile({
        tags: path.basename(options.tagsFile),
        contentPaths: {contentPath: tagsDir, contentPathLocalized: tagsDir},
      });
      if (!context.siteVersion)
        throw new Error('[status-page] the site has no version: set "version" in package.json.');

      const status = computeStatus({
        siteVersion: context.siteVersion,
        docsVersionLabels: loaded.flatMap(({versions}) => versions.map((version) => version.label)),
        generator: {name: 'Docusaurus', version: DOCUSAURUS_VERSION},
        buildDate: new Date(),
        instances,
        tags: {used: usedTags.length, declared: Object.keys(declaredTags ?? {}).length},
      });
      const origin = context.siteConfig.url.replace(/\/+$/, '');
      const markdownTwin: RouteMarkdownTwin = {
        title: statusPageTitle,
        description: statusPageDescription,
        markdown: statusMarkdown(status, `${origin}${normalizeUrl([context.baseUrl, '/tags'])}`),
      };
      twin = markdownTwin;
      // The twin's body rides on the route's props, where plugins/llms-txt reads it after the
      // build for llms-full.txt: both postBuild hooks run at once, so it cannot read the file.
      actions.addRoute({
        path: routePath,
        component: '@theme/StatusPage',
        exact: true,
        props: {status, permalink: routePath, markdownTwin},
      });
    },
    // The page's Markdown twin (`/status.md`), listed in llms.txt by plugins/llms-txt.
    async postBuild({outDir}) {
      if (!twin) return;
      const origin = context.siteConfig.url.replace(/\/+$/, '');
      const body = twin.markdown;
      // The build folder holds the routes without the base URL.
      const file = path.join(outDir, `${options.routePath.replace(/^\/+|\/+$/g, '')}.md`);
      await mkdir(path.dirname(file), {recursive: true});
      await writeFile(
        file,
        markdownDocument(
          {title: statusPageTitle, description: statusPageDescription},
          body,
          `${origin}${context.baseUrl}llms.txt`,
        ),
      );
    },
  };
}

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Partial<StatusPageOptions>, StatusPageOptions>): StatusPageOptions {
  const schema = Joi.object<StatusPageOptions>({
    docsInstances: docsInstancesSchema,
    tagsFile: Joi.string().default('docs/tags.yml'),
    routePath: Joi.string().pattern(/^\//).default('/status'),
  });
  return validate(schema, options);
}
