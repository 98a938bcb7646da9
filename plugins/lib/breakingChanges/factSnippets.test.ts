import {existsSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {factSnippetNames, factSnippets} from './factSnippets';

describe('factSnippetNames', () => {
  it('names the plugins snippet, then the codemod snippet', () => {
    expect(
      factSnippetNames({topic: 'database', affects_plugins: true, codemod: 'partial'}),
    ).toEqual([
      'breaking-change-affecting-plugins',
      'breaking-change-partially-handled-by-codemod',
    ]);
  });

  it('names only snippets that exist', () => {
    const names = [
      ...Object.values(factSnippets.affectsPlugins),
      ...Object.values(factSnippets.codemod),
    ];
    for (const name of names) {
      expect(
        existsSync(path.resolve(__dirname, '../../../docs/snippets', `${name}.md`)),
        name,
      ).toBe(true);
    }
  });
});
