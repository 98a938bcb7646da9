/**
 * build-guards: faults that Docusaurus lets through silently, turned into build errors that name
 * the file and the fix:
 * - two docs on one route (allContentLoaded, before one page replaces the other);
 * - a local image that a built page shows but the build does not contain (postBuild, over the
 *   HTML, so JSX `<img src>` and `<ThemedImage sources>` are checked, not only Markdown images),
 *   or shows without width and height (the page would shift when it loads);
 * - a content file that is not UTF-8, or a link to a folder that contains it (when the plugin is
 *   created, before any other plugin reads docs/);
 * - a doc without a front-matter title (allContentLoaded);
 * - broken anchors are reported in the same build as broken links (lib/brokenLinks.ts);
 * - Docusaurus's "special characters… double quotes" preamble, printed before every front-matter
 *   error whatever its cause, is left out: the site's own messages name the file and the fix
 *   (lib/frontMatterPreamble.ts).
 * Imports (a missing file, a circular import) and heading ids are checked by the remark plugins of
 * lib/missingImports.ts and lib/headingIds.ts, which config/docs.ts adds to every docs instance.
 */
import {existsSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {loadedDocsInstances} from '../lib/docsContent';
import {
  missingImagesMessage,
  missingImagesOfPage,
  unsizedImagesMessage,
  unsizedImagesOfPage,
  type MissingImage,
} from './lib/builtImages';
import {findRouteClashes, routeClashesMessage, type RoutedDoc} from './lib/duplicateRoutes';
import {htmlFiles, routeOfHtmlFile} from '../lib/builtHtml';
import {coreLibDirOf, reportBrokenLinksAndAnchorsTogether} from './lib/brokenLinks';
import {dropFrontMatterPreamble} from './lib/frontMatterPreamble';
import {sourceFileProblems} from './lib/sourceFiles';
import {untitledDocs, untitledDocsMessage} from './lib/titles';

/** The content folder, read by every docs instance (config/docs.ts: `docs/<instance>`). */
const contentFolder = 'docs';

export default function buildGuardsPlugin(context: LoadContext): Plugin {
  reportBrokenLinksAndAnchorsTogether(coreLibDirOf(context.siteDir));
  dropFrontMatterPreamble(context.siteDir);
  const contentDir = path.join(context.siteDir, contentFolder);
  const fileProblems = existsSync(contentDir)
    ? sourceFileProblems(context.siteDir, contentDir)
    : [];
  if (fileProblems.length > 0) {
    throw new Error(
      `[build-guards] ${fileProblems.length} problem(s) with the files of ${contentFolder}/:\n` +
        fileProblems.map((problem) => `  - ${problem}`).join('\n'),
    );
  }
  return {
    name: 'build-guards',

    async allContentLoaded({allContent}) {
      const loadedDocs = Object.values(loadedDocsInstances(allContent)).flatMap((content) =>
        content.loadedVersions.flatMap((version) => version.docs),
      );
      const docs: RoutedDoc[] = loadedDocs.map((doc) => ({
        permalink: doc.permalink,
        source: doc.source.replace(/^@site\//, ''),
        slug: doc.frontMatter.slug,
      }));
      const untitled = untitledDocs(
        loadedDocs.map((doc) => ({
          source: doc.source.replace(/^@site\//, ''),
          frontMatter: doc.frontMatter,
        })),
      );
      const message = [routeClashesMessage(findRouteClashes(docs)), untitledDocsMessage(untitled)]
        .filter(Boolean)
        .join('\n\n');
      if (message) throw new Error(message);
    },

    async postBuild({outDir, siteConfig}) {
      const missing: MissingImage[] = [];
      const unsized: MissingImage[] = [];
      for (const file of await htmlFiles(outDir)) {
        const html = await readFile(path.join(outDir, file), 'utf8');
        unsized.push(
          ...unsizedImagesOfPage(
            html,
            routeOfHtmlFile(file, siteConfig.baseUrl),
            siteConfig.baseUrl,
          ),
        );
        missing.push(
          ...missingImagesOfPage(
            html,
            routeOfHtmlFile(file, siteConfig.baseUrl),
            siteConfig.baseUrl,
            (inBuild) => existsSync(path.join(outDir, inBuild)),
          ),
        );
      }
      const message = [missingImagesMessage(missing), unsizedImagesMessage(unsized)]
        .filter(Boolean)
        .join('\n\n');
      if (message) throw new Error(message);
    },
  };
}
