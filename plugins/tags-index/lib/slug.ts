/**
 * Tag slugs exactly as Docusaurus computes them, so the site-wide routes and the keys of
 * `docs/tags.yml` agree with the docs plugin's own permalinks.
 */
import {normalizeTags} from '@docusaurus/utils';

/**
 * The slug Docusaurus gives a tag label (lodash `kebabCase`, applied by the docs plugin):
 * "GraphQL" → `graph-ql`, "API token" → `api-token`, "Draft & Publish" → `draft-publish`.
 */
export function slugifyTagLabel(label: string): string {
  const [tag] = normalizeTags({
    options: {tags: null, onInlineTags: 'ignore'},
    source: 'tags-index',
    frontMatterTags: [label],
    tagsBaseRoutePath: '/',
    tagsFile: null,
  });
  if (!tag) throw new Error(`[tags-index] could not slugify the tag label "${label}".`);
  return tag.permalink.replace(/^\/+/, '');
}
