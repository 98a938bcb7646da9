import {describe, expect, it} from 'vitest';
import {indexChunkNames} from './chunkNames.js';

describe('indexChunkNames', () => {
  it('maps each route path to the chunk names of its modules, the hash suffix removed', () => {
    const index = indexChunkNames({
      '/dev-docs-5e9': {component: 'c1'},
      '/dev-docs/intro-f3a': {component: 'c2', content: 'c3'},
      '/tags/api-token-0b1': {component: 'c4', index: 'c5'},
    });
    expect(index.get('/dev-docs')).toEqual(['c1']);
    expect(index.get('/dev-docs/intro')).toEqual(['c2', 'c3']);
    expect(index.get('/tags/api-token')).toEqual(['c4', 'c5']);
    expect(index.get('/dev-docs/intro-f3a')).toBeUndefined();
  });

  it('flattens nested module trees and gathers every route sharing a path', () => {
    const index = indexChunkNames({
      '/dev-docs-5e9': {component: 'root'},
      '/dev-docs-a11': {component: 'version', props: {sidebar: 'sidebar-chunk'}},
    });
    expect(index.get('/dev-docs')).toEqual(['root', 'version', 'sidebar-chunk']);
  });
});
