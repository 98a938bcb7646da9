import {describe, expect, it} from 'vitest';

import {chunkNameFile, chunkNameFileRuntime} from './chunkNameFile';

describe('chunkNameFile', () => {
  it('writes the map with string ids, sorted, under a name that follows the content', () => {
    const file = chunkNameFile({b2: 17, a1: '4'});
    expect(JSON.parse(file.content)).toEqual({a1: '4', b2: '17'});
    expect(file.content.indexOf('a1')).toBeLessThan(file.content.indexOf('b2'));
    expect(file.fileName).toMatch(/^assets\/js\/chunk-names\.[0-9a-f]{8}\.json$/);
    // The same map in another order is the same file; another map is another file.
    expect(chunkNameFile({a1: 4, b2: 17})).toEqual(file);
    expect(chunkNameFile({a1: 4, b2: 18}).fileName).not.toBe(file.fileName);
  });

  it('gives the runtime the URL below the public path', () => {
    const runtime = chunkNameFileRuntime(
      '__webpack_require__.p',
      'assets/js/chunk-names.0a1b2c3d.json',
    );
    const webpackRequire: {p: string; cnf?: string} = {p: '/docs/'};
    new Function('__webpack_require__', runtime)(webpackRequire);
    expect(webpackRequire.cnf).toBe('/docs/assets/js/chunk-names.0a1b2c3d.json');
  });
});
