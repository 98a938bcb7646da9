/**
 * The GitHub workflow's structure, since no workflow linter runs here: every action pinned to a
 * full commit with its release named, every `needs` a job of the file, every checkout with the
 * whole history, each job one part of `.ci/run`, and the parts together the checks of `npm test`.
 */
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';

import {testScripts} from '../../scripts/lib/test-steps.mjs';

const workflowText = readFileSync(
  new URL('../../.github/workflows/ci.yml', import.meta.url),
  'utf8',
);
const ciRun = readFileSync(new URL('../../.ci/run', import.meta.url), 'utf8');
const packageJson = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
) as {scripts: Record<string, string>};

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}
interface Job {
  'runs-on': string;
  needs?: string | string[];
  container?: string | {image: string};
  steps: Step[];
}
const workflow = parse(workflowText) as {jobs: Record<string, Job>};
const jobs = Object.entries(workflow.jobs);

/** The `npm run` scripts `.ci/run` runs for one part (`checks) npm run a && npm run b ;;`). */
function scriptsOfPart(part: string): string[] {
  const line = ciRun.split('\n').find((text) => text.trim().startsWith(`${part})`));
  return [...(line ?? '').matchAll(/npm (?:run )?([\w:]+)/g)].map((match) => match[1]!);
}

describe('.github/workflows/ci.yml', () => {
  it('pins every action to a full commit and names its release in a comment', () => {
    const usesLines = workflowText.split('\n').filter((line) => /^\s*-?\s*uses:/.test(line));
    expect(usesLines.length).toBeGreaterThan(0);
    for (const line of usesLines) {
      expect(line, line).toMatch(/uses: [\w.-]+\/[\w.-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/);
    }
    const parsedUses = jobs.flatMap(([, job]) => job.steps.flatMap((step) => step.uses ?? []));
    expect(parsedUses).toHaveLength(usesLines.length);
  });

  it('needs only jobs of the file', () => {
    const names = new Set(workflow.jobs ? Object.keys(workflow.jobs) : []);
    for (const [name, job] of jobs) {
      for (const need of [job.needs ?? []].flat())
        expect(names, `${name} needs ${need}`).toContain(need);
    }
  });

  it('checks out the whole history (the build reads dates from git)', () => {
    for (const [name, job] of jobs) {
      const checkouts = job.steps.filter((step) => step.uses?.startsWith('actions/checkout@'));
      expect(checkouts, name).toHaveLength(1);
      expect(checkouts[0]!.with?.['fetch-depth'], name).toBe(0);
    }
  });

  it('runs each job as one part of .ci/run, the checks first and the rest after them', () => {
    const parts = jobs.map(([name, job]) => {
      const runs = job.steps.flatMap((step) => step.run ?? []);
      expect(runs, name).toEqual([`bash .ci/run ${name}`]);
      return name;
    });
    expect(parts.sort()).toEqual(['checks', 'examples', 'site']);
    expect(workflow.jobs.checks!.needs).toBeUndefined();
    expect(workflow.jobs.site!.needs).toBe('checks');
    expect(workflow.jobs.examples!.needs).toBe('checks');
  });

  it('runs the browser tests in a Debian container, whose chromium package is a real browser', () => {
    expect(workflow.jobs.site!.container).toMatch(/^node:20-bookworm/);
    expect(workflowText).not.toMatch(/apt-get install[^\n]*chromium/);
  });

  it('splits exactly the checks of npm test among the parts of .ci/run', () => {
    const parts = ['checks', 'site', 'examples'].flatMap(scriptsOfPart);
    expect([...parts].sort()).toEqual([...testScripts].sort());
    expect(scriptsOfPart('all')).toEqual(['test']);
    expect(packageJson.scripts.test).toBe('node scripts/test.mjs');
  });
});
