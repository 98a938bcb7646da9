import {describe, expect, it} from 'vitest';
import {insertAfterImports, verifiedFactsNode} from './verifiedFacts';

describe('verifiedFactsNode', () => {
  it('carries the version and the counts that are above zero, as attributes', () => {
    const node = verifiedFactsNode({examples: 4, labels: 0, variables: 2}, '5.0.0');
    expect(node?.name).toBe('VerifiedFacts');
    expect(node?.attributes).toEqual([
      {type: 'mdxJsxAttribute', name: 'version', value: '5.0.0'},
      {type: 'mdxJsxAttribute', name: 'examples', value: '4'},
      {type: 'mdxJsxAttribute', name: 'variables', value: '2'},
    ]);
  });

  it('is nothing for a page no check counted', () => {
    expect(verifiedFactsNode(undefined, '5.0.0')).toBeNull();
    expect(verifiedFactsNode({labels: 0}, '5.0.0')).toBeNull();
  });
});

describe('insertAfterImports', () => {
  it('puts the line after the imports, before the first content', () => {
    const tree = {
      type: 'root',
      children: [{type: 'mdxjsEsm'}, {type: 'paragraph'}, {type: 'heading'}],
    };
    insertAfterImports(tree, {type: 'mdxJsxFlowElement', name: 'VerifiedFacts'});
    expect(tree.children.map((child) => child.type)).toEqual([
      'mdxjsEsm',
      'mdxJsxFlowElement',
      'paragraph',
      'heading',
    ]);
  });
});
