/**
 * The two versions the site shows: its own label (package.json) and the Strapi version its pages
 * describe (the example project's), which is a stable release.
 */
import {describe, expect, it} from 'vitest';

import packageJson from '../package.json';
import {documentedStrapiVersion, siteVersion} from './site';

describe('site versions', () => {
  it('the site version is the package.json version', () => {
    expect(siteVersion).toBe(packageJson.version);
  });

  it('the documented Strapi version is an exact, stable release', () => {
    expect(documentedStrapiVersion).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
