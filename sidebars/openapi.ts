/**
 * Sidebar of the `api` instance (API reference at /openapi/): apiSidebar, the landing page then
 * one category per API. The items of each API are generated with its pages from its OpenAPI file.
 */
import path from 'node:path';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {apiDocsPath, apiReferences} from '../config/openapi';
import {generatedSidebarItems} from '../plugins/openapi-reference/lib/sidebar';

export default {
  apiSidebar: [
    {type: 'doc', id: 'index', label: 'Overview'},
    ...apiReferences.map((api) => ({
      type: 'category' as const,
      label: api.label,
      collapsed: false,
      items: generatedSidebarItems(path.resolve(__dirname, '..'), `${apiDocsPath}/${api.id}`),
    })),
  ],
} satisfies SidebarsConfig;
