/**
 * build-guards: faults that Docusaurus lets through silently, turned into build errors that name
 * the file and the fix:
 * - two docs on one route (allContentLoaded, before one page replaces the other);
 * - a local image that a built page shows but the build does not contain (postBuild, over the
 *   HTML, so JSX `<img src>` and `<ThemedImage sources>` are checked, not only Markdown images),
 *   or shows without width and height (the page would shift when it loads).
 */
import {existsSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

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

export default function buildGuardsPlugin(): Plugin {
  return {
    name: 'build-guards',

    async allContentLoaded({allContent}) {
      const docs: RoutedDoc[] = Object.values(loadedDocsInstances(allContent)).flatMap((content) =>
        content.loadedVersions.flatMap((version) =>
          version.docs.map((doc) => ({
            permalink: doc.permalink,
            source: doc.source.replace(/^@site\//, ''),
            slug: doc.frontMatter.slug,
          })),
        ),
      );
      const message = routeClashesMessage(findRouteClashes(docs));
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
