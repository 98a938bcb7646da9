import {describe, expect, it} from 'vitest';

import {
  markdownTwinsByInstance,
  otherPagesBodies,
  otherPagesRoutes,
  withoutLeadingTitle,
} from './twins';

describe('markdownTwinsByInstance', () => {
  it('reads the twins any plugin gives in its content, by docs instance then doc id', () => {
    const twins = markdownTwinsByInstance({
      'docusaurus-plugin-content-docs': {api: {loadedVersions: []}},
      'openapi-reference': {
        default: {
          markdownTwins: {
            docsPluginId: 'api',
            twins: [
              {docId: 'content-api/login', markdown: '`POST /api/auth/local`'},
              {docId: 'content-api/schemas/listmeta', markdown: '## Properties', description: 'd'},
            ],
          },
        },
      },
      'no-content': {default: undefined},
    });
    expect([...twins.keys()]).toEqual(['api']);
    expect(twins.get('api')!.get('content-api/login')).toEqual({
      markdown: '`POST /api/auth/local`',
      description: undefined,
    });
    expect(twins.get('api')!.get('content-api/schemas/listmeta')!.description).toBe('d');
  });

  it('names the plugin and the fix when its twins are malformed', () => {
    expect(() =>
      markdownTwinsByInstance({broken: {default: {markdownTwins: {twins: []}}}}),
    ).toThrow(/markdownTwins of plugin broken \(id default\) must be \{docsPluginId/);
    expect(() =>
      markdownTwinsByInstance({
        broken: {default: {markdownTwins: {docsPluginId: 'api', twins: [{docId: 'a'}]}}},
      }),
    ).toThrow(/an entry lacks a string docId or markdown \(\{"docId":"a"\}\)/);
  });
});

describe('otherPagesRoutes', () => {
  it('puts the base URL before each route', () => {
    const pages = [{route: '/status', title: 'Status', description: 'd'}];
    expect(otherPagesRoutes(pages, '/')).toEqual(['/status']);
    expect(otherPagesRoutes(pages, '/base/')).toEqual(['/base/status']);
  });
});

describe('withoutLeadingTitle', () => {
  it('drops the first heading when it is the title, and only then', () => {
    expect(withoutLeadingTitle('# Release notes\n\nText.\n\n# Other', 'Release notes')).toBe(
      'Text.\n\n# Other',
    );
    expect(withoutLeadingTitle('# Another\n\nText.', 'Release notes')).toBe('# Another\n\nText.');
    expect(withoutLeadingTitle('Text.\n\n# Release notes', 'Release notes')).toBe(
      'Text.\n\n# Release notes',
    );
  });
});

describe('otherPagesBodies', () => {
  const routes = [
    {path: '/', routes: [{path: '/status', props: {markdownTwin: {markdown: 'Status body.'}}}]},
    {path: '/tags', props: {}},
  ];

  it("reads each page's twin body from its route's props, nested routes included", () => {
    expect(otherPagesBodies(routes, ['/status'])).toEqual(['Status body.']);
  });

  it('names the route and the fix when no plugin adds it or gives no body', () => {
    expect(() => otherPagesBodies(routes, ['/nowhere'])).toThrow(
      /otherPages lists \/nowhere, but no plugin adds that route/,
    );
    expect(() => otherPagesBodies(routes, ['/tags'])).toThrow(
      /the route \/tags \(otherPages\) has no props\.markdownTwin\.markdown/,
    );
  });
});
