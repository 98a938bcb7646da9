import type {Navbar} from '@docusaurus/theme-common';
import {repositoryUrl, siteVersion} from './site';

export const navbar = {
  title: 'Docs',
  hideOnScroll: true,
  logo: {
    alt: 'Strapi Documentation Logo',
    src: 'img/logo.svg',
    srcDark: 'img/logo-dark.svg',
    width: 92,
    height: 28,
  },
  items: [
    // The Quick Start Guide and the Developer Docs share a sidebar, so `type: 'doc'` items would
    // both be highlighted on every Developer Docs page: each is active on its own pages only.
    {
      to: '/dev-docs/quick-start',
      label: 'Quick Start Guide',
      position: 'left',
      activeBaseRegex: '^/dev-docs/quick-start/?$',
    },
    {type: 'doc', docsPluginId: 'user-docs', docId: 'intro', label: 'User Guide', position: 'left'},
    {
      to: '/dev-docs/intro',
      label: 'Developer Docs',
      position: 'left',
      activeBaseRegex: '^/dev-docs/(?!quick-start/?$)',
    },
    {
      type: 'doc',
      docsPluginId: 'cloud',
      docId: 'intro',
      label: 'Cloud Documentation',
      position: 'left',
    },
    // The search plugin's `@theme/SearchBar`: the Ask AI & Search button (plugins/search-index).
    {type: 'search', position: 'right'},
    {
      type: 'html',
      position: 'right',
      // The documented version, visible on every page.
      value: `<span class="navbar__version" title="Documentation for Strapi ${siteVersion}">v${siteVersion}</span>`,
    },
    {type: 'localeDropdown', position: 'right'},
    {
      href: repositoryUrl,
      position: 'right',
      className: 'header-github-link',
      'aria-label': 'GitHub repository',
      label: 'GitHub',
    },
  ],
} satisfies Navbar;
