import {describe, expect, it} from 'vitest';
import {chunkNameOf, chunkStylesheets, withStylesheets} from './pageStylesheets';

const registry = `export default {
  "b634abc6": [() => import(/* webpackChunkName: "b634abc6" */ "@theme/ApiReferenceRoot"), "@theme/ApiReferenceRoot", require.resolveWeak("@theme/ApiReferenceRoot")],
  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],
};`;

const manifest = {
  origins: {b634abc6: ['4014', '9076', '9590']},
  assets: {
    '4014': {css: [{publicPath: '/assets/css/styles.css'}]},
    '9076': {},
    '9590': {css: [{publicPath: '/assets/css/9590.css'}]},
  },
};

describe('API page stylesheets', () => {
  it('finds the chunk of a component in the registry', () => {
    expect(chunkNameOf(registry, '@theme/ApiReferenceRoot')).toBe('b634abc6');
    expect(chunkNameOf(registry, '@theme/Missing')).toBeUndefined();
  });

  it('lists the CSS of the chunk that pages do not link yet', () => {
    expect(chunkStylesheets(manifest, 'b634abc6', ['/assets/css/styles.css'])).toEqual([
      '/assets/css/9590.css',
    ]);
    expect(chunkStylesheets(manifest, 'unknown', [])).toEqual([]);
  });

  it('links the stylesheet in <head> once', () => {
    const html =
      '<html><head><link rel=stylesheet href=/assets/css/styles.css></head><body></body></html>';
    const linked = withStylesheets(html, ['/assets/css/9590.css']);
    expect(linked).toContain('<link rel="stylesheet" href="/assets/css/9590.css"></head>');
    expect(withStylesheets(linked, ['/assets/css/9590.css'])).toBe(linked);
  });
});
