#!/usr/bin/env node
/**
 * Installs the pinned Agent-Friendly Documentation checker into tools/afdocs (its own
 * package.json and lockfile) when it is missing or not the pinned version. It is kept out of the
 * site's dependencies because it declares Node >= 22 and the site installs on Node 20: that
 * engine warning is said here once, in one line, instead of npm's five-line EBADENGINE block.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const toolDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'tools', 'afdocs');
const pinned = JSON.parse(readFileSync(path.join(toolDir, 'package.json'), 'utf8')).dependencies
  .afdocs;
const installedManifest = path.join(toolDir, 'node_modules', 'afdocs', 'package.json');
const installed = existsSync(installedManifest)
  ? JSON.parse(readFileSync(installedManifest, 'utf8')).version
  : null;

if (installed === pinned) {
  console.log(`[ensure-afdocs] using afdocs ${pinned} (tools/afdocs)`);
  process.exit(0);
}
console.log(
  `[ensure-afdocs] installing afdocs ${pinned} into tools/afdocs (it declares Node >= 22; ` +
    `its checks run on Node ${process.versions.node}, as tests/e2e/afdocs.spec.ts shows)…`,
);
try {
  execFileSync(
    'npm',
    ['ci', '--no-audit', '--no-fund', '--engine-strict=false', '--loglevel=error'],
    {cwd: toolDir, stdio: 'inherit', env: {...process.env, NO_UPDATE_NOTIFIER: '1'}},
  );
} catch {
  console.error(
    '[ensure-afdocs] npm ci failed in tools/afdocs (output above). Check the network access to ' +
      'the npm registry, then run `npm run test:e2e` again.',
  );
  process.exit(1);
}
