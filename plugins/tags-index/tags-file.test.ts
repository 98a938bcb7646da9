/**
 * The declared tag list (`docs/tags.yml`, shared by the four docs instances) is data: each key
 * must be the Docusaurus slug of its label, so `/tags/<key>` is the tag's site-wide route, and
 * each tag needs a one-line description for the tag pages and `/tags`.
 */
import path from 'node:path';
import {getTagsFile} from '@docusaurus/utils-validation';
import {describe, expect, it} from 'vitest';
import {slugifyTagLabel} from './lib/slug';

const docsDir = path.resolve(__dirname, '../../docs');

describe('docs/tags.yml', async () => {
  const tagsFile = await getTagsFile({
    tags: 'tags.yml',
    contentPaths: {contentPath: docsDir, contentPathLocalized: docsDir},
  });
  const entries = Object.entries(tagsFile ?? {});

  it('declares tags', () => {
    expect(entries.length).toBeGreaterThan(100);
  });

  it.each(entries)('%s: key is the slug of its label, with a one-line description', (key, tag) => {
    expect(tag.label, `docs/tags.yml: give "${key}" a label`).toBeTruthy();
    expect(
      slugifyTagLabel(tag.label),
      `docs/tags.yml: rename "${key}" to the slug of "${tag.label}"`,
    ).toBe(key);
    expect(tag.permalink).toBe(`/${key}`);
    expect(tag.description ?? '', `docs/tags.yml: give "${key}" a one-line description`).toMatch(
      /^[^\n]{10,}$/,
    );
  });
});
