/**
 * Sidebar of the `cloud` instance (Cloud Documentation): cloud.
 */
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

export default {
  cloud: [
    {
      type: 'category',
      label: 'Getting Started',
      collapsed: false,
      link: {type: 'doc', id: 'intro'},
      items: [
        {type: 'doc', id: 'intro', label: 'Welcome'},
        {type: 'doc', id: 'getting-started/cloud-fundamentals', label: 'Cloud fundamentals'},
        {
          type: 'category',
          label: 'Project deployment',
          link: {type: 'doc', id: 'getting-started/deployment-options'},
          items: ['getting-started/deployment', 'getting-started/deployment-cli'],
        },
        'getting-started/usage-billing',
        'getting-started/caching',
        {type: 'doc', id: 'projects/notifications', label: 'Notifications'},
      ],
    },
    {
      type: 'category',
      label: 'Projects management',
      collapsed: false,
      link: {type: 'doc', id: 'projects/overview'},
      items: [
        'projects/overview',
        {type: 'doc', id: 'projects/settings', label: 'Project settings'},
        'projects/collaboration',
        'projects/runtime-logs',
      ],
    },
    {
      type: 'category',
      label: 'Deployments',
      collapsed: false,
      link: {type: 'doc', id: 'projects/deploys'},
      items: ['projects/deploys', 'projects/deploys-history'],
    },
    {
      type: 'category',
      label: 'Account management',
      collapsed: false,
      link: {type: 'doc', id: 'account/account-settings'},
      items: ['account/account-settings', 'account/account-billing'],
    },
    {
      type: 'category',
      label: 'Command Line Interface',
      collapsed: false,
      link: {type: 'doc', id: 'cli/cloud-cli'},
      items: [{type: 'doc', id: 'cli/cloud-cli', label: 'Strapi Cloud CLI'}],
    },
    {
      type: 'category',
      label: 'Advanced configuration',
      collapsed: false,
      link: {type: 'doc', id: 'advanced/database'},
      items: [
        'advanced/database',
        {type: 'doc', id: 'advanced/email', label: 'Email provider'},
        {type: 'doc', id: 'advanced/upload', label: 'Upload provider'},
      ],
    },
  ],
} satisfies SidebarsConfig;
