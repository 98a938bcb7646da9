import {describe, expect, it} from 'vitest';
import {
  joinBaseUrl,
  siteTagRoute,
  tagSlugFromPermalink,
  taggableDocsInstances,
  toSiteTagPermalink,
  withSiteTagPermalinks,
} from './tagPermalinks';

const instanceTagsPaths = ['/cloud/tags', '/dev-docs/tags', '/user-docs/tags', '/snippets/tags'];

describe('tagSlugFromPermalink', () => {
  it('returns the part after the instance tags path', () => {
    expect(tagSlugFromPermalink('/cloud/tags/graph-ql', '/cloud/tags')).toBe('graph-ql');
    expect(tagSlugFromPermalink('/cloud/tags/graph-ql/', '/cloud/tags/')).toBe('graph-ql');
  });

  it('returns null outside the tags path or for the tags list itself', () => {
    expect(tagSlugFromPermalink('/cloud/intro', '/cloud/tags')).toBeNull();
    expect(tagSlugFromPermalink('/cloud/tags', '/cloud/tags')).toBeNull();
    expect(tagSlugFromPermalink('/cloud/tagsx/a', '/cloud/tags')).toBeNull();
  });
});

describe('toSiteTagPermalink', () => {
  it('maps every instance tag permalink to the site-wide route', () => {
    expect(toSiteTagPermalink('/cloud/tags/graph-ql', instanceTagsPaths)).toBe('/tags/graph-ql');
    expect(toSiteTagPermalink('/user-docs/tags/api-token', instanceTagsPaths)).toBe(
      '/tags/api-token',
    );
  });

  it('keeps the base URL', () => {
    expect(toSiteTagPermalink('/docs/dev-docs/tags/rbac', ['/docs/dev-docs/tags'], '/docs/')).toBe(
      '/docs/tags/rbac',
    );
  });

  it('leaves other permalinks, including site-wide ones, unchanged', () => {
    expect(toSiteTagPermalink('/tags/graph-ql', instanceTagsPaths)).toBe('/tags/graph-ql');
    expect(toSiteTagPermalink('/dev-docs/intro', instanceTagsPaths)).toBe('/dev-docs/intro');
  });
});

describe('routes', () => {
  it('builds /tags/<slug> and joins base URLs without double slashes', () => {
    expect(siteTagRoute('rbac')).toBe('/tags/rbac');
    expect(joinBaseUrl('/', '/tags')).toBe('/tags');
    expect(joinBaseUrl('/base/', '/tags/x')).toBe('/base/tags/x');
  });
});

const loadedDoc = (permalink: string, tags: string[]) => ({
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
          docs: [loadedDoc('/cloud/a', ['api'])],
          drafts: [loadedDoc('/cloud/d', ['rbac'])],
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

describe('taggableDocsInstances', () => {
  it('gives every instance the site-wide tags path, with site-wide permalinks', () => {
    const instances = taggableDocsInstances(
      [
        {
          id: 'cloud',
          label: 'Cloud',
          versions: [{tagsPath: '/cloud/tags', docs: [loadedDoc('/cloud/a', ['api'])]}],
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
            ...loadedDoc('/cloud/a', []),
            tags: [{label: 'api', permalink: '/tags/api', description: undefined}],
          },
        ],
      },
    ]);
  });
});
