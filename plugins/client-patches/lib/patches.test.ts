import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {applyClientPatches, clientPatches, moduleTest, patchedModules} from './patches.cjs';

const require = createRequire(import.meta.url);

describe('clientPatches', () => {
  it.each(clientPatches.map((patch) => [patch.name, patch] as const))(
    '%s applies to the installed Docusaurus module',
    (_name, patch) => {
      const file = require.resolve(patch.module);
      expect(moduleTest(patch.module).test(file)).toBe(true);
      const patched = applyClientPatches(file, readFileSync(file, 'utf8'));
      expect(patched).toContain(patch.replace);
      expect(patched).not.toContain(patch.find);
    },
  );

  it('orders docs instance paths as localeCompare did: a longer path sharing a prefix first', () => {
    const patch = clientPatches.find(({name}) => name === 'docs-active-plugin-without-collator');
    const entries = ['/', '/dev-docs', '/dev-docs/next', '/cloud', '/user-docs'].map((path) => [
      path,
      {path},
    ]);
    // The patched expression, run on the same entries as the original one.
    const sortPatched = new Function('entries', `return [...entries]${patch?.replace};`) as (
      list: typeof entries,
    ) => typeof entries;
    const sortOriginal = new Function('entries', `return [...entries]${patch?.find};`) as (
      list: typeof entries,
    ) => typeof entries;
    expect(sortPatched(entries)).toEqual(sortOriginal(entries));
    expect(sortPatched(entries).map(([path]) => path)).toEqual([
      '/user-docs',
      '/dev-docs/next',
      '/dev-docs',
      '/cloud',
      '/',
    ]);
  });

  it('fails with the patch name and the fix when the module no longer holds the text', () => {
    expect(() =>
      applyClientPatches(
        '/x/node_modules/@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js',
        'export function getActivePlugin() {}',
      ),
    ).toThrow(/"docs-active-plugin-without-collator".*plugins\/client-patches\/lib\/patches\.cjs/s);
  });

  it('lists each patched module once, and applies two patches of one module in one pass', () => {
    const module = '@docusaurus/example/lib/client/a.js';
    const patches = [
      {name: 'first', module, find: 'one', replace: '1', why: ''},
      {name: 'second', module, find: 'two', replace: '2', why: ''},
    ];
    expect(patchedModules(patches)).toEqual([module]);
    expect(applyClientPatches(`/x/node_modules/${module}`, 'one two', patches)).toBe('1 2');
  });

  it('leaves other modules alone', () => {
    expect(applyClientPatches('/x/node_modules/react/index.js', 'a.localeCompare(b)')).toBe(
      'a.localeCompare(b)',
    );
  });
});
