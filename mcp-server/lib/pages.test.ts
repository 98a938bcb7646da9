import {describe, expect, it} from 'vitest';
import {markdownCandidates, parsePageReference, routeOfMarkdownFile} from './pages';

const origin = 'https://docs-next.strapi.io';

describe('parsePageReference', () => {
  it.each([
    ['/dev-docs/intro', '/dev-docs/intro', null],
    ['dev-docs/intro', '/dev-docs/intro', null],
    ['  /dev-docs/intro  ', '/dev-docs/intro', null],
    ['/dev-docs/intro.md', '/dev-docs/intro', null],
    ['/dev-docs/intro.html', '/dev-docs/intro', null],
    ['/openapi/index.md', '/openapi/', null],
    ['/dev-docs/intro?x=1#where-to-go-next', '/dev-docs/intro', 'where-to-go-next'],
    ['https://docs-next.strapi.io/dev-docs/api/rest#filters', '/dev-docs/api/rest', 'filters'],
    ['http://127.0.0.1:3000/dev-docs/intro', '/dev-docs/intro', null],
    ['http://localhost:3000/user-docs/intro.md', '/user-docs/intro', null],
    ['/dev-docs/caf%C3%A9#a%20b', '/dev-docs/café', 'a b'],
  ])('%j is route %j, anchor %j', (input, route, anchor) => {
    expect(parsePageReference(input, origin)).toEqual({route, anchor});
  });

  it.each([
    ['', 'the page is empty'],
    [
      'https://example.com/dev-docs/intro',
      '"https://example.com" is outside this site (https://docs-next.strapi.io)',
    ],
    ['file:///etc/passwd', 'is outside this site'],
    ['https://docs-next.strapi.io.evil.com/x', 'is outside this site'],
    ['/dev-docs/%E0%A4%A', 'is not a valid URL path'],
    ['http://[bad', 'is not a valid URL'],
  ])('refuses %j with a message that says what to pass', (input, message) => {
    expect(() => parsePageReference(input, origin)).toThrow(message);
  });
});

describe('markdownCandidates', () => {
  it('tries the route as given, then with or without its trailing slash', () => {
    expect(markdownCandidates('/dev-docs/intro')).toEqual([
      'dev-docs/intro.md',
      'dev-docs/intro/index.md',
    ]);
    expect(markdownCandidates('/openapi/')).toEqual(['openapi/index.md', 'openapi.md']);
  });

  it('maps a file back to its route', () => {
    expect(routeOfMarkdownFile('dev-docs/intro.md')).toBe('/dev-docs/intro');
    expect(routeOfMarkdownFile('openapi/index.md')).toBe('/openapi/');
  });
});
