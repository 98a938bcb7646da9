/**
 * llms-txt: the documentation in Markdown, for language models and for readers who want it.
 *
 * After the build it writes, into the build directory:
 * - one `.md` file per doc route (`/dev-docs/intro` → `/dev-docs/intro.md`): front matter reduced
 *   to title and description, snippets inlined, admonitions and tabs as plain Markdown, links
 *   absolute (lib/markdown.ts);
 * - `llms.txt`: the site's title and summary, notes for AI assistants (the API changes from
 *   Strapi 4, from the breaking-change pages' facts), then every listed page under the name of its
 *   docs instance as a link to its Markdown; each instance's own `<route>/llms.txt` adds the
 *   pages' one-line descriptions;
 * - `llms-full.txt`: every listed page's Markdown, in sidebar order;
 * - `llms-code.txt`: every code block of the listed pages with its page, heading anchor and language.
 * Pages outside the docs instances are listed too, in one more section: the Markdown pages of
 * `src/pages` (converted like docs) and `otherPages`, whose twins their own plugins write (/status).
 * A docs instance's page whose twin another plugin gives in its loaded content (`markdownTwins`:
 * the API reference, written from its OpenAPI files) gets that twin instead of a conversion.
 * Global data tells the page controls (Copy page, View as Markdown) which pages have `.md`.
 */
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';

import {collectBreakingChanges, groupBreakingChanges} from '../lib/breakingChanges/groups';
import {htmlFilesOfRoute} from '../lib/builtHtml';
import {
  docSourcePath,
  docsInstancesSchema,
  loadedDocsInstance,
  loadedDocsInstances,
} from '../lib/docsContent';
import {breakingChangesMarkdown} from '../lib/breakingChanges/markdown';
import {convertMdx, markdownDocument, type ConvertContext} from './lib/markdown';
import {llmsIndexProblems} from './lib/checks';
import {
  allowedMissingShare,
  htmlPageSegments,
  markdownComparableText,
  missingSegments,
  parityFails,
  parityMessage,
} from './lib/contentParity';
import {
  firstHeadingDifference,
  headingDifferenceMessage,
  htmlPageHeadings,
  markdownPageHeadings,
} from './lib/headings';
import {pageCodeBlocks} from './lib/codeBlocks';
import {
  buildLlmsCodeTxt,
  buildLlmsFullTxt,
  buildLlmsTxt,
  buildSectionLlmsTxt,
  indexFileLimit,
  orderBySidebars,
  type LlmsNote,
  type LlmsSection,
  type SidebarItem,
} from './lib/llmsTxt';
import {htmlPageTwin} from './lib/htmlPage';
import {markdownFile, markdownRoute} from './lib/paths';
import {applicabilityLabels, pageLead, verifiedFactsLine, type VerifiedFacts} from './lib/pageLead';
import verifiedFactsFile from '../../config/verified-facts.json';
import {
  markdownTwinsByInstance,
  htmlPagesRoutes,
  otherPagesBodies,
  otherPagesRoutes,
  withoutLeadingTitle,
  type GivenTwin,
} from './lib/twins';
import type {LlmsTxtGlobalData, LlmsTxtOptions} from './types';

export type {LlmsTxtGlobalData, LlmsTxtOptions, MarkdownTwinsContent, OtherPage} from './types';

interface CollectedDoc {
  id: string;
  title: string;
  description: string;
  permalink: string;
  filePath: string;
  frontMatter: Record<string, unknown>;
  unlisted: boolean;
}

interface CollectedDocsInstance {
  id: string;
  label: string | null;
  /** Route of the instance's root, with the base URL (`/dev-docs`). */
  routeBase: string;
  docs: CollectedDoc[];
}

/** The Markdown pages of `src/pages`, as the pages plugin loads them (the fields used here). */
interface LoadedPage {
  type: string;
  permalink: string;
  source: string;
  title?: string;
  description?: string;
  frontMatter?: Record<string, unknown>;
  unlisted?: boolean;
}

/** Route of the section index of the pages outside the docs instances, below the base URL. */
const otherPagesIndexRoute = 'other-pages/llms.txt';

/** Topic of the breaking changes that become "Notes for AI assistants" in llms.txt. */
const notesTopic = 'apis';

export default function llmsTxtPlugin(context: LoadContext, options: LlmsTxtOptions): Plugin {
  const {siteDir, siteConfig, baseUrl} = context;
  const siteOrigin = siteConfig.url.replace(/\/+$/, '');
  let instances: CollectedDocsInstance[] = [];
  let markdownPages: CollectedDoc[] = [];
  let providedTwins = new Map<string, Map<string, GivenTwin>>();
  let breakingChangesIndex = '';
  let notes: LlmsNote[] = [];
  const verifiedFacts = verifiedFactsFile as VerifiedFacts;

  return {
    name: 'llms-txt',

    getThemePath() {
      return path.join(__dirname, 'theme');
    },

    async allContentLoaded({allContent, actions}) {
      const wanted = [
        ...options.docsInstances.map((instance) => ({
          id: instance.id,
          label: instance.label,
        })),
        ...options.markdownOnlyInstances.map((id) => ({id, label: null})),
      ];
      instances = wanted.map(({id, label}) => {
        const content = loadedDocsInstance(allContent, id, 'llms-txt');
        const docs = content.loadedVersions.flatMap((version) =>
          orderBySidebars(
            version.docs,
            version.sidebars as unknown as Record<string, SidebarItem[]>,
          ).map((doc) => ({
            id: doc.id,
            title: doc.title,
            description: doc.description,
            permalink: doc.permalink,
            filePath: docSourcePath(siteDir, doc.source),
            frontMatter: doc.frontMatter,
            unlisted: doc.unlisted,
          })),
        );
        return {id, label, routeBase: content.loadedVersions[0]?.path ?? baseUrl, docs};
      });

      const allDocs = Object.values(loadedDocsInstances(allContent)).flatMap((content) =>
        content.loadedVersions.flatMap((v) => v.docs),
      );
      const breakingChanges = collectBreakingChanges(
        allDocs.map((doc) => ({...doc, frontMatter: doc.frontMatter})),
      );
      const descriptionOf = new Map(allDocs.map((doc) => [doc.permalink, doc.description]));
      notes = breakingChanges
        .filter((entry) => entry.topic === notesTopic)
        .sort((a, b) => a.title.localeCompare(b.title, 'en', {sensitivity: 'base'}))
        .map((entry) => ({
          title: entry.title,
          description: descriptionOf.get(entry.permalink) ?? '',
          markdownUrl: `${siteOrigin}${markdownRoute(entry.permalink)}`,
        }));
      const groups = groupBreakingChanges(breakingChanges).map((group) => ({
        ...group,
        entries: group.entries.map((entry) => ({
          ...entry,
          permalink: `${siteOrigin}${entry.permalink}`,
        })),
      }));
      breakingChangesIndex = breakingChangesMarkdown(groups);

      providedTwins = markdownTwinsByInstance(allContent);
      markdownPages = Object.values(allContent['docusaurus-plugin-content-pages'] ?? {})
        .flatMap((content) => (content as LoadedPage[] | undefined) ?? [])
        .filter((loaded) => loaded.type === 'mdx' && !loaded.unlisted)
        .map((loaded) => ({
          id: loaded.permalink,
          title: loaded.title ?? '',
          description: loaded.description ?? '',
          permalink: loaded.permalink,
          filePath: docSourcePath(siteDir, loaded.source),
          frontMatter: loaded.frontMatter ?? {},
          unlisted: false,
        }))
        .sort((a, b) => a.permalink.localeCompare(b.permalink));

      const globalData: LlmsTxtGlobalData = {
        instances: wanted.map((instance) => instance.id),
        pages: [
          ...markdownPages.map((markdownPage) => markdownPage.permalink),
          ...otherPagesRoutes(options.otherPages, baseUrl),
          ...htmlPagesRoutes(options.htmlPages, baseUrl),
        ],
      };
      actions.setGlobalData(globalData);
    },

    async postBuild({outDir, routes}) {
      const llmsTxtUrl = `${siteOrigin}${baseUrl}llms.txt`;
      const permalinkOfFile = new Map(
        instances.flatMap((instance) => instance.docs.map((doc) => [doc.filePath, doc.permalink])),
      );
      const sourceCache = new Map<string, string | undefined>();
      const read = (file: string): string | undefined => {
        if (!sourceCache.has(file)) {
          try {
            sourceCache.set(file, readFileSync(file, 'utf8'));
          } catch {
            sourceCache.set(file, undefined);
          }
        }
        return sourceCache.get(file);
      };
      const warnings = new Set<string>();

      /**
       * Writes a page's twin: `provided` when another plugin gave one, else its source converted
       * (then given to `finish`).
       */
      const convertPage = async (
        source: CollectedDoc,
        given: GivenTwin | undefined,
        finish: (body: string) => string = (body) => body,
      ) => {
        const doc = {...source, description: source.description || (given?.description ?? '')};
        const headingIds = new Map<string, string>();
        const shownHeadings = new Map<string, string>();
        const convertContext: ConvertContext = {
          siteOrigin,
          baseUrl,
          siteDir,
          filePath: doc.filePath,
          permalink: doc.permalink,
          frontMatter: doc.frontMatter,
          readFile: read,
          permalinkOfFile: (file) => permalinkOfFile.get(file),
          renderers: {
            BreakingChangesIndex: ({kind}) => (kind === 'close' ? '' : breakingChangesIndex),
          },
          warn: (message) => warnings.add(message.replace(`${siteDir}/`, '')),
          onHeadingId: (line, id) => headingIds.set(line, id),
          onRenamedHeading: (line, shown) => shownHeadings.set(line, shown),
        };
        const converted =
          given?.markdown ??
          finish(convertMdx(await readFile(doc.filePath, 'utf8'), convertContext));
        // What the page shows under its title from its front matter and its checks.
        const sourceFile = path.relative(siteDir, doc.filePath).split(path.sep).join('/');
        const lead = pageLead(
          applicabilityLabels(doc.frontMatter.applicability, sourceFile),
          verifiedFactsLine(
            verifiedFacts.pages[sourceFile],
            verifiedFacts.strapiVersion,
            `${siteOrigin}${baseUrl.replace(/\/+$/, '')}`,
          ),
        );
        const body = lead ? `${lead}\n\n${converted}` : converted;
        const target = path.join(outDir, markdownFile(doc.permalink, baseUrl));
        await mkdir(path.dirname(target), {recursive: true});
        const twin = markdownDocument(doc, body, llmsTxtUrl);
        await writeFile(target, twin);
        return {doc, body, twin, headingIds, shownHeadings, givenByPlugin: given !== undefined};
      };
      const converted = await Promise.all(
        instances.map(async (instance) => ({
          instance,
          pages: await Promise.all(
            instance.docs.map((doc) =>
              convertPage(doc, providedTwins.get(instance.id)?.get(doc.id)),
            ),
          ),
        })),
      );
      const convertedPages = await Promise.all(
        markdownPages.map((markdownPage) =>
          convertPage(markdownPage, undefined, (body) =>
            withoutLeadingTitle(body, markdownPage.title),
          ),
        ),
      );

      // Every twin must keep its page's headings, those another plugin writes from structured
      // data (the API reference, from its OpenAPI files) included.
      const checkedPages = [...converted.flatMap(({pages}) => pages), ...convertedPages];
      const builtPages = await builtHtmlOf(outDir, baseUrl, checkedPages);
      // The anchors each built page has, for the heading anchors of llms-code.txt.
      const idsOfPage = new Map(
        builtPages.map(({doc, html}) => [
          doc.permalink,
          new Set([...(html ?? '').matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]!)),
        ]),
      );
      const headingProblems = twinHeadingProblems(builtPages);
      const otherBodies = otherPagesBodies(routes, otherPagesRoutes(options.otherPages, baseUrl));
      // React pages (the landing page): their twins are written from their built HTML.
      const htmlPages = await Promise.all(
        htmlPagesRoutes(options.htmlPages, baseUrl).map(async (route) => {
          const htmlFile = htmlFilesOfRoute(outDir, baseUrl, route).find((file) =>
            existsSync(file),
          );
          if (!htmlFile)
            throw new Error(
              `[llms-txt] htmlPages lists ${route}, but the build has no HTML page for it; fix the htmlPages option (config/plugins.ts).`,
            );
          const twin = htmlPageTwin(await readFile(htmlFile, 'utf8'), route, siteOrigin);
          const target = path.join(outDir, markdownFile(route, baseUrl));
          await writeFile(target, markdownDocument(twin, twin.markdown, llmsTxtUrl));
          return {
            title: twin.title,
            description: twin.description,
            url: `${siteOrigin}${route}`,
            markdownUrl: `${siteOrigin}${markdownRoute(route)}`,
            body: twin.markdown,
          };
        }),
      );
      const listedInstances = converted.filter(({instance}) => instance.label !== null);
      const otherPages = {
        label: options.otherPagesLabel,
        indexUrl: `${siteOrigin}${baseUrl}${otherPagesIndexRoute}`,
        pages: [
          ...htmlPages,
          ...convertedPages.map(({doc, body}) => ({
            title: doc.title,
            description: doc.description,
            url: `${siteOrigin}${doc.permalink}`,
            markdownUrl: `${siteOrigin}${markdownRoute(doc.permalink)}`,
            body,
          })),
          // Their own plugins write these twins and give their bodies in their routes' props.
          ...otherPagesRoutes(options.otherPages, baseUrl).map((route, index) => ({
            title: options.otherPages[index]!.title,
            description: options.otherPages[index]!.description,
            url: `${siteOrigin}${route}`,
            markdownUrl: `${siteOrigin}${markdownRoute(route)}`,
            body: otherBodies[index],
          })),
        ],
      };
      const listed: LlmsSection[] = listedInstances.map(({instance, pages}) => ({
        label: instance.label!,
        indexUrl: `${siteOrigin}${instance.routeBase.replace(/\/+$/, '')}/llms.txt`,
        pages: pages
          .filter(({doc}) => !doc.unlisted)
          .map(({doc, body}) => ({
            title: doc.title,
            description: doc.description,
            url: `${siteOrigin}${doc.permalink}`,
            markdownUrl: `${siteOrigin}${markdownRoute(doc.permalink)}`,
            body,
          })),
      }));
      listed.push(otherPages);
      const site = {
        title: siteConfig.title,
        summary: options.summary ?? siteConfig.tagline,
        indexUrl: llmsTxtUrl,
        fullTextUrl: `${siteOrigin}${baseUrl}llms-full.txt`,
        codeUrl: `${siteOrigin}${baseUrl}llms-code.txt`,
        notes,
        sections: listed,
      };
      const codePages = [...listedInstances.map(({pages}) => pages), convertedPages].flatMap(
        (pages) =>
          pages
            .filter(({doc}) => !doc.unlisted)
            .map(({doc, body, headingIds, shownHeadings}) => ({
              title: doc.title,
              url: `${siteOrigin}${doc.permalink}`,
              blocks: pageCodeBlocks(body, headingIds, shownHeadings, idsOfPage.get(doc.permalink)),
            })),
      );
      const rootIndex = buildLlmsTxt(site);
      const sectionIndexes = listed.flatMap((section) => buildSectionLlmsTxt(site, section));
      const indexProblems = llmsIndexProblems(
        [
          {file: 'llms.txt', text: rootIndex},
          ...sectionIndexes.map((part) => ({
            file: new URL(part.url).pathname.slice(baseUrl.length),
            text: part.text,
          })),
        ],
        listed.flatMap((section) => section.pages.map((listedPage) => listedPage.markdownUrl)),
        indexFileLimit,
      );
      if (indexProblems.length > 0)
        throw new Error(`[llms-txt] the llms.txt indexes:\n- ${indexProblems.join('\n- ')}`);
      await writeFile(path.join(outDir, 'llms.txt'), rootIndex);
      await writeFile(path.join(outDir, 'llms-full.txt'), buildLlmsFullTxt(site));
      await writeFile(path.join(outDir, 'llms-code.txt'), buildLlmsCodeTxt(site, codePages));
      for (const part of sectionIndexes) {
        const file = path.join(outDir, new URL(part.url).pathname.slice(baseUrl.length));
        await mkdir(path.dirname(file), {recursive: true});
        await writeFile(file, part.text);
      }

      for (const warning of warnings) logger.warn(`[llms-txt] ${warning}`);
      // The checks fail the build once every file is written, so the files can be inspected.
      if (headingProblems.length > 0)
        throw new Error(
          `[llms-txt] ${headingProblems.length} .md twin(s) whose headings differ from their page's (same text, same order expected):\n- ${headingProblems.join('\n- ')}\nFix: a heading the page shows from a component needs a Markdown form in plugins/llms-txt/lib/components.ts; a heading the converter changes needs a fixture case in plugins/llms-txt/fixtures.`,
        );
      // ...and say what the page says.
      const contentProblems = twinContentProblems(builtPages);
      if (contentProblems.length > 0)
        throw new Error(
          `[llms-txt] ${contentProblems.length} .md twin(s) lacking more than ${allowedMissingShare * 100} % of their page's text:\n- ${contentProblems.join('\n- ')}\nFix: text a component renders needs a Markdown form in plugins/llms-txt/lib/components.ts (or, for the API reference, in plugins/openapi-reference/lib/markdownTwins.ts); content meant only for readers of the web page can carry data-markdown-ignore.`,
        );

      const pageCount =
        converted.reduce((total, {pages}) => total + pages.length, 0) + convertedPages.length;
      const listedCount = listed.reduce((total, section) => total + section.pages.length, 0);
      logger.info(
        `[llms-txt] wrote ${pageCount} .md pages, llms.txt (${listedCount} pages listed, ${listed.length} section indexes), llms-full.txt and llms-code.txt.`,
      );
    },
  };
}

/** A twin and the built HTML of its page (undefined when the build has none). */
interface BuiltPage {
  doc: CollectedDoc;
  twin: string;
  html: string | undefined;
}

async function builtHtmlOf(
  outDir: string,
  baseUrl: string,
  pages: readonly {doc: CollectedDoc; twin: string}[],
): Promise<BuiltPage[]> {
  return Promise.all(
    pages.map(async ({doc, twin}) => {
      const htmlFile = htmlFilesOfRoute(outDir, baseUrl, doc.permalink).find((file) =>
        existsSync(file),
      );
      return {doc, twin, html: htmlFile ? await readFile(htmlFile, 'utf8') : undefined};
    }),
  );
}

/** One line per twin whose headings differ from its built page's, naming the first difference. */
function twinHeadingProblems(pages: readonly BuiltPage[]): string[] {
  return pages
    .map(({doc, twin, html}) => {
      if (html === undefined)
        return `${doc.permalink}: no built HTML page to compare its .md twin with`;
      const headings = htmlPageHeadings(html);
      if (!headings) return `${doc.permalink}: its built page has no doc content element`;
      const difference = firstHeadingDifference(headings, markdownPageHeadings(twin));
      return difference && headingDifferenceMessage(doc.permalink, difference);
    })
    .filter((problem) => problem !== undefined);
}

/** One line per twin that lacks more than a small share of its page's text segments. */
function twinContentProblems(pages: readonly BuiltPage[]): string[] {
  return pages.flatMap(({doc, twin, html}) => {
    const segments = html === undefined ? undefined : htmlPageSegments(html);
    if (!segments) return [];
    const result = missingSegments(segments, markdownComparableText(twin));
    return parityFails(result) ? [parityMessage(doc.permalink, result)] : [];
  });
}

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Partial<LlmsTxtOptions>, LlmsTxtOptions>): LlmsTxtOptions {
  const schema = Joi.object<LlmsTxtOptions>({
    docsInstances: docsInstancesSchema,
    markdownOnlyInstances: Joi.array().items(Joi.string()).default([]),
    summary: Joi.string(),
    otherPagesLabel: Joi.string().default('Other pages'),
    otherPages: Joi.array()
      .items(
        Joi.object({
          route: Joi.string().pattern(/^\//).required(),
          title: Joi.string().required(),
          description: Joi.string().required(),
        }),
      )
      .default([]),
    htmlPages: Joi.array().items(Joi.string().pattern(/^\//)).default([]),
  });
  return validate(schema, options);
}
