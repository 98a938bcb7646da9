/**
 * How the site is built: the guards (what fails a build, what only warns), Markdown settings and
 * future flags. Shared by the site config and by the guard test's fixture site, so the test
 * proves the real settings.
 */
import type {Config, MarkdownConfig} from '@docusaurus/types';
import {checkBreakingChangeFrontMatter} from '../plugins/breaking-changes/lib/frontMatter';
import {useFasterToolchain} from './env';

export const buildGuards = {
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'warn',
} satisfies Partial<Config>;

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
    const result = await params.defaultParseFrontMatter(params);
    checkBreakingChangeFrontMatter(params.filePath, result.frontMatter, params.fileContent);
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
  faster: useFasterToolchain,
} satisfies NonNullable<Config['future']>;
