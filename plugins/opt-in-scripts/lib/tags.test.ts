import {describe, expect, it} from 'vitest';
import {optInScriptTags, vendorHosts} from './tags';

const off = {id: 'default', heatmapSiteId: null, gtmContainerId: null, visualEffects: false};

describe('optInScriptTags', () => {
  it('adds no tag at all when every option is off', () => {
    expect(optInScriptTags(off, '/')).toEqual({headTags: [], preBodyTags: []});
  });

  it('loads the local heatmap loader with the site id', () => {
    const {headTags, preBodyTags} = optInScriptTags({...off, heatmapSiteId: '1234567'}, '/');
    expect(headTags).toEqual([
      {
        tagName: 'script',
        attributes: {src: '/js/heatmap.js', 'data-site-id': '1234567', defer: true},
      },
    ]);
    expect(preBodyTags).toEqual([]);
  });

  it('loads the local tag-manager loader, with the no-script frame of the vendor', () => {
    const {headTags, preBodyTags} = optInScriptTags(
      {...off, gtmContainerId: 'GTM-AB12CD3'},
      '/docs',
    );
    expect(headTags).toEqual([
      {
        tagName: 'script',
        attributes: {
          src: '/docs/js/tag-manager.js',
          'data-container-id': 'GTM-AB12CD3',
          async: true,
        },
      },
    ]);
    expect(preBodyTags).toHaveLength(1);
    expect(preBodyTags[0]!.tagName).toBe('noscript');
    expect(preBodyTags[0]!.innerHTML).toContain(
      `https://${vendorHosts.tagManager}/ns.html?id=GTM-AB12CD3`,
    );
  });

  it('loads the local visual-effects script', () => {
    expect(optInScriptTags({...off, visualEffects: true}, '/').headTags).toEqual([
      {tagName: 'script', attributes: {src: '/js/visual-effects.js', defer: true}},
    ]);
  });

  it('serves every script from the site itself', () => {
    const all = optInScriptTags(
      {...off, heatmapSiteId: '1', gtmContainerId: 'GTM-ABCD', visualEffects: true},
      '/',
    );
    expect(all.headTags.map((tag) => tag.attributes?.src)).toEqual([
      '/js/tag-manager.js',
      '/js/heatmap.js',
      '/js/visual-effects.js',
    ]);
  });
});
