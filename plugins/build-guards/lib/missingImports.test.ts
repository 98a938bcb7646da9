import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  findImportCycle,
  importCycleMessage,
  importSources,
  markdownImportSources,
  missingImportMessage,
  resolveImport,
  siteDirOf,
} from './missingImports';

describe('importSources', () => {
  it('reads default, named, namespace and bare imports', () => {
    const esm = [
      "import Intro from '@site/docs/snippets/intro.md';",
      'import {A, B} from "./parts";',
      "import * as all from '../all.mdx'",
      "import './side-effect.css';",
    ].join('\n');
    expect(importSources(esm)).toEqual([
      '@site/docs/snippets/intro.md',
      './parts',
      '../all.mdx',
      './side-effect.css',
    ]);
  });
});

describe('resolveImport', () => {
  const files = new Set(['/site/docs/snippets/intro.md', '/site/docs/dev-docs/parts/index.tsx']);
  const exists = (file: string) => files.has(file);
  const importer = '/site/docs/dev-docs/page.mdx';

  it('resolves @site and relative paths, with or without extension', () => {
    expect(resolveImport('@site/docs/snippets/intro.md', importer, '/site', exists)).toBe(
      '/site/docs/snippets/intro.md',
    );
    expect(resolveImport('../snippets/intro', importer, '/site', exists)).toBe(
      '/site/docs/snippets/intro.md',
    );
    expect(resolveImport('./parts', importer, '/site', exists)).toBe(
      '/site/docs/dev-docs/parts/index.tsx',
    );
  });

  it('returns null for a missing file and leaves other aliases to the bundler', () => {
    expect(resolveImport('@site/docs/snippets/typo.md', importer, '/site', exists)).toBeNull();
    expect(resolveImport('@theme/Tabs', importer, '/site', exists)).toBeUndefined();
    expect(resolveImport('qs', importer, '/site', exists)).toBeUndefined();
  });
});

describe('siteDirOf', () => {
  it('finds the folder that holds the Docusaurus config', () => {
    const exists = (file: string) => file === path.join('/site', 'docusaurus.config.ts');
    expect(siteDirOf('/site/docs/dev-docs/page.mdx', exists)).toBe('/site');
  });
});

describe('missingImportMessage', () => {
  it('names the page, the line, the import and the fix', () => {
    expect(missingImportMessage('docs/dev-docs/page.mdx', 7, '@site/docs/snippets/typo.md')).toBe(
      '[build-guards] docs/dev-docs/page.mdx:7 imports "@site/docs/snippets/typo.md", which does not exist.\n' +
        'Fix: correct the path (snippets live in docs/snippets/, imported as @site/docs/snippets/<name>.md), or remove the import and its component.',
    );
  });
});

describe('markdownImportSources', () => {
  it("reads a file's import lines, not the imports shown in its code samples", () => {
    const text = [
      '---',
      'title: A',
      '---',
      "import B from '@site/docs/snippets/b.md';",
      '',
      '```js',
      "import C from '@site/docs/snippets/c.md';",
      '```',
      '',
      "Text that says import D from 'd' is prose.",
      "import E from './e.mdx'",
    ].join('\n');
    expect(markdownImportSources(text)).toEqual(['@site/docs/snippets/b.md', './e.mdx']);
  });
});

describe('findImportCycle', () => {
  const graph = (edges: Record<string, string[]>) => (file: string) => edges[file] ?? [];

  it('finds a file that imports itself', () => {
    expect(findImportCycle('a', graph({a: ['a']}))).toEqual(['a', 'a']);
  });

  it('finds a cycle through other files, from the page or below it', () => {
    expect(findImportCycle('page', graph({page: ['a'], a: ['b'], b: ['c'], c: ['a']}))).toEqual([
      'a',
      'b',
      'c',
      'a',
    ]);
  });

  it('accepts a file imported twice without a cycle (a diamond)', () => {
    expect(findImportCycle('page', graph({page: ['a', 'b'], a: ['c'], b: ['c']}))).toBeNull();
  });

  it('names the chain of files, relative to the site', () => {
    const message = importCycleMessage('/site', [
      '/site/docs/snippets/a.md',
      '/site/docs/snippets/b.md',
      '/site/docs/snippets/a.md',
    ]);
    expect(message).toContain(
      'circular import: docs/snippets/a.md → docs/snippets/b.md → docs/snippets/a.md.',
    );
    expect(message).toContain('Fix: remove one of these imports');
  });
});
