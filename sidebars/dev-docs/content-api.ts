/** devDocsSidebar: the "📦 Content API" category. */
import type {SidebarItem} from '../types';
import integrations from './integrations';

export default {
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
    integrations,
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
    {
      // Still documented for upgrades from v4: kept apart so readers do not start there.
      type: 'category',
      label: 'Deprecated',
      items: [
        {
          type: 'category',
          label: 'Entity Service API',
          link: {type: 'doc', id: 'api/entity-service'},
          items: [
            'api/entity-service/crud',
            'api/entity-service/filter',
            'api/entity-service/populate',
            'api/entity-service/order-pagination',
            'api/entity-service/components-dynamic-zones',
          ],
        },
      ],
    },
  ],
} satisfies SidebarItem;
