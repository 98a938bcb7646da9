import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';

import {docsPlugins} from './config/docs';
import {footer} from './config/footer';
import {buildGuards, buildGuardsPlugin, future, markdown} from './config/build';
import {navbar} from './config/navbar';
import {openApiPlugins, openApiThemeConfig, openApiThemes} from './config/openapi';
import {clientRedirectsPlugin} from './config/redirects';
import {siteUrl} from './config/env';
import {feedbackSiteConfig} from './config/feedback';
import {localPlugins} from './config/plugins';
import {darkCodeTheme, lightCodeTheme} from './config/prism';
import {documentedStrapiVersion, v4DocsUrl} from './config/site';

// Environment variables (site URL, preview deployment, opt-in scripts, answer service): config/env.ts.
// Changing this id shows the announcement bar again to readers who dismissed the previous one.
const announcementBarId = 'strapi-5-rc-work-in-progress';

export default {
  title: 'Strapi 5 Documentation',
  tagline: 'Design APIs fast, manage content easily.',
  favicon: 'img/favicon.svg',
  url: siteUrl,
  baseUrl: '/',
  titleDelimiter: '|',
  trailingSlash: undefined,

  ...buildGuards,

  future,
  // Keep browser storage keys unprefixed: the colour mode lives under `theme`.
  storage: {type: 'localStorage', namespace: false},

  i18n: {defaultLocale: 'en', locales: ['en']},

  markdown,

  // Read by the feedback widget (src/components/Feedback): endpoint, repository, build commit.
  customFields: {feedback: feedbackSiteConfig},

  // Runs before React hydrates: an upper-case address of a page goes to its lower-case one.
  clientModules: ['./src/clientModules/lowercase-urls.ts'],

  presets: [
    [
      'classic',
      {
        docs: false,
        blog: false,
        pages: {},
        theme: {customCss: './src/css/custom.css'},
        sitemap: {
          changefreq: 'weekly',
          priority: 0.5,
          filename: 'sitemap.xml',
          // Site-wide and per-instance tag listings are navigation, not content; snippets are
          // fragments of other pages (also unlisted, see config/build.ts).
          ignorePatterns: ['/tags/**', '/*/tags/**', '/snippets/**'],
        },
      } satisfies Preset.Options,
    ],
  ],

  themes: ['@docusaurus/theme-mermaid', '@docusaurus/theme-live-codeblock', ...openApiThemes],

  plugins: [
    buildGuardsPlugin,
    ...docsPlugins,
    ...openApiPlugins,
    clientRedirectsPlugin,
    ...localPlugins({
      announcementBarId,
      summary: `Documentation of Strapi ${documentedStrapiVersion}, the open-source headless CMS: developer docs, user guide and Strapi Cloud.`,
    }),
  ],

  themeConfig: {
    image: 'img/social-card.png',
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      id: announcementBarId,
      content: `These docs are a work in progress for the upcoming Strapi 5. For the stable release, read the <a target="_blank" rel="noopener noreferrer" href="${v4DocsUrl}">Strapi v4 documentation</a>.`,
      backgroundColor: 'var(--strapi-announcement-background)',
      textColor: 'var(--strapi-announcement-foreground)',
      isCloseable: true,
    },
    docs: {
      sidebar: {hideable: true, autoCollapseCategories: true},
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    liveCodeBlock: {playgroundPosition: 'bottom'},
    mermaid: {
      theme: {light: 'neutral', dark: 'dark'},
      // Scaled to the column, a wide diagram's text shrank to about 11 px: natural size instead,
      // and src/css/custom.css lets a wide one scroll in its frame.
      options: {
        flowchart: {useMaxWidth: false},
        sequence: {useMaxWidth: false},
        er: {useMaxWidth: false},
      },
    },
    navbar,
    footer,
    ...openApiThemeConfig,
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      // Loaded on every page, so only what the pages use beyond prism-react-renderer's own set
      // (which already has json, graphql, yaml, python, go…).
      additionalLanguages: ['bash', 'http'],
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;
