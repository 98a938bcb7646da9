/** devDocsSidebar: the "🔌 Plugins" category. */
import type {SidebarItem} from '../types';

export default {
  type: 'category',
  label: '🔌 Plugins',
  collapsed: false,
  link: {type: 'doc', id: 'plugins'},
  items: [
    {type: 'doc', id: 'plugins', label: 'Plugins Introduction & Concepts'},
    {
      type: 'category',
      label: 'Using plugins',
      link: {type: 'doc', id: 'plugins/using-plugins'},
      items: [
        {type: 'doc', id: 'plugins/using-plugins', label: 'Introduction to using plugins'},
        {type: 'doc', id: 'plugins/documentation', label: 'Documentation'},
        {type: 'doc', id: 'plugins/email', label: 'Email'},
        {type: 'doc', id: 'plugins/graphql', label: 'GraphQL'},
        {type: 'doc', id: 'plugins/i18n', label: 'Internationalization (i18n) plugin'},
        {type: 'doc', id: 'plugins/sentry', label: 'Sentry'},
        {type: 'doc', id: 'plugins/upload', label: 'Upload'},
        {type: 'doc', id: 'plugins/users-permissions', label: 'Users & Permissions'},
      ],
    },
    {
      type: 'category',
      label: 'Developing plugins',
      customProps: {updated: true},
      link: {type: 'doc', id: 'plugins/developing-plugins'},
      items: [
        {
          type: 'doc',
          id: 'plugins/developing-plugins',
          label: 'Introduction to developing plugins',
        },
        'plugins/development/create-a-plugin',
        {
          type: 'doc',
          id: 'plugins/development/plugin-structure',
          label: 'Plugin structure',
          customProps: {updated: true},
        },
        {
          type: 'doc',
          id: 'plugins/development/plugin-sdk',
          label: 'Plugin SDK',
          customProps: {new: true},
        },
        {type: 'doc', id: 'plugins/development/plugin-cli', label: 'Plugin CLI'},
        {
          type: 'category',
          label: 'Admin Panel API',
          link: {type: 'doc', id: 'plugins/admin-panel-api'},
          items: [
            {
              type: 'doc',
              id: 'plugins/admin-panel-api',
              label: 'Introduction to Admin Panel APIs',
              customProps: {updated: true},
            },
            {type: 'doc', id: 'plugins/content-manager-apis', customProps: {new: true}},
          ],
        },
        {type: 'doc', id: 'plugins/server-api', label: 'Server API'},
        'custom-fields',
        'plugins-extension',
        {
          type: 'category',
          label: 'Guides',
          link: {type: 'doc', id: 'plugins/developing-plugins'},
          items: [
            'plugins/guides/store-and-access-data',
            'plugins/guides/pass-data-from-server-to-admin',
            'plugins/development/create-a-plugin',
            'plugins/guides/use-the-plugin-cli',
          ],
        },
      ],
    },
  ],
} satisfies SidebarItem;
