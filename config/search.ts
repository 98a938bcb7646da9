/**
 * The Ask AI & Search widget's settings that are facts of the site (the answer service, which
 * depends on the deployment, is read from the environment in docusaurus.config.ts).
 */
import type {SearchIndexPluginOptions} from '../plugins/search-index';
import type {DocsInstanceId} from './docs-instances';
import {docsInstances} from './site';

/** Product name shown by the widget (its colours are the site's Infima variables). */
export const searchBranding = {projectName: 'Strapi'} as const;

/**
 * Every docs instance is indexed but snippets: they are reusable fragments whose text is indexed
 * inside the pages that import them, and a bare fragment is never the page a reader wants.
 * The User Guide's pages all describe the admin panel without naming it, so "… in the admin panel"
 * also matches them (`about`); likewise every Cloud page is about Strapi Cloud, although a section
 * such as "Delete the project" never says so ("delete a project on strapi cloud").
 */
const instanceSearchOptions: Partial<
  Record<DocsInstanceId, Omit<SearchIndexPluginOptions['docsInstances'][string], 'label'>>
> = {
  snippets: {index: false},
  'user-docs': {about: 'admin panel'},
  cloud: {about: 'Strapi Cloud'},
};

export const searchDocsInstances: SearchIndexPluginOptions['docsInstances'] = {
  ...Object.fromEntries(
    docsInstances.map((instance) => [
      instance.id,
      {label: instance.label, ...instanceSearchOptions[instance.id]},
    ]),
  ),
  // The API reference pages (docs instance "api", served at /openapi), indexed when the site has
  // them; they document the example API (restaurants), so a guide on the same words comes first:
  // "create a document with POST" wants the REST API page, not "Create a restaurant".
  api: {label: 'API reference', boost: 0.7},
};

/**
 * Readers' words for the documentation itself: "graphql docs" asks for the GraphQL pages, not for
 * the introductions that say "these docs". Not "documentation" (the Documentation plugin has that
 * name) nor "example" (pages are named after their examples).
 */
export const searchSiteWords: SearchIndexPluginOptions['siteWords'] = ['docs', 'doc'];

/**
 * Migration guides mention every API they changed: for "controller" or "strapi.documents" the
 * reader wants the page about it first, the migration note after it, unless the query is about
 * migrating.
 */
export const searchPagePriors: SearchIndexPluginOptions['pagePriors'] = [
  {
    pathPrefix: '/dev-docs/migration/',
    boost: 0.8,
    unlessQueryMentions: [
      'v3',
      'v4',
      'v5',
      'migrat',
      'upgrad',
      'breaking',
      'deprecat',
      'remov',
      'codemod',
      'renamed',
    ],
  },
  // The Entity Service API is deprecated in Strapi 5: for "findMany" or "populate", the Document
  // Service page that replaces it comes first when both match as well, unless the reader names it.
  {
    pathPrefix: '/dev-docs/api/entity-service',
    boost: 0.85,
    unlessQueryMentions: ['entity', 'deprecat', 'legacy', 'v4'],
  },
  // The sample posts API only shows how an OpenAPI file renders (posts and comments of a
  // placeholder service, not Strapi's routes): "entry" or "comments" look for Strapi's pages.
  {
    pathPrefix: '/openapi/sample-api/',
    boost: 0.5,
    unlessQueryMentions: ['sample', 'openapi', 'placeholder'],
  },
];
