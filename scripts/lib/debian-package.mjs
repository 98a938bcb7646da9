// @ts-check
/**
 * Provisions a Debian package the tests drive (Chromium, nginx): uses the binary when present;
 * when missing and running as root on Linux (CI, a fresh machine), installs the package with
 * apt-get; otherwise exits 1 saying how to install it or which variable points to another binary.
 */
import {existsSync} from 'node:fs';
import {execFileSync} from 'node:child_process';

/**
 * @param {{tool: string, binary: string, debianPackage: string, pathVariable: string}} wanted
 *   `tool` names the script in its messages (`ensure-nginx`).
 */
export function ensureDebianPackage({tool, binary, debianPackage, pathVariable}) {
  if (existsSync(binary)) {
    console.log(`[${tool}] using ${binary}`);
    return;
  }
  const root =
    process.platform === 'linux' && typeof process.getuid === 'function' && process.getuid() === 0;
  if (!root) {
    console.error(
      `[${tool}] ${binary} is missing. Install Debian's ${debianPackage} package ` +
        `(sudo apt-get install -y --no-install-recommends ${debianPackage}) or set ${pathVariable} to another binary.`,
    );
    process.exit(1);
  }
  console.log(`[${tool}] ${binary} is missing: installing Debian package "${debianPackage}"…`);
  const env = {...process.env, DEBIAN_FRONTEND: 'noninteractive'};
  execFileSync('apt-get', ['update', '-qq'], {stdio: 'inherit', env});
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', debianPackage], {
    stdio: 'inherit',
    env,
  });
  if (!existsSync(binary)) {
    console.error(`[${tool}] apt-get finished but ${binary} is still missing.`);
    process.exit(1);
  }
  console.log(`[${tool}] installed ${binary}`);
}
