import {execFileSync} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {
  buildEnvironmentNames,
  buildStamp,
  readStoredStamp,
  reuseDecision,
  stampFile,
  workingTreeHash,
} from './build-stamp.mjs';

const current = buildStamp({
  tree: 'a'.repeat(40),
  names: ['NODE_ENV', 'SITE_URL'],
  env: {SITE_URL: 'https://docs.example'},
  node: 'v20.20.2',
});

describe('buildEnvironmentNames', () => {
  it('lists the variables config/env.ts reads, the DOCUSAURUS_ switches and NODE_ENV', () => {
    const source = `export const siteUrl = process.env.SITE_URL || 'x';\nconst b = process.env.FASTER !== '0';`;
    expect(
      buildEnvironmentNames(source, {DOCUSAURUS_NO_PERSISTENT_CACHE: '1', HOME: '/root'}),
    ).toEqual(['DOCUSAURUS_NO_PERSISTENT_CACHE', 'FASTER', 'NODE_ENV', 'SITE_URL']);
  });
});

describe('buildStamp', () => {
  it('tells an unset variable from an empty one', () => {
    expect(current.env).toEqual({NODE_ENV: null, SITE_URL: 'https://docs.example'});
    const empty = buildStamp({tree: 't', names: ['SITE_URL'], env: {SITE_URL: ''}, node: 'v20'});
    expect(empty.env).toEqual({SITE_URL: ''});
  });
});

describe('reuseDecision', () => {
  const stored = JSON.parse(JSON.stringify(current)) as typeof current;

  it('reuses a built site whose stamp is the current one', () => {
    expect(reuseDecision({stored, current, siteExists: true, force: false}).reuse).toBe(true);
  });

  it('builds when asked to, even with a current stamp', () => {
    expect(reuseDecision({stored, current, siteExists: true, force: true})).toEqual({
      reuse: false,
      reason: 'a build was asked for (FORCE_BUILD=1)',
    });
  });

  it('builds when build/ holds no site, or there is no stamp, or it is unreadable', () => {
    expect(reuseDecision({stored, current, siteExists: false, force: false}).reuse).toBe(false);
    expect(reuseDecision({stored: undefined, current, siteExists: true, force: false})).toEqual({
      reuse: false,
      reason: `no ${stampFile} beside build/`,
    });
    expect(reuseDecision({stored: null, current, siteExists: true, force: false}).reuse).toBe(
      false,
    );
  });

  it('builds when the sources, a variable or the Node.js version changed, naming what', () => {
    const decide = (change: object) =>
      reuseDecision({stored: {...stored, ...change}, current, siteExists: true, force: false});
    expect(decide({tree: 'b'.repeat(40)}).reason).toBe('the sources changed');
    expect(decide({env: {NODE_ENV: null, SITE_URL: ''}}).reason).toBe(
      'the environment (SITE_URL) changed',
    );
    expect(decide({env: {NODE_ENV: null}}).reason).toBe('the environment (SITE_URL) changed');
    expect(decide({env: {...stored.env, FASTER: '0'}}).reason).toBe(
      'the environment (FASTER) changed',
    );
    expect(decide({node: 'v22.0.0', tree: 'c'}).reason).toBe(
      'the sources, Node.js version changed',
    );
  });
});

describe('workingTreeHash', () => {
  let repo: string;
  const git = (...args: string[]) => execFileSync('git', args, {cwd: repo, encoding: 'utf8'});

  beforeAll(() => {
    repo = mkdtempSync(path.join(os.tmpdir(), 'build-stamp-test-'));
    git('init', '-q');
    writeFileSync(path.join(repo, '.gitignore'), 'build/\n');
    writeFileSync(path.join(repo, 'page.md'), 'first\n');
    git('add', '.');
    git('-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-q', '-m', 'start');
  });
  afterAll(() => rmSync(repo, {recursive: true, force: true}));

  it('is the committed tree while nothing is changed, and leaves the index alone', () => {
    expect(workingTreeHash(repo)).toBe(git('rev-parse', 'HEAD^{tree}').trim());
    writeFileSync(path.join(repo, 'page.md'), 'edited\n');
    workingTreeHash(repo);
    expect(git('diff', '--cached', '--name-only')).toBe('');
    writeFileSync(path.join(repo, 'page.md'), 'first\n');
  });

  it('changes with an uncommitted edit and comes back when it is undone', () => {
    const clean = workingTreeHash(repo);
    writeFileSync(path.join(repo, 'page.md'), 'edited\n');
    const edited = workingTreeHash(repo);
    writeFileSync(path.join(repo, 'page.md'), 'first\n');
    expect(edited).not.toBe(clean);
    expect(workingTreeHash(repo)).toBe(clean);
  });

  it('changes with a new untracked file, not with an ignored one or the stamp file', () => {
    const clean = workingTreeHash(repo);
    execFileSync('mkdir', ['-p', path.join(repo, 'build')]);
    writeFileSync(path.join(repo, 'build/index.html'), '<html></html>');
    writeFileSync(path.join(repo, stampFile), '{}');
    expect(workingTreeHash(repo)).toBe(clean);
    writeFileSync(path.join(repo, 'new-page.md'), 'new\n');
    expect(workingTreeHash(repo)).not.toBe(clean);
    rmSync(path.join(repo, 'new-page.md'));
  });

  it('leaves the stamp file out when .gitignore names it too, as in the site', () => {
    const clean = workingTreeHash(repo);
    writeFileSync(path.join(repo, '.gitignore'), `build/\n${stampFile}\n`);
    git(
      '-c',
      'user.name=t',
      '-c',
      'user.email=t@t',
      'commit',
      '-q',
      '-a',
      '-m',
      'ignore the stamp',
    );
    const ignoring = workingTreeHash(repo);
    expect(ignoring).not.toBe(clean);
    writeFileSync(path.join(repo, stampFile), '{}');
    expect(workingTreeHash(repo)).toBe(ignoring);
    rmSync(path.join(repo, stampFile));
  });

  it('reads the stored stamp, an unreadable one as null and a missing one as undefined', () => {
    writeFileSync(path.join(repo, stampFile), JSON.stringify(current));
    expect(readStoredStamp(repo)).toEqual(current);
    writeFileSync(path.join(repo, stampFile), '{not json');
    expect(readStoredStamp(repo)).toBeNull();
    rmSync(path.join(repo, stampFile));
    expect(readStoredStamp(repo)).toBeUndefined();
  });
});
