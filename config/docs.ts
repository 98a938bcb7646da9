/**
 * The four docs plugin instances, built from one shared options object.
 * Each instance only adds its id, content path, route base path and sidebar file.
 */
import path from 'node:path';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {PluginConfig} from '@docusaurus/types';
import remarkDuplicateHeadingIds from '../plugins/build-guards/lib/headingIds';
import remarkMissingImports from '../plugins/build-guards/lib/missingImports';
import remarkThemeComponentImports from '../src/remark/themeComponentImports';
import remarkPageApplicability from '../src/remark/pageApplicability';
import remarkVerifiedFacts from '../src/remark/verifiedFacts';
import {admonitionKeywords} from './admonitions';
import {docsInstances, docsVersionLabel, repositoryBranch, repositoryUrl} from './site';

// The docs plugin with site-wide tags: tag chips link to /tags/<slug> (plugins/tags-index) and the
// instances have no tag pages of their own. An absolute path, so fixture sites resolve it too.
const docsPlugin = path.join(__dirname, '../plugins/tags-index/docs-plugin.ts');

export const sharedDocsOptions = {
  // `docs/<instance>/<file>` is the path inside the repository, so the edit URL is the
  // repository's edit root followed by the file's path relative to the site.
  editUrl: `${repositoryUrl}/edit/${repositoryBranch}/`,
  // One declared tag list for the whole site; an undeclared tag fails the build.
  tags: '../tags.yml',
  onInlineTags: 'throw',
  admonitions: {keywords: [...admonitionKeywords], extendDefaults: true},
  // An import of a missing file (a mistyped snippet) fails with the page and line, not only the
  // module; a circular import of snippets fails with the chain of files.
  beforeDefaultRemarkPlugins: [remarkMissingImports],
  // Pages that use the tabs import them, instead of every page loading them (see the plugin).
  // Under the title of a page checked against Strapi 5.0.0, what was checked (npm run test:facts).
  // Then, above that line, the badges of the page's `applicability` front matter.
  // Two headings with one id fail (after Docusaurus's heading plugin has given every id).
  remarkPlugins: [
    remarkThemeComponentImports,
    remarkVerifiedFacts,
    remarkPageApplicability,
    remarkDuplicateHeadingIds,
  ],
  versions: {current: {label: docsVersionLabel}},
  breadcrumbs: true,
  // The date of each page's last commit; left out, with one warning, in a shallow clone
  // (future.experimental_vcs, config/docs-last-update.ts).
  showLastUpdateTime: true,
  showLastUpdateAuthor: false,
} satisfies DocsOptions;

export const docsPlugins: PluginConfig[] = docsInstances.map((instance) => [
  docsPlugin,
  {
    ...sharedDocsOptions,
    id: instance.id,
    path: `docs/${instance.id}`,
    routeBasePath: instance.id,
    sidebarPath: instance.sidebarPath,
  } satisfies DocsOptions,
]);
