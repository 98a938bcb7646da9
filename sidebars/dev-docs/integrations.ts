/** devDocsSidebar: the "Integrations" category of the Content API category. */
import type {SidebarItem} from '../types';

const guides = [
  '11ty',
  'angular',
  'dart',
  'flutter',
  'gatsby',
  'gridsome',
  'go',
  'graphql',
  'jekyll',
  'laravel',
  'next-js',
  'nuxt-js',
  'php',
  'python',
  'react',
  'ruby',
  'sapper',
  'svelte',
  'vue-js',
];

export default {
  type: 'category',
  label: 'Integrations',
  link: {type: 'doc', id: 'integrations'},
  items: [
    {type: 'doc', id: 'integrations', label: 'Introduction to integrations'},
    ...guides.map((guide) => `integrations/${guide}`),
  ],
} satisfies SidebarItem;
