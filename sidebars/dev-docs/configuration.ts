/**
 * Configuration pages, in two shapes:
 * - default export: devDocsConfigSidebar, the dedicated sidebar that configuration pages opt into
 *   with `displayed_sidebar: devDocsConfigSidebar` (back link, then "Configuration" in three groups);
 * - `configurationCategory`: the "Configuration" sub-category of devDocsSidebar's
 *   "⚙️ Setup & Deployment" category, a flat list of the same pages (spread by setup-deployment.ts).
 */
import type {SidebarItem} from '../types';
import {backToDevDocs} from './links';

const baseConfigurations = [
  'configurations/database',
  'configurations/server',
  'configurations/admin-panel',
  'configurations/middlewares',
  'configurations/api',
];

const additionalConfigurations = [
  'configurations/plugins',
  'configurations/typescript',
  'configurations/api-tokens',
  'configurations/functions',
  'configurations/cron',
  'configurations/environment',
  'configurations/sso',
  'configurations/features',
];

const configurationGuides = [
  'configurations/guides/rbac',
  'configurations/guides/public-assets',
  'configurations/guides/access-cast-environment-variables',
  'configurations/guides/access-configuration-values',
  'configurations/guides/use-cron-jobs',
];

const introduction = {
  type: 'doc',
  id: 'configurations',
  label: 'Introduction to configurations',
} satisfies SidebarItem;

/** One category for devDocsSidebar: "Configuration", no link, every configuration page in order. */
export const configurationCategory: SidebarItem[] = [
  {
    type: 'category',
    label: 'Configuration',
    items: [
      {type: 'doc', id: 'configurations', label: 'Introduction to configurations'},
      ...baseConfigurations,
      ...additionalConfigurations,
      ...configurationGuides,
    ],
  },
];

export default [
  backToDevDocs,
  {
    type: 'category',
    label: 'Configuration',
    collapsed: false,
    link: {type: 'doc', id: 'configurations'},
    items: [
      introduction,
      {
        type: 'category',
        label: 'Base configurations',
        collapsed: false,
        link: {type: 'doc', id: 'configurations'},
        items: baseConfigurations,
      },
      {
        type: 'category',
        label: 'Additional configurations',
        collapsed: false,
        link: {type: 'doc', id: 'configurations'},
        items: additionalConfigurations,
      },
      {
        type: 'category',
        label: 'Guides',
        collapsed: false,
        link: {type: 'doc', id: 'configurations'},
        items: configurationGuides,
      },
    ],
  },
] satisfies SidebarItem[];
