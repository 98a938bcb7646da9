import type {Navbar} from '@docusaurus/theme-common';
import {entryLinks} from './sections';
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
    // Quick Start Guide, User Guide, Developer Docs, Cloud Documentation (config/sections.ts).
    ...entryLinks.map(({docsPluginId, docId, label}) => ({
      type: 'doc' as const,
      docsPluginId,
      docId,
      label,
      position: 'left' as const,
    })),
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
