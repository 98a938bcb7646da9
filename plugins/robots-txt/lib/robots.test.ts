import {describe, expect, it} from 'vitest';
import {robotsTxt} from './robots';

describe('robotsTxt', () => {
  it('points crawlers at the sitemap of the deployment it is built for', () => {
    expect(robotsTxt({siteUrl: 'https://docs.example.com/', baseUrl: '/', preview: false})).toBe(
      'User-agent: *\nAllow: /\nSitemap: https://docs.example.com/sitemap.xml\n',
    );
    expect(
      robotsTxt({siteUrl: 'https://example.com', baseUrl: '/docs/', preview: false}),
    ).toContain('Sitemap: https://example.com/docs/sitemap.xml');
  });

  it('asks every crawler to stay away from a preview deployment', () => {
    const text = robotsTxt({siteUrl: 'https://preview.example.com', baseUrl: '/', preview: true});
    expect(text).toContain('User-agent: *\nDisallow: /\n');
    expect(text).not.toContain('Sitemap');
  });
});
