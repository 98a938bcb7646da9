/**
 * Sidebars of the `dev-docs` instance (Developer Docs):
 * - devDocsSidebar: the main developer documentation;
 * - restApiSidebar: the REST API reference, opted into with `displayed_sidebar: restApiSidebar`;
 * - devDocsConfigSidebar: configuration pages, opted into with `displayed_sidebar`;
 * - devDocsMigrationV5Sidebar: the upgrade to Strapi 5, opted into with `displayed_sidebar`.
 */
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

interface LinkItem {
  type: 'link';
  label: string;
  href: string;
}

const backToDevDocs = {
  type: 'link',
  label: '⬅️ Back to Dev Docs content',
  href: '/dev-docs/intro',
} satisfies LinkItem;

/** Sidebar links to sections of one page, for references that live on a single long page. */
function anchorLinks(page: string, anchors: Record<string, string>): LinkItem[] {
  return Object.entries(anchors).map(([label, anchor]) => ({type: 'link', label, href: `${page}#${anchor}`}));
}

export default {
  devDocsSidebar: [
    {
      type: 'category',
      label: '🚀 Getting Started',
      collapsed: false,
      link: {type: 'doc', id: 'intro'},
      items: ['intro', 'quick-start', {type: 'doc', id: 'whats-new', label: "What's new?"}],
    },
    {
      type: 'category',
      label: '📦 Content API',
      collapsed: false,
      link: {type: 'doc', id: 'api/content-api'},
      items: [
        {type: 'doc', id: 'api/content-api', label: 'APIs Introduction & Concepts'},
        {
          type: 'category',
          label: 'REST API',
          link: {type: 'doc', id: 'api/rest'},
          items: [
            {type: 'doc', id: 'api/rest', label: 'Introduction to REST APIs'},
            'api/rest/parameters',
            'api/rest/populate-select',
            'api/rest/filters-locale-publication',
            'api/rest/sort-pagination',
            'api/rest/relations',
            'api/rest/interactive-query-builder',
            'api/rest/guides/intro',
          ],
        },
        'api/graphql',
        {
          type: 'category',
          label: 'Document Service API',
          link: {type: 'doc', id: 'api/document-service'},
          items: [
            {type: 'doc', id: 'api/document', label: 'Introduction & Concepts'},
            {type: 'doc', id: 'api/document-service', label: 'Available methods'},
            {type: 'doc', id: 'api/document-service/filters', label: 'Filters'},
            {type: 'doc', id: 'api/document-service/populate', label: 'Populate'},
            {type: 'doc', id: 'api/document-service/fields', label: 'Fields'},
            {type: 'doc', id: 'api/document-service/sort-pagination', label: 'Sort & Pagination'},
            {type: 'doc', id: 'api/document-service/locale', label: 'Locale'},
            {type: 'doc', id: 'api/document-service/status', label: 'Status'},
            {type: 'doc', id: 'api/document-service/middlewares', label: 'Middlewares'},
          ],
        },
        {
          type: 'category',
          label: 'Query Engine API',
          link: {type: 'doc', id: 'api/query-engine'},
          items: [
            {type: 'doc', id: 'api/query-engine', label: 'Introduction'},
            'api/query-engine/single-operations',
            'api/query-engine/bulk-operations',
            'api/query-engine/filtering',
            'api/query-engine/populating',
            'api/query-engine/order-pagination',
          ],
        },
      ],
    },
    {
      type: 'category',
      label: '♻️ Upgrades',
      collapsed: false,
      link: {type: 'doc', id: 'upgrades'},
      items: [
        {type: 'doc', id: 'upgrades', label: 'Introduction to upgrades'},
        'upgrade-tool',
        {
          type: 'category',
          label: 'Upgrade to Strapi 5',
          collapsed: false,
          link: {type: 'doc', id: 'migration/v4-to-v5/introduction-and-faq'},
          items: [
            {type: 'doc', id: 'migration/v4-to-v5/introduction-and-faq', label: 'Introduction and FAQ'},
            {type: 'doc', id: 'migration/v4-to-v5/step-by-step', label: 'Step-by-step guide'},
            {type: 'doc', id: 'migration/v4-to-v5/breaking-changes', label: 'Breaking changes list'},
            {type: 'doc', id: 'migration/v4-to-v5/additional-resources/introduction', label: 'Specific resources'},
          ],
        },
        {type: 'doc', id: 'migration/v5/migration-guide-5.0.0-to-5.0.1', label: '5.0.0 to 5.0.1'},
      ],
    },
  ],

  restApiSidebar: [
    backToDevDocs,
    {
      type: 'category',
      label: 'REST API reference',
      collapsed: false,
      link: {type: 'doc', id: 'api/rest'},
      items: [
        {
          type: 'category',
          label: 'Endpoints and basic requests',
          collapsed: false,
          link: {type: 'doc', id: 'api/rest'},
          items: anchorLinks('/dev-docs/api/rest', {
            Endpoints: 'endpoints',
            'Get documents': 'get-documents',
            'Get a document': 'get-a-document',
            'Create a document': 'create-a-document',
            'Update a document': 'update-a-document',
            'Delete a document': 'delete-a-document',
          }),
        },
        {type: 'doc', id: 'api/rest/interactive-query-builder', label: '✨ Interactive Query Builder'},
        'api/rest/parameters',
        {
          type: 'category',
          label: 'Populate and Select',
          collapsed: false,
          link: {type: 'doc', id: 'api/rest/populate-select'},
          items: anchorLinks('/dev-docs/api/rest/populate-select', {
            'Field selection': 'field-selection',
            Population: 'population',
          }),
        },
        {
          type: 'category',
          label: 'Filters, Locale, Publication State',
          collapsed: false,
          link: {type: 'doc', id: 'api/rest/filters-locale-publication'},
          items: anchorLinks('/dev-docs/api/rest/filters-locale-publication', {
            Filtering: 'filtering',
            'Complex filtering': 'complex-filtering',
            'Deep filtering': 'deep-filtering',
            Locale: 'locale',
            Status: 'status',
          }),
        },
        {
          type: 'category',
          label: 'Sort and Pagination',
          collapsed: false,
          link: {type: 'doc', id: 'api/rest/sort-pagination'},
          items: anchorLinks('/dev-docs/api/rest/sort-pagination', {
            Sorting: 'sorting',
            Pagination: 'pagination',
            'Pagination by page': 'pagination-by-page',
            'Pagination by offset': 'pagination-by-offset',
          }),
        },
        {
          type: 'category',
          label: 'Relations',
          collapsed: false,
          link: {type: 'doc', id: 'api/rest/relations'},
          items: anchorLinks('/dev-docs/api/rest/relations', {connect: 'connect', disconnect: 'disconnect', set: 'set'}),
        },
      ],
    },
    {
      type: 'category',
      label: 'REST API guides',
      collapsed: false,
      link: {type: 'doc', id: 'api/rest/guides/intro'},
      items: [
        {type: 'doc', id: 'api/rest/guides/understanding-populate', label: 'Understanding populate'},
        {type: 'doc', id: 'api/rest/guides/populate-creator-fields', label: 'How to populate creator fields'},
        {type: 'link', label: 'Additional resources', href: '/dev-docs/api/rest/guides/intro#additional-resources'},
      ],
    },
  ],

  // Configuration pages are not written yet; the sidebar exists so they can opt into it.
  devDocsConfigSidebar: [backToDevDocs],

  devDocsMigrationV5Sidebar: [
    backToDevDocs,
    {
      type: 'category',
      label: 'Upgrade to Strapi 5',
      collapsed: false,
      link: {type: 'doc', id: 'migration/v4-to-v5/introduction-and-faq'},
      items: [
        {type: 'doc', id: 'migration/v4-to-v5/introduction-and-faq', label: 'Introduction and FAQ'},
        {type: 'doc', id: 'migration/v4-to-v5/step-by-step', label: 'Step-by-step guide'},
        {type: 'doc', id: 'upgrade-tool', label: 'Upgrade tool reference'},
        {
          type: 'category',
          label: 'Breaking changes',
          collapsible: true,
          collapsed: true,
          link: {type: 'doc', id: 'migration/v4-to-v5/breaking-changes'},
          items: [{type: 'autogenerated', dirName: 'migration/v4-to-v5/breaking-changes'}],
        },
        {
          type: 'category',
          label: 'Specific resources',
          collapsed: false,
          link: {type: 'doc', id: 'migration/v4-to-v5/additional-resources/introduction'},
          items: [
            {type: 'doc', id: 'migration/v4-to-v5/additional-resources/introduction', label: 'Introduction'},
            'migration/v4-to-v5/additional-resources/from-entity-service-to-document-service',
            'migration/v4-to-v5/additional-resources/plugins-migration',
            'migration/v4-to-v5/additional-resources/helper-plugin',
          ],
        },
      ],
    },
  ],
} satisfies SidebarsConfig;
