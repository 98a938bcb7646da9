/** A page's applicability (plan, status, version) reaches its entry on the tag pages. */
import {describe, expect, it} from 'vitest';

import {aggregateSiteTags, type TaggableDoc} from '../../lib/siteTags';
import {buildSiteTagsIndex, tagAtPath} from './siteIndex';

function doc(title: string, frontMatter?: TaggableDoc['frontMatter']): TaggableDoc {
  return {
    title,
    description: `About ${title}.`,
    permalink: `/user-docs/${title.toLowerCase()}`,
    unlisted: false,
    tags: [{label: 'Releases', permalink: '/user-docs/tags/releases'}],
    ...(frontMatter && {frontMatter}),
  };
}

describe('applicability on tag pages', () => {
  it('carries the checked front matter of each page through the index, and nothing for the others', () => {
    const tags = aggregateSiteTags([
      {
        id: 'user-docs',
        label: 'User Guide',
        tagsPath: '/user-docs/tags',
        docs: [
          doc('Releases', {applicability: {plan: 'enterprise', cloud_plans: ['team']}}),
          doc('Basics', {title: 'Basics'}),
        ],
      },
    ]);
    const tag = tagAtPath(buildSiteTagsIndex(tags), '/tags/releases')!;
    expect(tag.pages.map((page) => [page.title, page.applicability])).toEqual([
      ['Basics', undefined],
      ['Releases', {plan: 'enterprise', cloud_plans: ['team']}],
    ]);
  });
});
