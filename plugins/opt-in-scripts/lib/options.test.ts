import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {describe, expect, it} from 'vitest';
import {
  normalizeOptInScriptsOptions,
  optInScriptsSchema,
  type OptInScriptsOptions,
} from './options';

// The same validation Docusaurus runs on plugin options (no type conversion).
function validate(options: OptInScriptsOptions) {
  return normalizeOptInScriptsOptions(normalizePluginOptions(optInScriptsSchema, options));
}

describe('opt-in-scripts options', () => {
  it('are all off when no variable is set (undefined or empty)', () => {
    const off = {id: 'default', heatmapSiteId: null, gtmContainerId: null, visualEffects: false};
    expect(validate({})).toEqual(off);
    expect(
      validate({heatmapSiteId: undefined, gtmContainerId: undefined, visualEffects: undefined}),
    ).toEqual(off);
    expect(validate({heatmapSiteId: '', gtmContainerId: '', visualEffects: ''})).toEqual(off);
  });

  it('accept valid values', () => {
    expect(
      validate({heatmapSiteId: '1234567', gtmContainerId: 'GTM-AB12CD3', visualEffects: '1'}),
    ).toEqual({
      id: 'default',
      heatmapSiteId: '1234567',
      gtmContainerId: 'GTM-AB12CD3',
      visualEffects: true,
    });
    expect(validate({visualEffects: '0'}).visualEffects).toBe(false);
    expect(validate({visualEffects: true}).visualEffects).toBe(true);
  });

  it.each([
    [
      {heatmapSiteId: 'abc'},
      /"heatmapSiteId" \(HEATMAP_SITE_ID\) must be the numeric site id.*got "abc"/,
    ],
    [
      {gtmContainerId: 'UA-1234'},
      /"gtmContainerId" \(GTM_CONTAINER_ID\) must be a Google Tag Manager container id.*got "UA-1234"/,
    ],
    [{gtmContainerId: 'gtm-ab12cd3'}, /GTM_CONTAINER_ID/],
    [
      {visualEffects: 'yes'},
      /"visualEffects" \(VISUAL_EFFECTS\) must be 1 \(on\) or 0 \(off\); got "yes"/,
    ],
  ])('reject %j with a message naming the option and its variable', (options, message) => {
    expect(() => validate(options as OptInScriptsOptions)).toThrow(message);
  });
});
