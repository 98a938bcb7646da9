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

/** Cloud Documentation: short forms of the Cloud pages. */
const cloudShortForms: Redirect[] = [];

export const redirects: Redirect[] = [...devDocsAliases, ...cloudShortForms];

export const clientRedirectsPlugin: PluginConfig = [
  '@docusaurus/plugin-client-redirects',
  {redirects} satisfies ClientRedirectsOptions,
];
