/**
 * The docs MCP server: four tools and the pages as resources, over a build folder of this site.
 * Each tool checks its input with zod (the SDK answers a bad argument with an error result that
 * quotes the message written here) and throws a DocsInputError that says what to pass instead.
 */
import {existsSync, readFileSync} from 'node:fs';
import {McpServer, ResourceTemplate} from '@modelcontextprotocol/sdk/server/mcp.js';
import {ErrorCode, type CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import * as z from 'zod';
import {topicLabels} from '../plugins/lib/breakingChanges/groups';
import {formatBreakingChanges, listBreakingChanges} from './lib/breaking';
import {
  askAnswerMarkdown,
  pageSectionTarget,
  searchResultsMarkdown,
  type SearchHit,
} from './lib/format';
import {markdownCandidates, parsePageReference, routeOfMarkdownFile} from './lib/pages';
import {DocsInputError, resolveInside} from './lib/paths';
import {markdownSection} from './lib/sections';
import type {DocsSite, SiteHolder} from './lib/site';

export const serverName = 'strapi-docs';

/** Longest question ask_docs takes: a long question with a pasted error message fits. */
export const maxQuestionLength = 1000;
const maxSectionLength = 300;
const maxPageReferenceLength = 2000;
const resourceScheme = 'strapi-docs://page/';

export interface DocsServerOptions {
  holder: SiteHolder;
  /** The search engine's own query limit (plugins/search-index/lib/engine `maxQueryLength`). */
  maxQueryLength: number;
  version: string;
}

/**
 * A JSON-RPC "invalid params" error carrying our message as written (the SDK's McpError would put
 * "MCP error -32602:" in front of it, and the client adds that prefix again).
 */
class InvalidParamsError extends Error {
  readonly code = ErrorCode.InvalidParams;
}

/** Runs `read`; a refused request becomes an invalid-params error with its message. */
function asInvalidParams<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof DocsInputError) throw new InvalidParamsError(error.message);
    throw error;
  }
}

function text(content: string, structured?: Record<string, unknown>): CallToolResult {
  return {
    content: [{type: 'text', text: content}],
    ...(structured ? {structuredContent: structured} : {}),
  };
}

/** The Markdown twin of a page: its file (relative to the build) and text. */
export function readPageMarkdown(
  site: DocsSite,
  input: string,
): {route: string; anchor: string | null; markdown: string} {
  const {route, anchor} = parsePageReference(input, site.origin);
  for (const candidate of markdownCandidates(route)) {
    const file = resolveInside(site.root, candidate);
    if (existsSync(file))
      return {route: routeOfMarkdownFile(candidate), anchor, markdown: readFileSync(file, 'utf8')};
  }
  throw new DocsInputError(
    `no page at ${route}: pass the URL or path of a page of this site (search_docs gives them, and the resources list every page)`,
  );
}

function getPage(site: DocsSite, url: string, section: string | undefined): CallToolResult {
  const page = readPageMarkdown(site, url);
  const asked = section?.trim() || (page.anchor ? `#${page.anchor}` : '');
  if (!asked) return text(page.markdown);
  const target = pageSectionTarget(site.index, page.route, asked);
  const result = markdownSection(page.markdown, target);
  if (result.found) return text(result.markdown);
  throw new DocsInputError(
    `${page.route} has no section "${asked}": pass one of its headings (${result.headings
      .slice(0, 40)
      .map((heading) => `"${heading}"`)
      .join(', ')}) or leave section out for the whole page`,
  );
}

function registerTools(server: McpServer, options: DocsServerOptions): void {
  const site = () => options.holder.get();
  const topics = Object.keys(topicLabels).join(', ');

  server.registerTool(
    'search_docs',
    {
      title: 'Search the Strapi 5 docs',
      description:
        "Searches the Strapi 5 documentation (Developer Docs, User Guide, Strapi Cloud, API reference) with the ranking of the site's own search box. Returns the best sections: page title, section heading, URL and a snippet. Pass a few keywords or a short question; then call get_page with a result URL to read the section.",
      inputSchema: {
        query: z
          .string({
            error:
              'pass query: a few keywords or a short question, such as "populate relations REST"',
          })
          .trim()
          .min(1, 'query is empty: pass a few keywords or a short question')
          .max(
            options.maxQueryLength,
            `query is longer than ${options.maxQueryLength} characters: pass a few keywords or a short question, not a whole document`,
          )
          .describe(
            'Keywords or a short question, such as "populate relations REST" or "How do I add a locale?"',
          ),
        limit: z
          .number({error: 'limit must be a whole number from 1 to 20'})
          .int('limit must be a whole number from 1 to 20')
          .min(1, 'limit must be a whole number from 1 to 20')
          .max(20, 'limit must be a whole number from 1 to 20')
          .optional()
          .describe('How many results, 1 to 20 (default 10)'),
      },
    },
    ({query, limit}) => {
      const loaded = site();
      const response = loaded.engine.search(query, {limit: limit ?? 10});
      const hits: SearchHit[] = response.results.map((result) => ({
        title: result.title,
        heading: result.heading,
        path: result.url,
        url: `${loaded.origin}${result.url}`,
        section: result.docsInstance,
        snippet: loaded.engine
          .snippet(result.section, response.query)
          .map((segment) => segment.text)
          .join(''),
      }));
      return text(searchResultsMarkdown(query, hits, response.corrected), {results: hits});
    },
  );

  server.registerTool(
    'get_page',
    {
      title: 'Read a docs page as Markdown',
      description:
        "Returns a page of the Strapi 5 documentation as Markdown (the same text as the page's .md file on the site), whole or one section. Pass the URL or path a search_docs result gave; to read one section, add its #anchor to the URL or pass its heading as section.",
      inputSchema: {
        url: z
          .string({error: 'pass url: the URL or path of a page, such as /dev-docs/intro'})
          .min(1, 'url is empty: pass the URL or path of a page, such as /dev-docs/intro')
          .max(
            maxPageReferenceLength,
            `url is longer than ${maxPageReferenceLength} characters: pass the URL or path of one page`,
          )
          .describe(
            "The page's URL (https://docs-next.strapi.io/dev-docs/api/rest/populate-select) or path (/dev-docs/api/rest/populate-select), optionally with a #anchor",
          ),
        section: z
          .string({error: 'section must be a heading text or an #anchor'})
          .max(
            maxSectionLength,
            `section is longer than ${maxSectionLength} characters: pass one heading or #anchor`,
          )
          .optional()
          .describe(
            'A heading of the page ("Population") or its anchor ("#population"); leave out for the whole page',
          ),
      },
    },
    ({url, section}) => getPage(site(), url, section),
  );

  server.registerTool(
    'ask_docs',
    {
      title: 'Answer a question from the Strapi 5 docs',
      description:
        "Answers a question offline with sentences quoted from the Strapi 5 documentation, each with its citation number, a code example for how-to questions, and the cited sections' URLs (the same answer as the site's Ask mode, assembled from the docs, not generated). Says so when the docs do not answer, with the closest pages.",
      inputSchema: {
        question: z
          .string({
            error:
              'pass question: one question in a sentence, such as "How do I populate relations with the REST API?"',
          })
          .trim()
          .min(1, 'question is empty: pass one question in a sentence')
          .max(
            maxQuestionLength,
            `question is longer than ${maxQuestionLength} characters: ask one question in a sentence or two`,
          )
          .describe(
            'One question in a sentence, such as "How do I populate relations with the REST API?"',
          ),
      },
    },
    ({question}) => {
      const loaded = site();
      const answer = options.holder.lib.answerQuestion(loaded.engine, question);
      const citations = answer.citations.map((citation) => ({
        number: citation.number,
        title: citation.title,
        heading: citation.heading,
        url: `${loaded.origin}${citation.url}`,
      }));
      return text(askAnswerMarkdown(answer, loaded.origin), {found: answer.found, citations});
    },
  );

  server.registerTool(
    'list_breaking_changes',
    {
      title: 'List the Strapi v4 → 5 breaking changes',
      description: `Lists the breaking changes between Strapi v4 and Strapi 5 from the docs' index: title, URL, topic, whether it affects plugins and whether a codemod handles it, and a one-line summary. Use it before writing Strapi 5 code from v4 habits. Filter by a topic (${topics}) or by words ("documentId", "publicationState").`,
      inputSchema: {
        topic: z
          .string({error: `topic must be text: one of ${topics}, or a few words`})
          .max(200, 'topic is longer than 200 characters: pass a topic or a few words')
          .optional()
          .describe(
            `A topic (${topics}) or words to look for in the titles and summaries; leave out for all`,
          ),
      },
    },
    ({topic}) => {
      const loaded = site();
      if (!loaded.breakingChanges)
        throw new DocsInputError(
          `${loaded.root} has no breaking-changes.json (a build made before the index was written to the build folder): run \`npm run build\` again`,
        );
      const summaryOf = (permalink: string) => loaded.pages.get(permalink)?.description ?? '';
      const items = listBreakingChanges(loaded.breakingChanges, topic, loaded.origin, summaryOf);
      if (items.length === 0)
        return text(
          `No breaking change matches "${topic}". Pass one of the topics (${topics}), other words, or nothing for the whole list.`,
        );
      return text(formatBreakingChanges(items), {changes: items});
    },
  );
}

function registerPages(server: McpServer, options: DocsServerOptions): void {
  const template = new ResourceTemplate(`${resourceScheme}{+route}`, {
    list: () => {
      const site = asInvalidParams(() => options.holder.get());
      const resources = site.index.pages.flatMap((page) => {
        const file = markdownCandidates(page.url)[0]!;
        if (!existsSync(resolveInside(site.root, file))) return [];
        return [
          {
            uri: `${resourceScheme}${page.url.replace(/^\//, '')}`,
            name: page.url,
            title: page.title,
            description: page.description,
            mimeType: 'text/markdown',
          },
        ];
      });
      return {resources};
    },
  });
  server.registerResource(
    'page',
    template,
    {
      title: 'Strapi docs page',
      description: 'A page of the Strapi 5 documentation as Markdown; the URI names its path.',
      mimeType: 'text/markdown',
    },
    (uri, variables) => {
      const route = String(variables.route ?? '');
      const page = asInvalidParams(() => readPageMarkdown(options.holder.get(), `/${route}`));
      return {contents: [{uri: uri.href, mimeType: 'text/markdown', text: page.markdown}]};
    },
  );
}

/** A server over the build `options.holder` reads; connect it to a transport. */
export function createDocsServer(options: DocsServerOptions): McpServer {
  const server = new McpServer(
    {name: serverName, title: 'Strapi 5 docs (offline)', version: options.version},
    {
      instructions:
        'Offline Strapi 5 documentation. Use search_docs to find sections, get_page to read them, ask_docs for a quick quoted answer with citations, and list_breaking_changes before applying Strapi v4 habits. Cite page URLs in answers.',
    },
  );
  registerTools(server, options);
  registerPages(server, options);
  return server;
}
