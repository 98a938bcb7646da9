import {describe, expect, it} from 'vitest';
import {canonicalPathname} from './canonical';

describe('canonicalPathname', () => {
  it('drops a trailing slash', () => {
    expect(canonicalPathname('/dev-docs/intro/')).toBe('/dev-docs/intro');
  });

  it('drops .html and /index.html endings', () => {
    expect(canonicalPathname('/dev-docs/intro.html')).toBe('/dev-docs/intro');
    expect(canonicalPathname('/dev-docs/intro/index.html')).toBe('/dev-docs/intro');
  });

  it('keeps clean paths and the root as they are', () => {
    expect(canonicalPathname('/dev-docs/intro')).toBe('/dev-docs/intro');
    expect(canonicalPathname('/')).toBe('/');
    expect(canonicalPathname('/index.html')).toBe('/');
  });
});
