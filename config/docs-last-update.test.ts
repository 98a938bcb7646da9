import {execFileSync} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';

import type {VcsConfig} from '@docusaurus/types';

import {gitHistoryOf, lastUpdateVcs, lastUpdateWarning} from './docs-last-update';

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

describe('lastUpdateVcs', () => {
  const lastUpdate = {timestamp: 1_700_000_000_000, author: 'someone'};
  const git: VcsConfig = {
    initialize: () => {},
    getFileCreationInfo: async () => lastUpdate,
    getFileLastUpdateInfo: async () => lastUpdate,
  };

  it("reads git's dates in a repository with its full history", async () => {
    const vcs = lastUpdateVcs(git);
    vcs.initialize({siteDir: path.join(__dirname, '..')});
    expect(await vcs.getFileLastUpdateInfo('docs/dev-docs/intro.mdx')).toEqual(lastUpdate);
  });

  it('gives no date at all in a shallow clone or outside git', async () => {
    for (const siteDir of [path.join(scratch, 'shallow'), path.join(scratch, 'none')]) {
      const vcs = lastUpdateVcs(git);
      vcs.initialize({siteDir});
      expect(await vcs.getFileLastUpdateInfo(path.join(siteDir, 'page.md'))).toBeNull();
      expect(await vcs.getFileCreationInfo(path.join(siteDir, 'page.md'))).toBeNull();
    }
  });
});
