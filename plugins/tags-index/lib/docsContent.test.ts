import type {RouteConfig} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import {withoutRoutes, withoutVersionDocDescriptions} from './docsContent';

describe('withoutRoutes', () => {
  const tree: RouteConfig = {
    path: '/cloud',
    component: '@theme/DocsRoot',
    routes: [
      {
        path: '/cloud',
        component: '@theme/DocVersionRoot',
        routes: [
          {
            path: '/cloud',
            component: '@theme/DocRoot',
            routes: [{path: '/cloud/intro', component: '@theme/DocItem'}],
          },
          {path: '/cloud/tags', component: '@theme/DocTagsListPage'},
          {path: '/tags/api', component: '@theme/DocTagDocListPage'},
        ],
      },
    ],
  };
  const tagPages = new Set(['@theme/DocTagsListPage', '@theme/DocTagDocListPage']);

  it('drops the selected routes at any depth and keeps the others', () => {
    const kept = withoutRoutes(tree, (route) => tagPages.has(route.component))!;
    expect(kept.routes![0]!.routes!.map((route) => route.path)).toEqual(['/cloud']);
    expect(kept.routes![0]!.routes![0]!.routes![0]!.path).toBe('/cloud/intro');
  });

  it('returns null when the route itself is dropped', () => {
    expect(
      withoutRoutes({path: '/cloud/tags', component: '@theme/DocTagsListPage'}, (route) =>
        tagPages.has(route.component),
      ),
    ).toBeNull();
  });
});

describe('withoutVersionDocDescriptions', () => {
  const version = {
    pluginId: 'cloud',
    version: 'current',
    docsSidebars: {cloud: []},
    docs: {
      intro: {id: 'intro', title: 'Welcome', description: 'Start here.', sidebar: 'cloud'},
      usage: {id: 'usage', title: 'Usage', description: 'What a plan includes.'},
    },
  };
  const tree: RouteConfig = {
    path: '/cloud',
    component: '@theme/DocsRoot',
    routes: [
      {
        path: '/cloud',
        component: '@theme/DocVersionRoot',
        props: {version},
        routes: [{path: '/cloud/intro', component: '@theme/DocItem', props: {other: 1}}],
      },
    ],
  };

  it("drops the docs' descriptions from the version prop, nested in the tree, and keeps the rest", () => {
    const trimmed = withoutVersionDocDescriptions(tree);
    const versionRoute = trimmed.routes![0]!;
    expect(versionRoute.props!.version).toEqual({
      ...version,
      docs: {
        intro: {id: 'intro', title: 'Welcome', sidebar: 'cloud'},
        usage: {id: 'usage', title: 'Usage'},
      },
    });
    expect(versionRoute.routes).toEqual(tree.routes![0]!.routes);
    expect(version.docs.intro.description).toBe('Start here.');
  });

  it('returns a route without a version prop unchanged', () => {
    const route: RouteConfig = {path: '/tags', component: '@theme/TagsIndex', props: {tags: []}};
    expect(withoutVersionDocDescriptions(route)).toEqual(route);
  });
});
