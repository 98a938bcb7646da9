/** devDocsSidebar: the "♻️ Upgrades" category. */
import type {SidebarItem} from '../types';

export default {
  type: 'category',
  label: '♻️ Upgrades',
  collapsed: false,
  link: {type: 'doc', id: 'upgrades'},
  items: [
    {type: 'doc', id: 'upgrades', label: 'Introduction to upgrades'},
    'upgrade-tool',
    {
      type: 'category',
      label: 'Upgrade to Strapi 5',
      collapsed: false,
      link: {type: 'doc', id: 'migration/v4-to-v5/introduction-and-faq'},
      items: [
        {type: 'doc', id: 'migration/v4-to-v5/introduction-and-faq', label: 'Introduction and FAQ'},
        {type: 'doc', id: 'migration/v4-to-v5/step-by-step', label: 'Step-by-step guide'},
        {type: 'doc', id: 'migration/v4-to-v5/breaking-changes', label: 'Breaking changes list'},
        {
          type: 'doc',
          id: 'migration/v4-to-v5/additional-resources/introduction',
          label: 'Specific resources',
        },
      ],
    },
    {type: 'doc', id: 'migration/v5/migration-guide-5.0.0-to-5.0.1', label: '5.0.0 to 5.0.1'},
  ],
} satisfies SidebarItem;
