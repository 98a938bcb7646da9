/**
 * Sidebar of the `user-docs` instance (User Guide): userDocsSidebar.
 */
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

export default {
  userDocsSidebar: [
    {
      type: 'category',
      label: 'Getting Started',
      collapsed: false,
      link: {type: 'doc', id: 'intro'},
      items: [{type: 'doc', id: 'intro', label: 'Welcome'}],
    },
  ],
} satisfies SidebarsConfig;
