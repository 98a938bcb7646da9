/**
 * The steps of `npm test` (scripts/test.mjs), in a module of their own so that the CI workflow's
 * test can check that `.ci/run`'s parts run exactly these.
 */

/**
 * @typedef {{name: string, script: string, args?: string[]}} Step
 * `args` go to the script after `--`: the guard builds are split in two files' worth, one per lane,
 * so the lanes take about as long as each other.
 */

/** The guard file with the most fixture builds; the other guard files run in the other lane. */
const guardsSiteFile = 'tests/guards/guards.test.ts';

/** @type {Step[][]} The lanes that run side by side, each in order. */
export const lanes = [
  [
    {name: 'examples', script: 'test:examples'},
    {name: 'facts', script: 'test:facts'},
    {name: 'lint', script: 'lint'},
    {name: 'typecheck', script: 'typecheck'},
    {name: 'guards 2/2', script: 'test:guards', args: ['--exclude', guardsSiteFile]},
  ],
  [
    {name: 'unit', script: 'test:unit'},
    {name: 'guards 1/2', script: 'test:guards', args: [guardsSiteFile]},
  ],
];

/** @type {Step[]} The steps after the lanes, one after the other. */
export const afterLanes = [
  {name: 'build', script: 'build:current'},
  {name: 'mcp', script: 'test:mcp'},
  {name: 'browser', script: 'test:e2e'},
];

/** Every npm script `npm test` runs. */
export const testScripts = [
  ...new Set([...lanes.flat(), ...afterLanes].map((step) => step.script)),
];
