import {describe, expect, it} from 'vitest';

import {chunkModules, moduleGroup} from './page-weight.mjs';

describe('chunkModules', () => {
  it('cuts the module factories out of a chunk file as Rspack writes it', () => {
    const source =
      '(self.webpackChunk=self.webpackChunk||[]).push([["889"],{9203(e,t,n){"use strict";n.r(t)},' +
      '"a1":(e,t,n)=>{n.d(t,{A:()=>1})},12:function(e){e.exports={}}}]);';
    const {modules, rest} = chunkModules(source);
    expect(modules.map((module) => module.id)).toEqual(['9203', 'a1', '12']);
    expect(modules[0]!.source).toBe('9203(e,t,n){"use strict";n.r(t)}');
    expect(modules[1]!.source).toBe('"a1":(e,t,n)=>{n.d(t,{A:()=>1})}');
    expect(rest).toBe('(self.webpackChunk=self.webpackChunk||[]).push([["889"],]);');
  });

  it('leaves a file without a module map whole (the runtime alone)', () => {
    const source = '(()=>{var e={};e.p="/"})();';
    expect(chunkModules(source)).toEqual({modules: [], rest: source});
  });
});

describe('moduleGroup', () => {
  it.each([
    ['./.docusaurus/routes.js + 5 modules', '.docusaurus/routes.js'],
    [
      './.docusaurus/docusaurus-plugin-content-docs/dev-docs/p/dev-docs-abc.json',
      '.docusaurus/docusaurus-plugin-content-docs route props',
    ],
    ['./node_modules/react-dom/cjs/react-dom-client.production.js', 'react-dom'],
    ['./node_modules/@docsearch/react/dist/esm/index.js', '@docsearch/react'],
    [
      './node_modules/@docusaurus/theme-common/lib/utils/storageUtils.js',
      '@docusaurus/theme-common/lib/utils/storageUtils',
    ],
    [
      'builtin:swc-loader??ruleSet[1]!./plugins/image-zoom/client/index.ts|0a1b',
      'plugins/image-zoom',
    ],
    ['./src/theme/DocItem/Footer/index.tsx', 'src/theme/DocItem'],
    ['./src/clientModules/lowercase-urls.ts', 'src/clientModules/lowercase-urls.ts'],
  ])('%s → %s', (name, group) => {
    expect(moduleGroup(name)).toBe(group);
  });
});
