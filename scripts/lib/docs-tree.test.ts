import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {docIds, markdownFiles} from './docs-tree.mjs';

const root = mkdtempSync(path.join(tmpdir(), 'docs-tree-'));
for (const file of ['intro.md', 'api/rest.mdx', 'api/_partial.md', 'api/notes.txt']) {
  mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
  writeFileSync(path.join(root, file), '');
}
afterAll(() => rmSync(root, {recursive: true, force: true}));

describe('docs tree', () => {
  it('lists Markdown files, partials included unless asked otherwise', () => {
    expect([...markdownFiles(root)].map((file) => path.relative(root, file))).toEqual([
      'api/_partial.md',
      'api/rest.mdx',
      'intro.md',
    ]);
  });

  it('gives the doc ids of a folder, without partials', () => {
    expect(docIds(root)).toEqual(['api/rest', 'intro']);
    expect(docIds(root, 'api')).toEqual(['api/rest']);
    expect(docIds(root, 'missing')).toEqual([]);
  });
});
