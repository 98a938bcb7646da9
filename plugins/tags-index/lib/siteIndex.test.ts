import {describe, expect, it} from 'vitest';
import {aggregateSiteTags, type TaggableDoc} from '../../lib/siteTags';
import {buildSiteTagsIndex, tagAtPath, tagsListItems} from './siteIndex';

function doc(instance: string, title: string, tags: string[]): TaggableDoc {
  return {
    title,
    description: `About ${title}.`,
    permalink: `/${instance}/${title.toLowerCase().replaceAll(' ', '-')}`,
    unlisted: false,
    tags: tags.map((tag) => ({
      label: tag.toUpperCase(),
      permalink: `/${instance}/tags/${tag}`,
      description: `Pages about ${tag}.`,
    })),
  };
}

const tags = aggregateSiteTags([
  {
    id: 'cloud',
    label: 'Cloud Documentation',
    tagsPath: '/cloud/tags',
    docs: [doc('cloud', 'Deploys', ['api', 'rbac'])],
  },
  {
    id: 'dev-docs',
    label: 'Developer Docs',
    tagsPath: '/dev-docs/tags',
    docs: [doc('dev-docs', 'Admin API', ['api'])],
  },
]);
const index = buildSiteTagsIndex(tags);

describe('buildSiteTagsIndex', () => {
  it('keeps each page and instance once, tags pointing to them in the same order', () => {
    expect(index.pages.map((page) => page.title)).toEqual(['Admin API', 'Deploys']);
    expect(index.instances).toEqual([
      {id: 'dev-docs', label: 'Developer Docs'},
      {id: 'cloud', label: 'Cloud Documentation'},
    ]);
    expect(index.tags.map((tag) => [tag.slug, tag.pages])).toEqual([
      ['api', [0, 1]],
      ['rbac', [1]],
    ]);
  });

  it('round-trips: the tag at a path is the aggregated tag', () => {
    for (const tag of tags) expect(tagAtPath(index, tag.permalink)).toEqual(tag);
  });
});

describe('tagAtPath', () => {
  it('accepts a trailing slash, .html forms and a base URL, and misses unknown slugs', () => {
    expect(tagAtPath(index, '/tags/rbac/')?.slug).toBe('rbac');
    expect(tagAtPath(index, '/tags/rbac/index.html')?.slug).toBe('rbac');
    expect(tagAtPath(index, '/tags/rbac.html')?.slug).toBe('rbac');
    expect(
      tagAtPath(
        buildSiteTagsIndex(
          aggregateSiteTags(
            [{id: 'c', label: 'C', tagsPath: '/c/tags', docs: [doc('c', 'X', ['rbac'])]}],
            '/b/',
          ),
        ),
        '/b/tags/rbac',
        '/b/',
      )?.slug,
    ).toBe('rbac');
    expect(tagAtPath(index, '/tags/unknown')).toBeUndefined();
    expect(tagAtPath(index, '/tags')).toBeUndefined();
  });
});

describe('tagsListItems', () => {
  it('gives label, permalink, description and page count for /tags', () => {
    expect(tagsListItems(index)).toEqual([
      {label: 'API', permalink: '/tags/api', description: 'Pages about api.', count: 2},
      {label: 'RBAC', permalink: '/tags/rbac', description: 'Pages about rbac.', count: 1},
    ]);
  });
});
