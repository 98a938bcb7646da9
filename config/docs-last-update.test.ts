import {execFileSync} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';

import {gitHistoryOf, lastUpdateWarning} from './docs-last-update';

const scratch = mkdtempSync(path.join(tmpdir(), 'last-update-'));
afterAll(() => rmSync(scratch, {recursive: true, force: true}));

function git(cwd: string, ...args: string[]): void {
  execFileSync('git', args, {cwd, stdio: 'ignore'});
}

describe('gitHistoryOf', () => {
  const full = path.join(scratch, 'full');
  const shallow = path.join(scratch, 'shallow');
  const none = path.join(scratch, 'none');

  it('tells a full clone, a shallow clone and a folder outside git apart', () => {
    execFileSync('mkdir', ['-p', full, none]);
    git(full, 'init', '-q');
    for (const n of [1, 2]) {
      writeFileSync(path.join(full, 'page.md'), `version ${n}\n`);
      git(full, 'add', '.');
      git(full, '-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-q', '-m', `v${n}`);
    }
    git(scratch, 'clone', '-q', '--depth=1', `file://${full}`, shallow);
    expect(gitHistoryOf(full)).toBe('complete');
    expect(gitHistoryOf(shallow)).toBe('shallow');
    expect(gitHistoryOf(none)).toBe('unavailable');
  });
});

describe('lastUpdateWarning', () => {
  it('is silent on a full history and names the fix otherwise', () => {
    expect(lastUpdateWarning('complete')).toBeNull();
    expect(lastUpdateWarning('shallow')).toContain('fetch-depth: 0');
    expect(lastUpdateWarning('shallow')).toContain('git fetch --unshallow');
    expect(lastUpdateWarning('unavailable')).toContain('full git clone');
  });
});
