#!/usr/bin/env node
/**
 * Cold production build: clears caches and output, runs `docusaurus build`, and prints the wall
 * time and the peak resident memory of the build's process tree (sampled from /proc every 100 ms).
 */
import {spawn} from 'node:child_process';
import {rmSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {treeRss} from './lib/process-tree.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
for (const dir of ['build', '.docusaurus', 'node_modules/.cache']) {
  rmSync(path.join(repoRoot, dir), {recursive: true, force: true});
}

const started = process.hrtime.bigint();
const build = spawn(path.join(repoRoot, 'node_modules/.bin/docusaurus'), ['build'], {
  cwd: repoRoot,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {...process.env, NO_UPDATE_NOTIFIER: '1'},
});
const buildPid = build.pid;
if (buildPid === undefined) {
  console.error('[bench:build] could not start node_modules/.bin/docusaurus: run `npm ci` first.');
  process.exit(1);
}
let peak = 0;
const sampler = setInterval(() => {
  peak = Math.max(peak, treeRss(buildPid));
}, 100);
build.on('exit', (code) => {
  clearInterval(sampler);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (code !== 0) {
    console.error(`[bench:build] build failed with exit code ${code}`);
    process.exit(code ?? 1);
  }
  console.log(
    `[bench:build] cold build: ${seconds.toFixed(1)} s wall, peak RSS ${(peak / 1024 ** 3).toFixed(2)} GiB (process tree)`,
  );
});
