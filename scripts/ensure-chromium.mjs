#!/usr/bin/env node
/**
 * Makes sure Debian's Chromium is installed for the browser tests. Playwright's own browser
 * download cannot work here (no CDN access), so the tests drive the distribution's package.
 * Installs it with apt-get when missing and running as root; otherwise says how to install it.
 */
import {existsSync} from 'node:fs';
import {execFileSync} from 'node:child_process';
import {chromiumPath} from './lib/chromium.mjs';

if (existsSync(chromiumPath)) {
  console.log(`[ensure-chromium] using ${chromiumPath}`);
  process.exit(0);
}

if (
  process.platform !== 'linux' ||
  typeof process.getuid !== 'function' ||
  process.getuid() !== 0
) {
  console.error(
    `[ensure-chromium] ${chromiumPath} is missing. Install Debian's chromium package ` +
      '(sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary.',
  );
  process.exit(1);
}

console.log('[ensure-chromium] Chromium is missing: installing Debian package "chromium"…');
const env = {...process.env, DEBIAN_FRONTEND: 'noninteractive'};
execFileSync('apt-get', ['update', '-qq'], {stdio: 'inherit', env});
execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], {
  stdio: 'inherit',
  env,
});
if (!existsSync(chromiumPath)) {
  console.error(`[ensure-chromium] apt-get finished but ${chromiumPath} is still missing.`);
  process.exit(1);
}
console.log(`[ensure-chromium] installed ${chromiumPath}`);
