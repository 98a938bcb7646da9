/**
 * Content of the landing page. Every link points at a page that exists: the build fails on a
 * broken link. The categories' titles and routes are the entry links of config/entry-links.ts.
 */
export interface HomeLink {
  label: string;
  to: string;
}

export interface HomeHighlight {
  title: string;
  text: string;
  cta: HomeLink;
  emoji: string;
}

export interface HomeCategory {
  /** The entry link (config/entry-links.ts) that gives the category its title and route. */
  entry: 'user-docs' | 'dev-docs' | 'cloud';
  text: string;
  accent: 'user' | 'dev' | 'cloud';
  links: HomeLink[];
}

export const homeTitle = 'Strapi Docs';
export const homeDescription =
  'Get a Strapi 5 project running in minutes, then learn everything you need to build with it.';

export const highlights: HomeHighlight[] = [
  {
    title: "Learn what's new in Strapi 5",
    text: 'Documents and the Document Service API, reworked Draft & Publish, a flatter API response format and more.',
    cta: {label: "What's new?", to: '/dev-docs/whats-new'},
    emoji: '✨',
  },
  {
    title: 'Start a project now',
    text: 'Create a project, model a content-type, publish an entry and fetch it through the REST API.',
    cta: {label: 'Quick start', to: '/dev-docs/quick-start'},
    emoji: '🚀',
  },
  {
    title: 'Host it on Strapi Cloud',
    text: 'Deploy from a Git repository or the command line and let Strapi Cloud run the database, media and email.',
    cta: {label: 'Cloud docs', to: '/cloud/intro'},
    emoji: '☁️',
  },
];

export const categories: HomeCategory[] = [
  {
    entry: 'user-docs',
    text: 'Get the most out of the admin panel: model content, write, review and publish it.',
    accent: 'user',
    links: [
      {label: 'Content-type Builder', to: '/user-docs/content-type-builder'},
      {label: 'Content Manager', to: '/user-docs/content-manager'},
      {label: 'Draft & Publish', to: '/user-docs/content-manager/saving-and-publishing-content'},
      {label: 'Releases', to: '/user-docs/releases/introduction'},
      {label: 'Settings', to: '/user-docs/settings/introduction'},
    ],
  },
  {
    entry: 'dev-docs',
    text: 'Everything you need to get a project running, query its content and upgrade it.',
    accent: 'dev',
    links: [
      {label: 'Installation', to: '/dev-docs/installation'},
      {label: 'REST API', to: '/dev-docs/api/rest'},
      {label: 'GraphQL API', to: '/dev-docs/api/graphql'},
      {label: 'Document Service API', to: '/dev-docs/api/document-service'},
      {label: 'Deployment', to: '/dev-docs/deployment'},
      {label: 'Upgrade tool', to: '/dev-docs/upgrade-tool'},
      {label: 'Upgrade to Strapi 5', to: '/dev-docs/migration/v4-to-v5/introduction-and-faq'},
    ],
  },
  {
    entry: 'cloud',
    text: 'Deploy, run and manage your Strapi projects on Strapi Cloud.',
    accent: 'cloud',
    links: [
      {label: 'Deploy a project', to: '/cloud/intro#deploy-a-project'},
      {label: 'Manage deployments', to: '/cloud/intro#manage-deployments'},
      {label: 'Usage & billing', to: '/cloud/intro#usage-and-billing'},
      {label: 'Project settings', to: '/cloud/intro#project-settings'},
      {label: 'Account settings', to: '/cloud/intro#account-settings'},
    ],
  },
];
