// @ts-check
/**
 * Debian's Chromium as every tool of the project launches it: the browser tests, the screenshot
 * script, the benchmarks and the provisioning check. No browser is ever downloaded.
 */

/** The Chromium binary: Debian's package, or CHROMIUM_PATH. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Launch flags. Without the networking ones Chromium tries to reach Google services, which this
 * machine refuses; tests and measurements must see only the site's own requests.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
