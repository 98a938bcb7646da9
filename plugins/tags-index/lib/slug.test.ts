import {describe, expect, it} from 'vitest';
import {slugifyTagLabel} from './slug';

describe('slugifyTagLabel', () => {
  it.each([
    ['GraphQL', 'graph-ql'],
    ['API token', 'api-token'],
    ['documentId', 'document-id'],
    ['Internationalization (i18n)', 'internationalization-i-18-n'],
    ['upgrade to Strapi 5', 'upgrade-to-strapi-5'],
    ['Draft & Publish', 'draft-publish'],
    ['MySQL', 'my-sql'],
    ['REST API', 'rest-api'],
  ])('"%s" → %s', (label, slug) => {
    expect(slugifyTagLabel(label)).toBe(slug);
  });

  it('gives labels that differ only in case the same slug', () => {
    expect(slugifyTagLabel('Content API')).toBe(slugifyTagLabel('content API'));
  });
});
