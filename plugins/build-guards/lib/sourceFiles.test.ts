import {mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';

import {findInvalidUtf8, sourceFileProblems} from './sourceFiles';

describe('findInvalidUtf8', () => {
  it('accepts UTF-8, including accents, emoji and a written U+FFFD', () => {
    expect(findInvalidUtf8(Buffer.from('Café résumé 🚀 \uFFFD\nnaïve', 'utf8'))).toBeNull();
    expect(findInvalidUtf8(new Uint8Array())).toBeNull();
  });

  it('finds the first Latin-1 byte with its offset, line and column', () => {
    const bytes = Buffer.from('title: A\nCaf\xe9 r\xe9sum\xe9\n', 'latin1');
    expect(findInvalidUtf8(bytes)).toEqual({offset: 12, line: 2, column: 4});
  });

  it('counts a multi-byte character as one column', () => {
    const bytes = Buffer.concat([Buffer.from('é', 'utf8'), Buffer.from([0xff])]);
    expect(findInvalidUtf8(bytes)).toEqual({offset: 2, line: 1, column: 2});
  });

  it.each([
    ['a lone continuation byte', [0x80]],
    ['a truncated sequence', [0xe2, 0x82]],
    ['an overlong encoding', [0xc0, 0xaf]],
    ['a surrogate', [0xed, 0xa0, 0x80]],
    ['a code point past U+10FFFF', [0xf4, 0x90, 0x80, 0x80]],
  ])('rejects %s', (_, bytes) => {
    expect(findInvalidUtf8(Uint8Array.from([0x61, ...bytes]))?.offset).toBe(1);
  });
});

describe('sourceFileProblems', () => {
  const site = mkdtempSync(path.join(tmpdir(), 'source-files-'));
  afterAll(() => rmSync(site, {recursive: true, force: true}));
  const docs = path.join(site, 'docs');
  mkdirSync(path.join(docs, 'guide'), {recursive: true});
  writeFileSync(path.join(docs, 'guide', 'good.md'), '# Café\n');
  writeFileSync(path.join(docs, 'guide', 'latin1.md'), Buffer.from('# Caf\xe9\n', 'latin1'));
  writeFileSync(path.join(docs, 'tags.yml'), Buffer.from('t:\n  label: R\xe9sum\xe9\n', 'latin1'));
  writeFileSync(path.join(docs, 'image.png'), Buffer.from([0x89, 0x50, 0xff]));
  symlinkSync('..', path.join(docs, 'guide', 'loop'));
  mkdirSync(path.join(site, 'shared'));
  writeFileSync(path.join(site, 'shared', 'part.md'), Buffer.from('\xe9', 'latin1'));
  symlinkSync('../shared', path.join(docs, 'shared'));

  const problems = sourceFileProblems(site, docs);

  it('names each file that is not UTF-8, with where and how to fix it', () => {
    expect(problems).toContain(
      'docs/guide/latin1.md: not UTF-8 (byte 0xe9 at offset 5, line 1, column 6). Fix: re-save the file as UTF-8 in your editor (or `iconv -f WINDOWS-1252 -t UTF-8`), then check its accented letters.',
    );
    expect(problems.some((problem) => problem.startsWith('docs/tags.yml: not UTF-8'))).toBe(true);
  });

  it('names a link to a folder that contains it, and follows other links', () => {
    expect(problems).toContain(
      'docs/guide/loop is a link to docs, a folder that contains the link: its pages would be read again under ever longer paths. Fix: remove the link (or point it outside that folder).',
    );
    expect(problems.some((problem) => problem.startsWith('docs/shared/part.md: not UTF-8'))).toBe(
      true,
    );
  });

  it('leaves other files alone and reports nothing else', () => {
    expect(problems).toHaveLength(4);
  });
});
