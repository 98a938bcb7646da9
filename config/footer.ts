import type {Footer} from '@docusaurus/theme-common';
import {documentedStrapiVersion, repositoryUrl, siteVersion, v4DocsUrl} from './site';

export const footer = {
  style: 'dark',
  links: [
    {
      title: 'Additional resources',
      items: [
        {label: 'v4 Docs', href: v4DocsUrl},
        {label: 'Contributor Docs', href: 'https://contributor.strapi.io'},
        {label: 'Strapi Design System', href: 'https://design-system.strapi.io/'},
        {label: 'v3 Docs (unsupported)', href: 'https://docs-v3.strapi.io'},
      ],
    },
    {
      title: 'Community',
      items: [
        {label: 'Discord', href: 'https://discord.strapi.io/'},
        {label: 'Twitter', href: 'https://twitter.com/strapijs'},
        {label: 'Stack Overflow', href: 'https://stackoverflow.com/questions/tagged/strapi'},
      ],
    },
    {
      title: 'More',
      items: [
        {label: 'Blog', href: 'https://strapi.io/blog'},
        {label: 'GitHub', href: repositoryUrl},
        {label: 'Strapi.io', href: 'https://strapi.io'},
      ],
    },
  ],
  copyright: `Documentation for Strapi ${documentedStrapiVersion} (site version ${siteVersion}).`,
} satisfies Footer;
