import {describe, expect, it} from 'vitest';
import {unwrapLayers} from './unwrapLayers';

/** A stylesheet as a list of top-level nodes, with just enough of PostCSS's API. */
function stylesheet(nodes: Array<{name?: string; nodes?: string[]; text?: string}>) {
  const top = [...nodes];
  return {
    top,
    walkAtRules(name: string, callback: (atRule: {nodes?: unknown[]; replaceWith: (...n: unknown[]) => void; remove: () => void}) => void) {
      for (const node of [...top]) {
        if (node.name !== name) continue;
        const index = top.indexOf(node);
        callback({
          nodes: node.nodes,
          replaceWith: (...replacement) => top.splice(index, 1, ...(replacement as typeof top)),
          remove: () => top.splice(index, 1),
        });
      }
    },
  };
}

describe('unwrapLayers', () => {
  const plugin = unwrapLayers('docusaurus-theme-openapi-docs');

  it('replaces the layer blocks of the OpenAPI theme by their rules', () => {
    const root = stylesheet([{text: '.a{}'}, {name: 'layer', nodes: ['.b{}', '.c{}']}, {name: 'layer'}]);
    plugin.Once(root, {result: {opts: {from: '/x/node_modules/docusaurus-theme-openapi-docs/lib/theme/styles.scss'}}});
    expect(root.top).toEqual([{text: '.a{}'}, '.b{}', '.c{}']);
  });

  it('leaves every other stylesheet alone', () => {
    const root = stylesheet([{name: 'layer', nodes: ['.b{}']}]);
    plugin.Once(root, {result: {opts: {from: '/site/src/css/custom.css'}}});
    expect(root.top).toEqual([{name: 'layer', nodes: ['.b{}']}]);
  });
});
