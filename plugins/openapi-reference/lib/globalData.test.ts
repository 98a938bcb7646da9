import {describe, expect, it} from 'vitest';
import type {GlobalPluginData} from '@docusaurus/plugin-content-docs/client';

import {withoutDocsList} from './globalData';

const data: GlobalPluginData = {
  path: '/openapi',
  breadcrumbs: true,
  versions: [
    {
      name: 'current',
      label: 'Next',
      isLast: true,
      path: '/openapi',
      mainDocId: 'index',
      docs: [
        {
          id: 'content-api/list-restaurants',
          path: '/openapi/content-api/list-restaurants',
          sidebar: 'apiSidebar',
        },
      ],
      draftIds: [],
      sidebars: {apiSidebar: {link: {label: 'Overview', path: '/openapi'}}},
    },
  ],
};

describe('withoutDocsList', () => {
  it('drops the pages and keeps the instance, version and sidebar data', () => {
    const slim = withoutDocsList(data);
    expect(slim.versions[0]?.docs).toEqual([]);
    expect({...slim.versions[0], docs: data.versions[0]?.docs}).toEqual(data.versions[0]);
    expect(slim.path).toBe('/openapi');
    // The input is left as it was.
    expect(data.versions[0]?.docs).toHaveLength(1);
  });
});
