#!/usr/bin/env node
/**
 * Cold production build: clears caches and output, runs `docusaurus build`, and prints the wall
 * time and the peak resident memory of the build's process tree (sampled from /proc every 100 ms).
 */
import {spawn} from 'node:child_process';
import {readFileSync, readdirSync, rmSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
for (const dir of ['build', '.docusaurus', 'node_modules/.cache']) {
  rmSync(path.join(repoRoot, dir), {recursive: true, force: true});
}

/**
 * Resident memory (bytes) of a process and all its descendants, from /proc.
 * @param {number} rootPid
 * @returns {number}
 */
function treeRss(rootPid) {
  const children = new Map();
  const rss = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const parent = Number(fields[1]);
      const pages = Number(fields[21]);
      rss.set(Number(entry), pages * 4096);
      if (!children.has(parent)) children.set(parent, []);
      children.get(parent).push(Number(entry));
    } catch {
      // The process ended while we read it.
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length > 0) {
    const pid = stack.pop();
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
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
