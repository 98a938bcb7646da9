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
      items: [{type: 'doc', id: 'intro', label: 'Welcome'}],
    },
  ],
} satisfies SidebarsConfig;
