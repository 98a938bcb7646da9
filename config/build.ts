/**
 * How the site is built: the guards (what fails a build, what only warns), Markdown settings and
 * future flags. Shared by the site config and by the guard test's fixture site, so the test
 * proves the real settings.
 */
import path from 'node:path';
import type {Config, MarkdownConfig, PluginConfig} from '@docusaurus/types';
import {checkBreakingChangeFrontMatter} from '../plugins/lib/breakingChanges/frontMatter';
import {withApplicability} from '../plugins/lib/applicability';
import {isYamlException, yamlErrorMessage} from '../plugins/lib/yamlError';
import {getVcsPreset} from '@docusaurus/utils';
import {lastUpdateVcs} from './docs-last-update';
import {useFasterToolchain} from './env';

export const buildGuards = {
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  // Two pages on one route: one silently replaces the other. plugins/build-guards names the docs
  // that clash; this catches any other route (pages, plugins) with Docusaurus's own message.
  onDuplicateRoutes: 'throw',
} satisfies Partial<Config>;

/**
 * The faults Docusaurus has no setting for (two docs on one route, a missing image shown through
 * JSX): plugins/build-guards. An absolute path, so fixture sites use the same plugin.
 */
export const buildGuardsPlugin: PluginConfig = path.join(
  __dirname,
  '../plugins/build-guards/index.ts',
);

/** A file of the snippets docs instance (`docs/snippets/…`). */
function isSnippetFile(filePath: string): boolean {
  return /(^|[\\/])docs[\\/]snippets[\\/]/.test(filePath);
}

export const markdown = {
  mermaid: true,
  // `future.v4` turns these off; the content uses `:::strapi Title` admonition titles and
  // `## Heading {#id}` explicit ids, so keep the syntax Docusaurus 3 documents.
  mdx1Compat: {comments: true, admonitions: true, headingIds: true},
  hooks: {
    onBrokenMarkdownLinks: 'throw',
    onBrokenMarkdownImages: 'throw',
  },
  // Breaking-change pages carry typed facts in their front matter; reject a page that lacks them.
  parseFrontMatter: async (params) => {
    const result = await params.defaultParseFrontMatter(params).catch((error: unknown) => {
      // The parser's own message has neither the file nor the fix (and under `npm start` nothing
      // else adds them).
      if (!isYamlException(error)) throw error;
      throw new Error(
        yamlErrorMessage(
          error,
          path.relative(process.cwd(), params.filePath),
          0,
          'correct the front matter between the two `---` lines (quote a value that holds a colon).',
        ),
        {cause: error},
      );
    });
    checkBreakingChangeFrontMatter(params.filePath, result.frontMatter, params.fileContent);
    // Plan, status and version of a page: checked, and handed to its sidebar item.
    withApplicability(result.frontMatter, path.relative(process.cwd(), params.filePath));
    // Snippets are fragments inlined into other pages: their own routes stay (links to them keep
    // working) but are unlisted, so they carry `noindex` and stay out of the sitemap and the search
    // index instead of answering searches as bare fragments.
    if (isSnippetFile(params.filePath) && result.frontMatter.unlisted === undefined) {
      result.frontMatter.unlisted = true;
    }
    return result;
  },
} satisfies Partial<MarkdownConfig>;

export const future = {
  v4: {
    removeLegacyPostBuildHeadAttribute: true,
    // Off: with cascade layers, the CSS minifier lowers @layer for the browserslist targets by
    // boosting Infima's selectors (`:root:not(#\#):not(#\#)`), which then beat our brand variables.
    useCssCascadeLayers: false,
    siteStorageNamespacing: false,
    fasterByDefault: true,
    mdx1CompatDisabledByDefault: true,
  },
  // Every faster option but the HTML minifier. @swc/html writes attribute values unquoted
  // (`<a href=/>`), which HTML parsers of agents (node-html-parser, used by the afdocs checker)
  // read as a self-closed tag, losing the page's <main>; Docusaurus passes it no option to keep
  // quotes. Without it Docusaurus minifies with html-minifier-terser, which keeps them.
  faster: useFasterToolchain && {swcHtmlMinimizer: false},
  // "Last updated" dates from git: one `git log` of the whole repository (Docusaurus's eager
  // strategy) with the faster toolchain, one per page without; none in a shallow clone.
  experimental_vcs: lastUpdateVcs(getVcsPreset(useFasterToolchain ? 'default-v2' : 'default-v1')),
} satisfies NonNullable<Config['future']>;
