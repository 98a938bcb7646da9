/**
 * The build's guards: what fails a build and what only warns. Shared by the site config and by
 * the guard test's fixture site, so the test proves the real settings.
 */
import type {Config, MarkdownConfig} from '@docusaurus/types';
import {checkBreakingChangeFrontMatter} from '../plugins/breaking-changes/lib/frontMatter';

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
