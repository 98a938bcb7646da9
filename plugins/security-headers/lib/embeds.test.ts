import {describe, expect, it} from 'vitest';
import {blockedEmbeds, blockedEmbedsMessage, sourceAllowsOrigin} from './embeds';

describe('sourceAllowsOrigin', () => {
  it('matches scheme, host and port, and a wildcard only for subdomains', () => {
    expect(sourceAllowsOrigin('https://img.example.com', 'https://img.example.com')).toBe(true);
    expect(sourceAllowsOrigin('https://img.example.com', 'http://img.example.com')).toBe(false);
    expect(sourceAllowsOrigin('https://img.example.com', 'https://img.example.com:8443')).toBe(
      false,
    );
    expect(sourceAllowsOrigin('https://*.hotjar.com', 'https://script.hotjar.com')).toBe(true);
    expect(sourceAllowsOrigin('https://*.hotjar.com', 'https://hotjar.com')).toBe(false);
    expect(sourceAllowsOrigin('https://*.hotjar.com', 'https://evilhotjar.com')).toBe(false);
  });
});

describe('blockedEmbeds', () => {
  const embeds = [
    {
      kind: 'image' as const,
      tag: 'img',
      url: 'https://a.example.com/x.png',
      origin: 'https://a.example.com',
    },
    {
      kind: 'frame' as const,
      tag: 'iframe',
      url: 'https://a.example.com/f',
      origin: 'https://a.example.com',
    },
  ];

  it('keeps only what no declared source of its kind allows, and names file and origin', () => {
    const blocked = blockedEmbeds('docs/x/index.html', embeds, {
      image: ['https://a.example.com'],
      frame: [],
    });
    expect(blocked).toEqual([{...embeds[1], file: 'docs/x/index.html'}]);
    expect(blockedEmbedsMessage(blocked)).toContain(
      'docs/x/index.html: <iframe> from https://a.example.com (frame-src)',
    );
  });
});
