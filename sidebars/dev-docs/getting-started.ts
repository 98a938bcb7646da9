/** devDocsSidebar: the "🚀 Getting Started" category. */
import type {SidebarItem} from '../types';

export default {
  type: 'category',
  label: '🚀 Getting Started',
  collapsed: false,
  link: {type: 'doc', id: 'intro'},
  items: [
    'intro',
    'quick-start',
    {type: 'doc', id: 'whats-new', label: "What's new?"},
    'example-project',
    'faq',
    'community',
    'usage-information',
  ],
} satisfies SidebarItem;
