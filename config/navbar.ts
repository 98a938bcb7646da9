import type {Navbar} from '@docusaurus/theme-common';
import {entryLinkPath, entryLinks} from './entry-links';
import {documentedStrapiVersion, repositoryUrl, siteVersion} from './site';

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
    // Quick Start Guide, User Guide, Developer Docs, Cloud Documentation (config/entry-links.ts).
    ...entryLinks.map((link) => {
      // Entries of the same docs instance (the Quick Start Guide and the Developer Docs share
      // the dev-docs sidebar) would all be highlighted on its pages as `type: 'doc'` items: each
      // becomes a plain link, active on its own pages only.
      const siblings = entryLinks.filter(
        (other) => other !== link && other.docsPluginId === link.docsPluginId,
      );
      if (siblings.length === 0)
        return {
          type: 'doc' as const,
          docsPluginId: link.docsPluginId,
          docId: link.docId,
          label: link.label,
          position: 'left' as const,
        };
      const isInstanceStart = link.docId === 'intro';
      const others = siblings.map((other) => `${other.docId}/?$`).join('|');
      return {
        to: entryLinkPath(link),
        label: link.label,
        position: 'left' as const,
        activeBaseRegex: isInstanceStart
          ? `^/${link.docsPluginId}/(?!(${others}))`
          : `^/${link.docsPluginId}/${link.docId}/?$`,
      };
    }),
    // The search plugin's `@theme/SearchBar`: the Ask AI & Search button (plugins/search-index).
    {type: 'search', position: 'right'},
    {
      type: 'html',
      position: 'right',
      // The site's version label, visible on every page; its tooltip names the Strapi version described.
      value: `<span class="navbar__version" title="Documentation for Strapi ${documentedStrapiVersion}, site version ${siteVersion}">v${siteVersion}</span>`,
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
