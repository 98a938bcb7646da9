/**
 * The search and ask commands on bad input: one line naming the fix and exit status 2, never a
 * stack trace. None of these cases needs a built index.
 */
import {spawnSync} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';

const dir = mkdtempSync(path.join(tmpdir(), 'search-cli-'));
afterAll(() => rmSync(dir, {recursive: true, force: true}));

function run(script: 'search' | 'ask', args: string[]) {
  const result = spawnSync(process.execPath, [path.join(__dirname, `${script}.mjs`), ...args], {
    encoding: 'utf8',
  });
  return {status: result.status, stdout: result.stdout, stderr: result.stderr};
}

// Each case starts a Node process (half a second idle, far more on a loaded CI machine).
describe.each(['search', 'ask'] as const)(
  'npm run %s on bad input',
  {timeout: 30_000},
  (script) => {
    it('a query that starts with "-" gets the fix, not a stack trace', () => {
      const {status, stdout, stderr} = run(script, ['--quickstart']);
      expect(status).toBe(2);
      expect(stdout).toBe('');
      expect(stderr.trim().split('\n')).toEqual([
        `[${script}] Unknown option '--quickstart'; a query that starts with "-" goes after a lone --: npm run -s ${script} -- -- "--quickstart".`,
      ]);
    });

    it.each([
      ['not JSON', 'not an index {', 'not JSON'],
      ['JSON but not an index', '{"pages": []}', 'has index format version undefined'],
    ])('an --index that is %s gets the fix', (_, content, reason) => {
      const file = path.join(dir, `${script}-${reason.length}.json`);
      writeFileSync(file, content);
      const {status, stderr} = run(script, ['--index', file, 'install']);
      expect(status).toBe(2);
      expect(stderr.trim().split('\n')).toHaveLength(1);
      expect(stderr).toContain(`[${script}] ${file} is not a search index (`);
      expect(stderr).toContain(reason);
      expect(stderr).toContain('pass --index the build/search-index/index.json');
      expect(stderr).not.toMatch(/\n\s+at /);
    });

    it('an --index that is a folder gets the fix', () => {
      const {status, stderr} = run(script, ['--index', dir, 'install']);
      expect(status).toBe(2);
      expect(stderr).toContain('is not a search index (EISDIR');
    });
  },
);
