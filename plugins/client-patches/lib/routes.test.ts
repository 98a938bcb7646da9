import {createRequire} from 'node:module';
import {matchPath} from 'react-router';
import {describe, expect, it} from 'vitest';

import {browserRoutes, browserRoutesChunkNames, collapsibleRuns, minimumRun} from './routes.cjs';

const require = createRequire(import.meta.url);
// The installed Docusaurus's own route code generator, so a change in what it writes fails here.
const {generateRoutesCode} = require('@docusaurus/core/lib/server/codegen/codegenRoutes.js') as {
  generateRoutesCode(routes: unknown[]): {
    routesConfig: string;
    routesChunkNames: Record<string, unknown>;
  };
};

const tagSlugs = ['admin-panel', 'api-token', 'rbac', 'webhooks'];
const tagRoute = (slug: string) => ({
  path: `/tags/${slug}`,
  component: '@theme/TagsIndex/TagPage',
  exact: true,
  modules: {index: '@site/.docusaurus/tags-index/default/site-tags.json'},
});
const generated = generateRoutesCode([
  {
    path: '/tags',
    component: '@theme/TagsIndex/Routes',
    exact: false,
    routes: [
      {path: '/tags', component: '@theme/TagsIndex/ListPage', exact: true},
      ...tagSlugs.map(tagRoute),
      // A sibling with other chunks ends the run.
      {path: '/tags/about', component: '@site/src/pages/about.md', exact: true},
      tagRoute('zebra'),
    ],
  },
  {path: '/dev-docs/intro', component: '@site/docs/intro.md', exact: true},
  {path: '/dev-docs/setup', component: '@site/docs/setup.md', exact: true},
]);
const routes = generated.routesConfig;
const chunkNames = generated.routesChunkNames;

/** The paths of the route table, as the router will see them. */
function routePaths(source: string): string[] {
  return [...source.matchAll(/path: '([^']*)'/g)].map((match) => match[1]!);
}

describe('browserRoutes', () => {
  it('finds the run of alike tag routes in a table written by the installed Docusaurus', () => {
    const runs = collapsibleRuns(routes, chunkNames);
    expect(runs.map((run) => run.map((leaf) => leaf.path))).toEqual([
      tagSlugs.map((slug) => `/tags/${slug}`),
    ]);
    expect(minimumRun).toBeGreaterThan(1);
  });

  it('makes one route of the run, in its place, and keeps every other route', () => {
    const collapsed = '/tags/:leaf(admin-panel|api-token|rbac|webhooks)';
    expect(routePaths(browserRoutes(routes, chunkNames))).toEqual([
      '/tags',
      '/tags',
      collapsed,
      '/tags/about',
      '/tags/zebra',
      '/dev-docs/intro',
      '/dev-docs/setup',
      '*',
    ]);
    // Still a module the bundler can parse: the same shape, one route fewer per collapsed path.
    expect(browserRoutes(routes, chunkNames)).toContain(
      `component: ComponentCreator('${collapsed}', '`,
    );
  });

  it('matches exactly the paths the run matched', () => {
    const collapsed = routePaths(browserRoutes(routes, chunkNames))[2]!;
    const candidates = [
      ...tagSlugs.map((slug) => `/tags/${slug}`),
      '/tags/RBAC',
      '/tags/rbac/',
      '/tags/rba',
      '/tags/rbac-x',
      '/tags/rbac/more',
      '/tags/about',
      '/tags',
    ];
    for (const candidate of candidates) {
      const before = tagSlugs.some((slug) =>
        matchPath(candidate, {path: `/tags/${slug}`, exact: true}),
      );
      expect([candidate, Boolean(matchPath(candidate, {path: collapsed, exact: true}))]).toEqual([
        candidate,
        before,
      ]);
    }
  });

  it('gives the collapsed route the chunks of its members, under a key ComponentCreator finds', () => {
    const browserSource = browserRoutes(routes, chunkNames);
    const browserChunkNames = browserRoutesChunkNames(routes, chunkNames);
    const [, routePath, hash] = /ComponentCreator\('(\/tags\/:leaf[^']*)', '([^']+)'\)/.exec(
      browserSource,
    )!;
    const memberKey = Object.keys(chunkNames).find((key) => key.startsWith('/tags/rbac-'))!;
    expect(browserChunkNames[`${routePath}-${hash}`]).toEqual(chunkNames[memberKey]);
    // Every route of the browser table has its entry; the members' own entries are gone.
    for (const [, path, routeHash] of browserSource.matchAll(
      /ComponentCreator\('([^']+)', '([^']+)'\)/g,
    )) {
      expect(browserChunkNames).toHaveProperty([`${path}-${routeHash}`]);
    }
    expect(browserChunkNames).not.toHaveProperty([memberKey]);
    expect(Object.keys(browserChunkNames)).toHaveLength(
      Object.keys(chunkNames).length - tagSlugs.length + 1,
    );
  });

  it('leaves a table without such runs as it is', () => {
    const small = generateRoutesCode(tagSlugs.slice(0, minimumRun - 1).map(tagRoute));
    expect(browserRoutes(small.routesConfig, small.routesChunkNames)).toBe(small.routesConfig);
    expect(browserRoutesChunkNames(small.routesConfig, small.routesChunkNames)).toEqual(
      small.routesChunkNames,
    );
  });
});
