import {createHash} from 'node:crypto';
import {existsSync} from 'node:fs';
import {readFile, mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

import logger from '@docusaurus/logger';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {htmlFilesOfRoute} from '../lib/builtHtml';
import {docSourcePath, loadedDocsInstances} from '../lib/docsContent';

import {buildIndexData, splitIndexData, type PageSource} from './lib/buildIndex';
import type {ClientConfig} from './lib/clientConfig';
import {indexFormatVersion, type IndexedDocsInstance} from './lib/indexData';
import {
  optionsSchema,
  type NormalizedSearchIndexOptions,
  type SearchIndexPluginOptions,
} from './lib/options';

export type {SearchIndexPluginOptions} from './lib/options';

/** Where the index file is written, relative to the build output and to the site's base URL. */
export const indexFilePath = 'search-index/index.json';

interface PageToIndex {
  permalink: string;
  title: string;
  description: string;
  keywords: string[];
  questions: string[];
  docsInstance: number;
}

const logPrefix = '[search-index]';

/**
 * The page's `search_questions` front matter (Docusaurus keeps front matter fields it does not
 * know): a list of strings, else the build stops naming the file and the fix.
 */
function searchQuestions(frontMatter: Record<string, unknown>, source: string): string[] {
  const questions = frontMatter.search_questions;
  if (questions === undefined) return [];
  if (!Array.isArray(questions) || questions.some((question) => typeof question !== 'string'))
    throw new Error(
      `${logPrefix} ${source}: \`search_questions\` must be a list of strings, one reader's question each, e.g. search_questions: ["why does the API not return my relations"] (see CONTRIBUTING.md, "Front matter").`,
    );
  return questions as string[];
}

/**
 * Builds the offline search index: at the end of the production build, reads the HTML of every
 * page of every docs instance, splits it into sections by heading and writes
 * `search-index/index.json`. The widget's settings go to `@generated/search-index/default/config.json`.
 */
export default function searchIndexPlugin(
  context: LoadContext,
  options: NormalizedSearchIndexOptions,
): Plugin {
  const docsInstances: IndexedDocsInstance[] = [];
  const instanceIndexById = new Map<string, number>();
  let pages: PageToIndex[] = [];

  const instanceIndex = (instanceId: string): number => {
    const known = instanceIndexById.get(instanceId);
    if (known !== undefined) return known;
    const configured = options.docsInstances[instanceId];
    if (!configured) {
      logger.warn(
        `${logPrefix} docs instance "${instanceId}" is not listed in the plugin's docsInstances option; its pages are indexed under the label "${instanceId}". Add {"${instanceId}": {label: "…"}} to docsInstances.`,
      );
    }
    const index = docsInstances.length;
    docsInstances.push({
      label: configured?.label ?? instanceId,
      boost: configured?.boost ?? 1,
      ...(configured?.about ? {about: configured.about} : {}),
    });
    instanceIndexById.set(instanceId, index);
    return index;
  };

  return {
    name: 'search-index',

    getThemePath() {
      return path.join(__dirname, 'theme');
    },

    async allContentLoaded({allContent, actions}) {
      const instances = loadedDocsInstances(allContent);
      // Configured instances first, in the order given, so labels keep a stable order.
      for (const [instanceId, instanceOptions] of Object.entries(options.docsInstances))
        if (instances[instanceId] && instanceOptions.index !== false) instanceIndex(instanceId);
      pages = [];
      const hash = createHash('sha256').update(`format ${indexFormatVersion}\n`);
      for (const [instanceId, content] of Object.entries(instances)) {
        if (options.docsInstances[instanceId]?.index === false) continue;
        const docsInstance = instanceIndex(instanceId);
        for (const version of content.loadedVersions) {
          for (const doc of version.docs) {
            if (doc.unlisted) continue;
            pages.push({
              permalink: doc.permalink,
              title: doc.title,
              description: doc.description,
              keywords: doc.frontMatter.keywords ?? [],
              questions: searchQuestions(doc.frontMatter, doc.source),
              docsInstance,
            });
            hash.update(`${doc.permalink}\n${doc.title}\n${doc.description}\n`);
            const sourcePath = docSourcePath(context.siteDir, doc.source);
            if (existsSync(sourcePath)) hash.update(await readFile(sourcePath));
          }
        }
      }
      const config: ClientConfig = {
        projectName: options.projectName,
        maxResults: options.maxResults,
        indexPath: `${indexFilePath}?v=${hash.digest('hex').slice(0, 12)}`,
        answer:
          options.answerEndpoint && options.answerModel
            ? {endpoint: options.answerEndpoint, model: options.answerModel}
            : null,
      };
      await actions.createData('config.json', JSON.stringify(config));
    },

    async postBuild({outDir, siteConfig}) {
      const started = Date.now();
      const sources: PageSource[] = [];
      for (const page of pages) {
        const candidates = htmlFilesOfRoute(outDir, siteConfig.baseUrl, page.permalink);
        const file = candidates.find((candidate) => existsSync(candidate));
        if (!file) {
          throw new Error(
            `${logPrefix} cannot index ${page.permalink}: none of ${candidates.map((candidate) => path.relative(context.siteDir, candidate)).join(', ')} exists in the build output.`,
          );
        }
        sources.push({
          url: page.permalink,
          title: page.title,
          description: page.description,
          keywords: page.keywords,
          questions: page.questions,
          docsInstance: page.docsInstance,
          html: await readFile(file, 'utf8'),
        });
      }
      let head: string;
      let bodies: string[];
      let postings: string[];
      let sectionCount: number;
      try {
        const data = buildIndexData(docsInstances, sources);
        if (options.pagePriors.length > 0) data.priors = options.pagePriors;
        if (options.siteWords.length > 0) data.siteWords = options.siteWords;
        sectionCount = data.sections.length;
        const split = splitIndexData(data, (index) => `bodies-${index}.json`);
        head = JSON.stringify(split.head);
        bodies = split.shards.map((shard) => JSON.stringify(shard));
        postings = split.postingShards.map((shard) => JSON.stringify(shard));
      } catch (error) {
        throw new Error(
          `${logPrefix} ${(error as Error).message}. Fix the page's markup (the index reads the built HTML of each doc page), or mark the page \`unlisted\`.`,
          {cause: error},
        );
      }
      const target = path.join(outDir, indexFilePath);
      await mkdir(path.dirname(target), {recursive: true});
      await writeFile(target, head);
      await Promise.all(
        bodies.map((body, index) =>
          writeFile(path.join(path.dirname(target), `bodies-${index}.json`), body),
        ),
      );
      await Promise.all(
        postings.map((shard, index) =>
          writeFile(path.join(path.dirname(target), `postings-${index}.json`), shard),
        ),
      );
      const headGzip = gzipSync(head, {level: 9}).length;
      const bodiesGzip = bodies.reduce((sum, body) => sum + gzipSync(body, {level: 9}).length, 0);
      const postingsGzip = postings.reduce((sum, shard) => sum + gzipSync(shard).length, 0);
      logger.info(
        `${logPrefix} indexed ${sources.length} pages, ${sectionCount} sections in ${Date.now() - started} ms (heap ${(process.memoryUsage().heapUsed / 2 ** 20).toFixed(0)} MB): ${indexFilePath} (head) ${(headGzip / 1024).toFixed(0)} KB gzip, ${postings.length} postings files ${(postingsGzip / 1024).toFixed(0)} KB gzip (a query fetches its keys' files), then ${bodies.length} body file(s) ${(bodiesGzip / 1024).toFixed(0)} KB gzip (${((headGzip + postingsGzip + bodiesGzip) / Math.max(1, sources.length)).toFixed(0)} B gzip per page in all).`,
      );
    },
  };
}

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<
  SearchIndexPluginOptions,
  NormalizedSearchIndexOptions
>): NormalizedSearchIndexOptions {
  return validate(optionsSchema, options);
}
