import {describe, expect, it} from 'vitest';
import {
  extendPolicy,
  headerRules,
  headersFile,
  headersForPath,
  noThirdParty,
  parseHeadersFile,
  serializePolicy,
  sitePolicy,
} from './headers';
import {thirdPartySources} from './thirdParty';

const policy = sitePolicy({
  inlineScriptHashes: ["'sha256-b'", "'sha256-a'"],
  thirdParty: noThirdParty,
});

describe('sitePolicy', () => {
  it('allows scripts from the site and the listed hashes only, never inline or eval', () => {
    expect(policy['script-src']).toEqual(["'self'", "'sha256-a'", "'sha256-b'"]);
    const serialized = serializePolicy(policy);
    expect(serialized).toMatch(/^default-src 'self'; script-src 'self' 'sha256-a' 'sha256-b';/);
    expect(serialized).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(serialized).toContain("object-src 'none'");
  });

  it('adds the opt-in hosts only when their variables are set', () => {
    expect(thirdPartySources({heatmap: false, tagManager: false, answerEndpoint: null})).toEqual(
      noThirdParty,
    );
    const all = thirdPartySources({
      heatmap: true,
      tagManager: true,
      answerEndpoint: 'https://ai.example.com/v1/chat/completions',
    });
    expect(all.scriptSrc).toEqual(
      expect.arrayContaining(['https://static.hotjar.com', 'https://www.googletagmanager.com']),
    );
    expect(all.connectSrc).toContain('https://ai.example.com');
  });
});

describe('headers file', () => {
  const rules = headerRules({
    baseUrl: '/',
    preview: false,
    policy,
    scopedPolicies: [
      {scope: {page: '/live'}, policy: extendPolicy(policy, {'script-src': ["'unsafe-eval'"]})},
      {scope: {prefix: '/openapi/'}, policy: extendPolicy(policy, {'connect-src': ['https:']})},
    ],
  });
  const text = headersFile(rules);

  it('writes one wildcard rule per route family and one rule per address of a page', () => {
    expect(rules.map((rule) => rule.path)).toEqual([
      '/*',
      '/assets/*',
      '/live',
      '/live/',
      '/live/index.html',
      '/openapi',
      '/openapi/*',
    ]);
  });

  it('writes the _headers format and reads back the same rules', () => {
    expect(text).toMatch(/^\/\*\n {2}Content-Security-Policy: default-src 'self';/);
    expect(text).toContain('\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n');
    expect(text).toContain('\n/live\n  ! Content-Security-Policy\n  Content-Security-Policy: ');
    expect(parseHeadersFile(text)).toEqual(rules.map((rule) => ({detach: [], ...rule})));
  });

  it('gives each path one policy: the page rule replaces the site-wide one', () => {
    const page = headersForPath(parseHeadersFile(text), '/dev-docs/intro');
    expect(page['Content-Security-Policy']).toBe(serializePolicy(policy));
    expect(page['X-Content-Type-Options']).toBe('nosniff');
    expect(page['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(page['Permissions-Policy']).toContain('camera=()');
    expect(page).not.toHaveProperty('Cache-Control');
    expect(page).not.toHaveProperty('X-Robots-Tag');
    const live = headersForPath(parseHeadersFile(text), '/live/');
    expect(live['Content-Security-Policy']).toContain("'unsafe-eval'");
    expect(live['X-Content-Type-Options']).toBe('nosniff');
    const api = headersForPath(parseHeadersFile(text), '/openapi/content-api/list-restaurants');
    expect(api['Content-Security-Policy']).toMatch(/connect-src 'self' https:/);
    expect(headersForPath(parseHeadersFile(text), '/openapi')['Content-Security-Policy']).toBe(
      api['Content-Security-Policy'],
    );
    expect(headersForPath(parseHeadersFile(text), '/openapi-x')['Content-Security-Policy']).toBe(
      serializePolicy(policy),
    );
    const asset = headersForPath(parseHeadersFile(text), '/assets/js/main.123.js');
    expect(asset['Cache-Control']).toContain('immutable');
  });

  it('asks crawlers to stay away from a preview deployment', () => {
    const preview = headerRules({baseUrl: '/', preview: true, policy, scopedPolicies: []});
    expect(headersForPath(preview, '/x')['X-Robots-Tag']).toBe('noindex');
  });
});
