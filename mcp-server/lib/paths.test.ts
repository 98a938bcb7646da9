import {mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {DocsInputError, isInside, resolveInside} from './paths';

const scratch = mkdtempSync(path.join(tmpdir(), 'mcp-paths-'));
const root = path.join(scratch, 'build');
const outside = path.join(scratch, 'secret.md');
mkdirSync(path.join(root, 'dev-docs'), {recursive: true});
writeFileSync(path.join(root, 'dev-docs/intro.md'), '# Intro\n');
writeFileSync(outside, 'not the site\n');
symlinkSync(outside, path.join(root, 'dev-docs/escape.md'));
symlinkSync(path.join(root, 'dev-docs/intro.md'), path.join(root, 'dev-docs/alias.md'));
afterAll(() => rmSync(scratch, {recursive: true, force: true}));

describe('resolveInside', () => {
  it('resolves a page file inside the build folder', () => {
    expect(resolveInside(root, 'dev-docs/intro.md')).toMatch(/dev-docs[/\\]intro\.md$/);
  });

  it('resolves a missing file inside the folder (the caller reports an unknown page)', () => {
    expect(resolveInside(root, 'dev-docs/none.md')).toBe(path.join(root, 'dev-docs/none.md'));
  });

  it('follows a symbolic link that stays inside the folder', () => {
    expect(resolveInside(root, 'dev-docs/alias.md')).toMatch(/dev-docs[/\\]intro\.md$/);
  });

  it.each([
    ['../secret.md', 'leaves the site'],
    ['dev-docs/../../secret.md', 'leaves the site'],
    ['/etc/passwd', 'is not a path of the site'],
    ['dev-docs\\..\\..\\secret.md', 'is not a path of the site'],
    ['dev-docs/intro.md\0.png', 'is not a path of the site'],
    ['dev-docs/escape.md', 'a link that leads out of the build folder'],
  ])('refuses %j', (relative, message) => {
    expect(() => resolveInside(root, relative)).toThrow(DocsInputError);
    expect(() => resolveInside(root, relative)).toThrow(message);
  });
});

describe('isInside', () => {
  it('tells a folder, its content and its neighbours apart', () => {
    expect(isInside('/a/build', '/a/build')).toBe(true);
    expect(isInside('/a/build', '/a/build/x/y.md')).toBe(true);
    expect(isInside('/a/build', '/a/build-other/y.md')).toBe(false);
    expect(isInside('/a/build', '/a')).toBe(false);
  });
});
