/**
 * Sidebars of the `dev-docs` instance (Developer Docs), one module per sidebar or category:
 * - devDocsSidebar: the main developer documentation, category by category;
 * - restApiSidebar: the REST API reference, opted into with `displayed_sidebar: restApiSidebar`;
 * - devDocsConfigSidebar: configuration pages, opted into with `displayed_sidebar`;
 * - devDocsMigrationV5Sidebar: the upgrade to Strapi 5, opted into with `displayed_sidebar`.
 * A category module that is still an empty array adds nothing to devDocsSidebar.
 */
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import type {SidebarItem} from './types';
import advancedFeatures from './dev-docs/advanced-features';
import configuration from './dev-docs/configuration';
import contentApi from './dev-docs/content-api';
import customization from './dev-docs/customization';
import gettingStarted from './dev-docs/getting-started';
import migrationV5 from './dev-docs/migration-v5';
import plugins from './dev-docs/plugins';
import restApi from './dev-docs/rest-api';
import setupDeployment from './dev-docs/setup-deployment';
import upgrades from './dev-docs/upgrades';

const devDocsCategories: (SidebarItem | SidebarItem[])[] = [
  gettingStarted,
  setupDeployment,
  contentApi,
  advancedFeatures,
  customization,
  plugins,
  upgrades,
];

export default {
  devDocsSidebar: devDocsCategories.flat(),
  restApiSidebar: restApi,
  devDocsConfigSidebar: configuration,
  devDocsMigrationV5Sidebar: migrationV5,
} satisfies SidebarsConfig;
