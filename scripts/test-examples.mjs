#!/usr/bin/env node
/**
 * `npm run test:examples`: starts the example project (installing it when missing, seeding it
 * from scratch), verifies every example of the docs against it, and stops it, also on failure.
 * Extra arguments go to vitest (e.g. `npm run test:examples -- -t populate-select`).
 */
import {spawnSync} from 'node:child_process';

const started = Date.now();
/**
 * Runs Node with `args`, output shared with this process.
 * @param {string[]} args
 * @returns {number} the exit status
 */
function run(args) {
  return spawnSync(process.execPath, args, {stdio: 'inherit', env: process.env}).status ?? 1;
}

const startStatus = run(['scripts/example-project.mjs', 'start']);
if (startStatus !== 0) process.exit(startStatus);
let status = 1;
try {
  status = run([
    'node_modules/vitest/vitest.mjs',
    'run',
    '--config',
    'vitest.examples.config.mts',
    ...process.argv.slice(2),
  ]);
} finally {
  run(['scripts/example-project.mjs', 'stop']);
}
console.log(
  `[test:examples] ${status === 0 ? 'passed' : 'failed'} in ${((Date.now() - started) / 1000).toFixed(0)} s (start, verification and stop)`,
);
process.exit(status);
