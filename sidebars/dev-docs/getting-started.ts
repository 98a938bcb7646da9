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
    'faq',
    'community',
    'usage-information',
    // The docs for AI assistants in the reader's editor (the page toolbar links here).
    'mcp-server',
    // How the docs' examples are built and verified: for contributors and the curious, after the
    // pages a reader takes first steps with.
    'example-project',
  ],
} satisfies SidebarItem;
