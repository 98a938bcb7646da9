#!/usr/bin/env node
/**
 * `npm test`: every check, in the order and lanes below, with what each step cost.
 *
 * The steps before the build run in two lanes at once. Each lane is mostly one busy core: lint and
 * typecheck are single-threaded, and the example project spends its time starting Strapi, while
 * the unit tests and the guard builds fill the other core. The browser tests then have the
 * machine to themselves. A lane's step output is printed whole when the step ends, so lines of
 * the two lanes never interleave; the steps after the lanes print as they run.
 *
 * A failing step stops its lane; the other lane finishes its current step, then the run stops
 * with exit 1 and the failing step's output. `npm test -- --serial` runs every step one after the
 * other, printing as it goes (for reading a failure as it happens).
 */
import {spawn} from 'node:child_process';

import {afterLanes, lanes} from './lib/test-steps.mjs';

/** @typedef {import('./lib/test-steps.mjs').Step} Step */

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** @type {{name: string, seconds: number, ok: boolean}[]} */
const timings = [];

/**
 * What follows `npm run` for a step: its script, then its arguments after `--`.
 * @param {Step} step
 */
const scriptArguments = (step) => [step.script, ...(step.args ? ['--', ...step.args] : [])];

/**
 * Runs one npm script; its output goes to the terminal, or into a buffer when `buffered`.
 * @param {Step} step
 * @param {boolean} buffered
 * @returns {Promise<{ok: boolean, output: string, seconds: number}>}
 */
function runStep(step, buffered) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', ...scriptArguments(step)], {
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: buffered ? {...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0'} : process.env,
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const ok = code === 0;
      const seconds = (Date.now() - started) / 1000;
      timings.push({name: step.name, seconds, ok});
      resolve({ok, output, seconds});
    });
  });
}

let failed = false;

/**
 * Runs a lane's steps in order, printing each step's output whole when it ends; stops at the
 * first failure, or before its next step once the other lane has failed.
 * @param {Step[]} lane
 */
async function runLane(lane) {
  for (const step of lane) {
    if (failed) return;
    const {ok, output, seconds} = await runStep(step, true);
    process.stdout.write(
      `\n── ${step.name} (npm run ${scriptArguments(step).join(' ')}): ${ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(0)} s ──\n`,
    );
    process.stdout.write(output);
    if (!ok) failed = true;
  }
}

function printTimings() {
  const total = timings.reduce((sum, step) => sum + step.seconds, 0);
  console.log('\nnpm test: time per step (the first lanes ran side by side)');
  for (const step of timings)
    console.log(
      `  ${step.name.padEnd(11)} ${step.seconds.toFixed(0).padStart(4)} s${step.ok ? '' : '  FAILED'}`,
    );
  console.log(
    `  wall clock ${((Date.now() - startedAt) / 1000).toFixed(0)} s (steps add up to ${total.toFixed(0)} s)`,
  );
}

const startedAt = Date.now();
const serial = process.argv.slice(2).includes('--serial');
if (serial) {
  for (const step of [...lanes.flat(), ...afterLanes]) {
    if (!(await runStep(step, false)).ok) failed = true;
    if (failed) break;
  }
} else {
  await Promise.all(lanes.map((lane) => runLane(lane)));
  for (const step of afterLanes) {
    if (failed) break;
    if (!(await runStep(step, false)).ok) failed = true;
  }
}
printTimings();
process.exitCode = failed ? 1 : 0;
