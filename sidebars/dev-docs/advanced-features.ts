/** devDocsSidebar: the "🔧 Advanced features" category. */
import type {SidebarItem} from '../types';

export default {
  type: 'category',
  label: '🔧 Advanced features',
  collapsed: false,
  link: {type: 'doc', id: 'advanced-features'},
  items: [
    {type: 'doc', id: 'advanced-features', label: 'Introduction to advanced features'},
    {type: 'doc', id: 'i18n', label: 'Internationalization (i18n)'},
    {type: 'doc', id: 'cli'},
    {
      type: 'category',
      label: 'TypeScript',
      link: {type: 'doc', id: 'typescript'},
      items: [
        'typescript',
        {
          type: 'category',
          label: 'TypeScript development',
          link: {type: 'doc', id: 'typescript/development'},
          items: [
            'typescript/development',
            'typescript/development/api-reference',
            'typescript/development/guides',
            'typescript/development/guides/documents-and-entries',
          ],
        },
        'typescript/adding-support-to-existing-project',
      ],
    },
    {type: 'doc', id: 'providers', label: 'Providers'},
    {type: 'doc', id: 'templates', label: 'Templates'},
    {
      type: 'category',
      label: 'Data management',
      link: {type: 'doc', id: 'data-management'},
      items: [
        {type: 'doc', id: 'data-management', label: 'Introduction to data management'},
        'data-management/export',
        'data-management/import',
        {type: 'doc', id: 'data-management/transfer', label: 'Data transfer'},
      ],
    },
    'database-migrations',
    'database-transactions',
    'testing',
    'error-handling',
  ],
} satisfies SidebarItem;
