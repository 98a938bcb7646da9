/**
 * The steps of `npm test` (scripts/test.mjs), in a module of their own so that the CI workflow's
 * test can check that `.ci/run`'s parts run exactly these.
 */

/** @typedef {{name: string, script: string}} Step */

/** @type {Step[][]} The lanes that run side by side, each in order. */
export const lanes = [
  [
    {name: 'examples', script: 'test:examples'},
    {name: 'facts', script: 'test:facts'},
    {name: 'lint', script: 'lint'},
    {name: 'typecheck', script: 'typecheck'},
  ],
  [
    {name: 'unit', script: 'test:unit'},
    {name: 'guards', script: 'test:guards'},
  ],
];

/** @type {Step[]} The steps after the lanes, one after the other. */
export const afterLanes = [
  {name: 'build', script: 'build:current'},
  {name: 'mcp', script: 'test:mcp'},
  {name: 'browser', script: 'test:e2e'},
];

/** Every npm script `npm test` runs. */
export const testScripts = [...lanes.flat(), ...afterLanes].map((step) => step.script);
