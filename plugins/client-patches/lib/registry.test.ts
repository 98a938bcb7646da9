import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';

import {browserRegistry, registryModule} from './registry.cjs';

const require = createRequire(import.meta.url);
// The installed Docusaurus writes the registry, so a change in its shape fails here.
const {generateRouteFiles} = require('@docusaurus/core/lib/server/codegen/codegenRoutes.js') as {
  generateRouteFiles(options: {generatedFilesDir: string; routes: unknown[]}): Promise<void>;
};

const generatedFilesDir = mkdtempSync(path.join(tmpdir(), 'client-patches-registry-'));
afterAll(() => rmSync(generatedFilesDir, {recursive: true, force: true}));

async function generatedRegistry(): Promise<string> {
  await generateRouteFiles({
    generatedFilesDir,
    routes: [
      {path: '/intro', component: '@site/docs/intro.md', exact: true, plugin: {name: 'p', id: 'd'}},
      {
        path: '/tags/rbac',
        component: '@theme/TagPage',
        exact: true,
        modules: {index: '@site/.docusaurus/tags/site-tags.json'},
        plugin: {name: 'p', id: 'd'},
      },
    ],
  });
  return readFileSync(path.join(generatedFilesDir, 'registry.js'), 'utf8');
}

describe('browserRegistry', () => {
  it('empties the module path strings of a registry written by the installed Docusaurus', async () => {
    const source = await generatedRegistry();
    const output = browserRegistry(source);
    for (const modulePath of [
      '@site/docs/intro.md',
      '@theme/TagPage',
      '@site/.docusaurus/tags/site-tags.json',
    ]) {
      // Still imported and resolved (the loader and the module id stay), no longer listed alone.
      expect(output).toContain(`import(/* webpackChunkName:`);
      expect(output).toContain(`"${modulePath}"), "", require.resolveWeak("${modulePath}")]`);
      expect(output).not.toContain(`, "${modulePath}", `);
    }
    expect(output.length).toBeLessThan(source.length);
  });

  it('fails naming its file when an entry has another shape', () => {
    const changed = 'export default {\n  "a": [() => import("@site/x.md"), "@site/x.md"],};\n';
    expect(() => browserRegistry(changed)).toThrow(/plugins\/client-patches\/lib\/registry\.cjs/);
    expect(() => browserRegistry('export const registry = {};')).toThrow(/0 of 0 imports/);
  });

  it('matches the generated registry only', () => {
    expect(registryModule.test('/site/.docusaurus/registry.js')).toBe(true);
    expect(registryModule.test('C:\\site\\.docusaurus\\registry.js')).toBe(true);
    expect(registryModule.test('/site/src/registry.js')).toBe(false);
  });
});
