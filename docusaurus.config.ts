import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';

import {docsPlugins} from './config/docs';
import {footer} from './config/footer';
import {buildGuards, future, markdown} from './config/build';
import {navbar} from './config/navbar';
import {openApiPlugins, openApiThemeConfig, openApiThemes} from './config/openapi';
import {clientRedirectsPlugin} from './config/redirects';
import {sitewidePlugins} from './config/plugins';
import {darkCodeTheme, lightCodeTheme} from './config/prism';
import {searchBranding, searchDocsSections, searchPagePriors} from './config/search';
import {siteVersion, v4DocsUrl} from './config/site';
import type {SearchIndexPluginOptions} from './plugins/search-index';

// Public URL the site is deployed at (canonical links, sitemap, llms.txt).
const siteUrl = process.env.SITE_URL ?? 'https://docs-next.strapi.io';
// Changing this id shows the announcement bar again to readers who dismissed the previous one.
const announcementBarId = 'strapi-5-rc-work-in-progress';
// Heatmap tracker (Hotjar) site id; when set, every page loads static/js/heatmap.js, which loads the tracker.
const heatmapSiteId = process.env.HEATMAP_SITE_ID;
// Google Tag Manager container id (GTM-…); when set, every page loads static/js/tag-manager.js.
const gtmContainerId = process.env.GTM_CONTAINER_ID;
// VISUAL_EFFECTS=1 adds the click effect of static/js/visual-effects.js (never under reduced motion).
const visualEffects = process.env.VISUAL_EFFECTS;
// OpenAI-compatible chat-completions URL (your proxy) for generated answers in Ask mode; unset: offline answers only.
const aiAnswerEndpoint = process.env.AI_ANSWER_ENDPOINT;
// Model name sent to AI_ANSWER_ENDPOINT; required with it.
const aiAnswerModel = process.env.AI_ANSWER_MODEL;

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
          // Site-wide and per-instance tag listings are navigation, not content.
          ignorePatterns: ['/tags/**', '/*/tags/**'],
        },
      } satisfies Preset.Options,
    ],
  ],

  themes: ['@docusaurus/theme-mermaid', '@docusaurus/theme-live-codeblock', ...openApiThemes],

  plugins: [
    ...docsPlugins,
    ...openApiPlugins,
    clientRedirectsPlugin,
    './plugins/breaking-changes/index.ts',
    ['./plugins/announcement-bar/index.ts', {id: announcementBarId}],
    ...sitewidePlugins({
      optInScripts: {heatmapSiteId, gtmContainerId, visualEffects},
      summary: `Documentation of Strapi ${siteVersion}, the open-source headless CMS: developer docs, user guide and Strapi Cloud.`,
    }),
    [
      './plugins/search-index/index.ts',
      {
        ...searchBranding,
        docsSections: searchDocsSections,
        pagePriors: searchPagePriors,
        answerEndpoint: aiAnswerEndpoint,
        answerModel: aiAnswerModel,
      } satisfies SearchIndexPluginOptions,
    ],
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
      content: `These docs are a work in progress for the upcoming Strapi 5 (${siteVersion}). For the stable release, read the <a target="_blank" rel="noopener noreferrer" href="${v4DocsUrl}">Strapi v4 documentation</a>.`,
      backgroundColor: 'var(--strapi-announcement-background)',
      textColor: 'var(--strapi-announcement-foreground)',
      isCloseable: true,
    },
    docs: {
      sidebar: {hideable: true, autoCollapseCategories: true},
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    liveCodeBlock: {playgroundPosition: 'bottom'},
    mermaid: {theme: {light: 'neutral', dark: 'dark'}},
    navbar,
    footer,
    ...openApiThemeConfig,
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      additionalLanguages: ['bash', 'diff', 'json', 'http', 'graphql'],
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;
