import {describe, expect, it} from 'vitest';
import {markdownFile, markdownRoute} from './paths';

describe('markdownRoute', () => {
  it('adds .md to the route, or index.md after a trailing slash', () => {
    expect(markdownRoute('/dev-docs/intro')).toBe('/dev-docs/intro.md');
    expect(markdownRoute('/cloud/')).toBe('/cloud/index.md');
  });
});

describe('markdownFile', () => {
  it('is the route inside the build directory, without the base URL', () => {
    expect(markdownFile('/dev-docs/api/rest', '/')).toBe('dev-docs/api/rest.md');
    expect(markdownFile('/docs/dev-docs/api/rest', '/docs/')).toBe('dev-docs/api/rest.md');
  });
});
