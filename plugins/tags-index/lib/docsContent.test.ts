import type {RouteConfig} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import {
  taggableDocsInstances,
  withSiteTagPermalinks,
  withoutRoutes,
  withoutVersionDocDescriptions,
} from './docsContent';

const doc = (permalink: string, tags: string[]) => ({
  title: permalink,
  description: '',
  permalink,
  unlisted: false,
  tags: tags.map((tag) => ({label: tag, permalink: `/cloud/tags/${tag}`, description: undefined})),
});

describe('withSiteTagPermalinks', () => {
  it('moves every tag permalink of docs and drafts to /tags/<slug>, leaving the rest', () => {
    const content = {
      loadedVersions: [
        {
          tagsPath: '/cloud/tags',
          label: 'Next',
          docs: [doc('/cloud/a', ['api'])],
          drafts: [doc('/cloud/d', ['rbac'])],
        },
      ],
    };
    const moved = withSiteTagPermalinks(content, '/');
    expect(moved.loadedVersions[0]!.docs[0]!.tags[0]!.permalink).toBe('/tags/api');
    expect(moved.loadedVersions[0]!.drafts[0]!.tags[0]!.permalink).toBe('/tags/rbac');
    expect(moved.loadedVersions[0]!.label).toBe('Next');
    expect(content.loadedVersions[0]!.docs[0]!.tags[0]!.permalink).toBe('/cloud/tags/api');
    expect(withSiteTagPermalinks(moved, '/')).toEqual(moved);
  });
});

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

describe('taggableDocsInstances', () => {
  it('gives every instance the site-wide tags path, with site-wide permalinks', () => {
    const instances = taggableDocsInstances(
      [
        {
          id: 'cloud',
          label: 'Cloud',
          versions: [{tagsPath: '/cloud/tags', docs: [doc('/cloud/a', ['api'])]}],
        },
      ],
      '/',
    );
    expect(instances).toEqual([
      {
        id: 'cloud',
        label: 'Cloud',
        tagsPath: '/tags',
        docs: [
          {
            ...doc('/cloud/a', []),
            tags: [{label: 'api', permalink: '/tags/api', description: undefined}],
          },
        ],
      },
    ]);
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
