/**
 * `npm run build`: the production build (`docusaurus build`), which then stamps build/ with what it
 * was built from (scripts/lib/build-stamp.mjs).
 * `npm run build:current` (what `npm test` runs): the same, unless build/ is already stamped with
 * the current sources and environment, then it is reused. FORCE_BUILD=1 always builds.
 * Arguments after `--` go to `docusaurus build`; a build with arguments is never stamped (its
 * output may not be the default one).
 */
import {spawnSync} from 'node:child_process';
import {existsSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {
  builtSiteFiles,
  currentStamp,
  readStoredStamp,
  reuseDecision,
  stampFile,
} from './lib/build-stamp.mjs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const reuseIfCurrent = args[0] === '--if-current';
const docusaurusArgs = reuseIfCurrent ? args.slice(1) : args;
const stampPath = path.join(siteDir, stampFile);

const before = currentStamp(siteDir);
if (reuseIfCurrent && docusaurusArgs.length === 0) {
  const decision = reuseDecision({
    stored: readStoredStamp(siteDir),
    current: before,
    siteExists: builtSiteFiles.every((file) => existsSync(path.join(siteDir, file))),
    force: process.env.FORCE_BUILD === '1',
  });
  if (decision.reuse) {
    console.log(`[build] reusing build/: ${decision.reason} (FORCE_BUILD=1 builds anyway)`);
    process.exit(0);
  }
  console.log(`[build] building: ${decision.reason}`);
}

rmSync(stampPath, {force: true});
const build = spawnSync(
  process.execPath,
  [
    path.join(siteDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'),
    'build',
    ...docusaurusArgs,
  ],
  {cwd: siteDir, stdio: 'inherit'},
);
if (build.status !== 0) process.exit(build.status ?? 1);

if (docusaurusArgs.length > 0) {
  console.log('[build] build/ not stamped: built with arguments');
} else if (
  reuseDecision({stored: before, current: currentStamp(siteDir), siteExists: true, force: false})
    .reuse
) {
  writeFileSync(stampPath, `${JSON.stringify(before, null, 2)}\n`);
} else {
  console.log(
    '[build] build/ not stamped: the sources changed while it ran; the next run builds again',
  );
}
