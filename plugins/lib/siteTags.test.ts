import {describe, expect, it} from 'vitest';
import {aggregateSiteTags, type TaggableDoc, type TaggableDocsInstance} from './siteTags';

function doc(
  instance: string,
  title: string,
  tags: string[],
  extra: Partial<TaggableDoc> = {},
): TaggableDoc {
  const slug = title.toLowerCase().replaceAll(' ', '-');
  return {
    title,
    description: `About ${title}.`,
    permalink: `/${instance}/${slug}`,
    unlisted: false,
    tags: tags.map((tag) => ({
      label: labels[tag] ?? tag,
      permalink: `/${instance}/tags/${tag}`,
      description: `Pages about ${tag}.`,
    })),
    ...extra,
  };
}

const labels: Record<string, string> = {
  'graph-ql': 'GraphQL',
  'api-token': 'API token',
  rbac: 'RBAC',
};

function instance(id: string, label: string, docs: TaggableDoc[]): TaggableDocsInstance {
  return {id, label, tagsPath: `/${id}/tags`, docs};
}

describe('aggregateSiteTags', () => {
  const instances = [
    instance('cloud', 'Cloud Documentation', [
      doc('cloud', 'Zeta settings', ['api-token']),
      doc('cloud', 'Deploys', ['rbac']),
    ]),
    instance('dev-docs', 'Developer Docs', [
      doc('dev-docs', 'GraphQL API', ['graph-ql', 'api-token']),
      doc('dev-docs', 'api tokens configuration', ['api-token']),
    ]),
    instance('user-docs', 'User Guide', [doc('user-docs', 'API tokens', ['api-token'])]),
  ];
  const tags = aggregateSiteTags(instances);

  it('gives one entry per slug across instances, sorted by label', () => {
    expect(tags.map((tag) => tag.label)).toEqual(['API token', 'GraphQL', 'RBAC']);
    expect(tags.map((tag) => tag.permalink)).toEqual([
      '/tags/api-token',
      '/tags/graph-ql',
      '/tags/rbac',
    ]);
  });

  it('lists the pages of every instance carrying the tag, sorted by title, with their instance', () => {
    const apiToken = tags[0]!;
    expect(apiToken.count).toBe(4);
    expect(apiToken.pages.map((page) => [page.title, page.instanceLabel])).toEqual([
      ['API tokens', 'User Guide'],
      ['api tokens configuration', 'Developer Docs'],
      ['GraphQL API', 'Developer Docs'],
      ['Zeta settings', 'Cloud Documentation'],
    ]);
    expect(apiToken.description).toBe('Pages about api-token.');
  });

  it('leaves out unlisted pages and tags that only unlisted pages carry', () => {
    const result = aggregateSiteTags([
      instance('cloud', 'Cloud', [
        doc('cloud', 'Hidden', ['rbac', 'graph-ql'], {unlisted: true}),
        doc('cloud', 'Shown', ['graph-ql']),
      ]),
    ]);
    expect(result.map((tag) => [tag.slug, tag.count])).toEqual([['graph-ql', 1]]);
  });

  it('counts a page once even if a tag is repeated', () => {
    const result = aggregateSiteTags([
      instance('cloud', 'Cloud', [doc('cloud', 'Twice', ['rbac', 'rbac'])]),
    ]);
    expect(result[0]!.count).toBe(1);
  });

  it('rejects a tag permalink outside its instance tags path, naming the page', () => {
    const bad = doc('cloud', 'Odd', []);
    bad.tags = [{label: 'Odd', permalink: '/elsewhere/odd'}];
    expect(() => aggregateSiteTags([instance('cloud', 'Cloud', [bad])])).toThrow(
      /\/cloud\/odd.*\/cloud\/tags/,
    );
  });

  it('puts the base URL in front of the site-wide permalinks', () => {
    expect(aggregateSiteTags(instances, '/docs/')[0]!.permalink).toBe('/docs/tags/api-token');
  });

  it('returns nothing when no page is tagged', () => {
    expect(aggregateSiteTags([instance('cloud', 'Cloud', [doc('cloud', 'Plain', [])])])).toEqual(
      [],
    );
  });
});
