/** restApiSidebar: the REST API reference, opted into with `displayed_sidebar: restApiSidebar`. */
import type {SidebarItem} from '../types';
import {anchorLinks, backToDevDocs} from './links';

export default [
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
      {
        type: 'doc',
        id: 'api/rest/interactive-query-builder',
        label: '✨ Interactive Query Builder',
      },
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
        items: anchorLinks('/dev-docs/api/rest/relations', {
          connect: 'connect',
          disconnect: 'disconnect',
          set: 'set',
        }),
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
      {
        type: 'doc',
        id: 'api/rest/guides/populate-creator-fields',
        label: 'How to populate creator fields',
      },
      {
        type: 'link',
        label: 'Additional resources',
        href: '/dev-docs/api/rest/guides/intro#additional-resources',
      },
    ],
  },
] satisfies SidebarItem[];
