#!/usr/bin/env node
/**
 * Makes sure Debian's nginx is installed for the hosting tests, which serve the build with the
 * project's nginx site (hosting/nginx/strapi-docs.conf) on the real server. Installs it with
 * apt-get when missing and running as root; otherwise says how to install it. The tests start
 * their own nginx with their own configuration; the system service is not used.
 */
import {existsSync} from 'node:fs';
import {execFileSync} from 'node:child_process';
import {nginxPackage, nginxPath} from './lib/nginx.mjs';

if (existsSync(nginxPath)) {
  console.log(`[ensure-nginx] using ${nginxPath}`);
  process.exit(0);
}

if (
  process.platform !== 'linux' ||
  typeof process.getuid !== 'function' ||
  process.getuid() !== 0
) {
  console.error(
    `[ensure-nginx] ${nginxPath} is missing. Install Debian's ${nginxPackage} package ` +
      `(sudo apt-get install -y --no-install-recommends ${nginxPackage}) or set NGINX_PATH to an nginx binary.`,
  );
  process.exit(1);
}

console.log(`[ensure-nginx] nginx is missing: installing Debian package "${nginxPackage}"…`);
const env = {...process.env, DEBIAN_FRONTEND: 'noninteractive'};
execFileSync('apt-get', ['update', '-qq'], {stdio: 'inherit', env});
execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', nginxPackage], {
  stdio: 'inherit',
  env,
});
if (!existsSync(nginxPath)) {
  console.error(`[ensure-nginx] apt-get finished but ${nginxPath} is still missing.`);
  process.exit(1);
}
console.log(`[ensure-nginx] installed ${nginxPath}`);
