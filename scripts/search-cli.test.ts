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

function run(script: 'search' | 'ask' | 'eval-search' | 'bench-search', args: string[]) {
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

    it.each([
      ['missing', null, 'its body file body-0.json is missing'],
      ['not JSON', '{"version": 4, "fr', 'its body file body-0.json is unreadable: not JSON'],
      ['not a body file', '{"version": 4}', 'is not a body file of search index format 4'],
    ])('an index whose body file is %s gets the fix, not a stack trace', (_, body, reason) => {
      const folder = mkdtempSync(path.join(dir, `${script}-body-`));
      const file = path.join(folder, 'index.json');
      writeFileSync(
        file,
        JSON.stringify({
          version: 4,
          docsInstances: [],
          pages: [],
          sections: [],
          bodies: ['body-0.json'],
        }),
      );
      if (body !== null) writeFileSync(path.join(folder, 'body-0.json'), body);
      const {status, stdout, stderr} = run(script, ['--index', file, 'install']);
      expect(status).toBe(2);
      expect(stdout).toBe('');
      expect(stderr.trim().split('\n')).toHaveLength(1);
      expect(stderr).toContain(`[${script}] ${file} is not a search index (`);
      expect(stderr).toContain(reason);
      expect(stderr).not.toMatch(/\n\s+at /);
    });

    it('escapes the control characters of an unknown option instead of echoing them', () => {
      const {status, stderr} = run(script, ['--\u001b[2J\u001b]0;title\u0007x\u202e']);
      expect(status).toBe(2);
      const raw = [...stderr.trimEnd()].filter((char) => {
        const code = char.codePointAt(0)!;
        return code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x202e;
      });
      expect(raw).toEqual([]);
      expect(stderr).toContain("Unknown option '--\\x1b[2J\\x1b]0;title\\x07x\\u202e'");
    });

    it('--help prints the usage of its header comment and exits 0', () => {
      const {status, stdout, stderr} = run(script, ['--help']);
      expect(status).toBe(0);
      expect(stderr).toBe('');
      expect(stdout).toContain(`npm run -s ${script} -- "`);
      expect(stdout).toContain('--index <file>');
      expect(stdout).not.toMatch(/^\s*\*/m);
      expect(run(script, ['-h']).stdout).toBe(stdout);
    });

    it('an --index that is a folder gets the fix', () => {
      const {status, stderr} = run(script, ['--index', dir, 'install']);
      expect(status).toBe(2);
      expect(stderr).toContain('is not a search index (EISDIR');
    });
  },
);

describe.each([
  ['eval-search', 'eval:search'],
  ['bench-search', 'bench:search'],
] as const)('npm run %s', {timeout: 30_000}, (script, tag) => {
  it('--help prints the usage of its header comment and exits 0', () => {
    const {status, stdout} = run(script, ['--help']);
    expect(status).toBe(0);
    expect(stdout).toContain('Options:');
  });

  it('an unknown option gets one line with the fix and exit status 2', () => {
    const {status, stderr} = run(script, ['--bogus']);
    expect(status).toBe(2);
    expect(stderr.trim().split('\n')).toEqual([
      `[${tag}] Unknown option '--bogus'; usage: npm run ${tag} -- --help.`,
    ]);
  });
});
