#!/usr/bin/env node
/**
 * Makes sure Debian's Chromium is installed for the browser tests. Playwright's own browser
 * download cannot work here (no CDN access), so the tests drive the distribution's package.
 */
import {ensureDebianPackage} from './lib/debian-package.mjs';
import {chromiumPath} from './lib/chromium.mjs';

ensureDebianPackage({
  tool: 'ensure-chromium',
  binary: chromiumPath,
  debianPackage: 'chromium',
  pathVariable: 'CHROMIUM_PATH',
});
