/**
 * Static redirects (`@docusaurus/plugin-client-redirects`): old or short paths that must keep
 * resolving. The plugin writes one small HTML file per `from` path at build time and adds no
 * route to the client bundle, so a redirect costs nothing on ordinary pages.
 * Grouped by the area that owns them; each `to` must be a published page.
 */
import type {Options as ClientRedirectsOptions} from '@docusaurus/plugin-client-redirects';
import type {PluginConfig} from '@docusaurus/types';

type Redirect = {from: string | string[]; to: string};

/** Developer Docs pages that moved or were renamed before the release. */
const devDocsAliases: Redirect[] = [
  {from: '/dev-docs/api/document-service/select', to: '/dev-docs/api/document-service/fields'},
  {
    from: '/dev-docs/migration/v4-to-v5/breaking-changes/graphql-api-rewritten',
    to: '/dev-docs/migration/v4-to-v5/breaking-changes/graphql-api-updated',
  },
  {from: '/dev-docs/api/plugins/admin-panel-api', to: '/dev-docs/plugins/admin-panel-api'},
  {from: '/dev-docs/api/plugins/server-api', to: '/dev-docs/plugins/server-api'},
];

/**
 * Routes that name a topic another page already covers (the topic's short address): each one
 * leads to that page (the status page plans the page its sidebar lists, not the alias).
 */
const devDocsTopicAliases: Redirect[] = [
  {from: '/dev-docs/development/admin-customization', to: '/dev-docs/admin-panel-customization'},
  {from: '/dev-docs/plugins-development', to: '/dev-docs/plugins/developing-plugins'},
  // "Plugin APIs": the server API and the admin panel APIs, both introduced (and linked) there.
  {from: '/dev-docs/plugins/api', to: '/dev-docs/plugins/developing-plugins#how-a-plugin-is-built'},
];

/** Cloud Documentation: the short forms of the Cloud pages, to the pages at their full paths. */
const cloudShortForms: Redirect[] = [
  {from: '/cloud/cloud-fundamentals', to: '/cloud/getting-started/cloud-fundamentals'},
  {from: '/cloud/deployment', to: '/cloud/getting-started/deployment'},
  {from: '/cloud/deployment-cli', to: '/cloud/getting-started/deployment-cli'},
  {from: '/cloud/deployment-options', to: '/cloud/getting-started/deployment-options'},
  {from: '/cloud/usage-billing', to: '/cloud/getting-started/usage-billing'},
  {from: '/cloud/caching', to: '/cloud/getting-started/caching'},
  {from: '/cloud/overview', to: '/cloud/projects/overview'},
  {from: '/cloud/settings', to: '/cloud/projects/settings'},
  {from: '/cloud/deploys', to: '/cloud/projects/deploys'},
  {from: '/cloud/deploys-history', to: '/cloud/projects/deploys-history'},
  {from: '/cloud/runtime-logs', to: '/cloud/projects/runtime-logs'},
  {from: '/cloud/notifications', to: '/cloud/projects/notifications'},
  {from: '/cloud/collaboration', to: '/cloud/projects/collaboration'},
];

/**
 * The Strapi docs' home page once lived at /home/Home and links to it exist: it leads to `/`
 * rather than serving a second copy of the landing page under its own canonical URL.
 */
const homeAliases: Redirect[] = [{from: '/home/Home', to: '/'}];

export const redirects: Redirect[] = [
  ...homeAliases,
  ...devDocsAliases,
  ...devDocsTopicAliases,
  ...cloudShortForms,
];

export const clientRedirectsPlugin: PluginConfig = [
  '@docusaurus/plugin-client-redirects',
  {redirects} satisfies ClientRedirectsOptions,
];
