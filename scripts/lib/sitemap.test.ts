import {describe, expect, it} from 'vitest';
import {parseSitemap} from './sitemap.mjs';

describe('parseSitemap', () => {
  it('reads each entry’s path, change frequency and priority', () => {
    const xml =
      '<?xml version="1.0"?><urlset><url><loc>https://docs.example/dev-docs/intro</loc><changefreq>weekly</changefreq>' +
      '<priority>0.5</priority></url><url><loc>https://docs.example/</loc></url></urlset>';
    expect(parseSitemap(xml)).toEqual([
      {path: '/dev-docs/intro', changefreq: 'weekly', priority: '0.5'},
      {path: '/', changefreq: undefined, priority: undefined},
    ]);
  });
});
