/**
 * The Ask AI & Search widget's settings that are facts of the site (the answer service, which
 * depends on the deployment, is read from the environment in docusaurus.config.ts).
 */
import type {SearchIndexPluginOptions} from '../plugins/search-index';
import {docsSections} from './site';

/** Product name shown by the widget (its colours are the site's Infima variables). */
export const searchBranding = {projectName: 'Strapi'} as const;

/**
 * Every docs instance is indexed; snippets are reusable fragments that also appear inside the
 * pages that import them, so their own pages rank lower.
 */
export const searchDocsSections: SearchIndexPluginOptions['docsSections'] = {
  ...Object.fromEntries(
    docsSections.map((section) => [
      section.id,
      {label: section.label, boost: section.id === 'snippets' ? 0.4 : 1},
    ]),
  ),
  // The API reference pages (docs instance "api", served at /openapi), indexed when the site has them.
  api: {label: 'API reference', boost: 1},
};
