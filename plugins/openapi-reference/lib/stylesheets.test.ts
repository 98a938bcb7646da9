import {describe, expect, it} from 'vitest';
import {belongsInSiteWideStylesheet} from './stylesheets';

describe('belongsInSiteWideStylesheet', () => {
  it('keeps the OpenAPI theme’s Sass stylesheet out of the site-wide stylesheet', () => {
    const themeModule = {
      nameForCondition: () =>
        '/site/node_modules/docusaurus-theme-openapi-docs/lib/theme/styles.scss',
    };
    expect(belongsInSiteWideStylesheet(themeModule)).toBe(false);
    expect(
      belongsInSiteWideStylesheet({
        resource: 'C:\\site\\node_modules\\docusaurus-theme-openapi-docs\\lib\\theme\\styles.scss',
      }),
    ).toBe(false);
  });

  it('lets the theme’s small CSS modules in, so API pages do not each get a copy', () => {
    expect(
      belongsInSiteWideStylesheet({
        resource:
          '/site/node_modules/docusaurus-theme-openapi-docs/lib/theme/TabItem/styles.module.css',
      }),
    ).toBe(true);
  });

  it('lets every other stylesheet in', () => {
    expect(belongsInSiteWideStylesheet({nameForCondition: () => '/site/src/css/custom.css'})).toBe(
      true,
    );
    expect(
      belongsInSiteWideStylesheet({
        nameForCondition: () => '/site/node_modules/infima/dist/css/default/default.css',
      }),
    ).toBe(true);
    expect(belongsInSiteWideStylesheet({})).toBe(true);
  });
});
