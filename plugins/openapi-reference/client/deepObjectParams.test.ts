import {describe, expect, it} from 'vitest';
import {bracketEntries, flattenDeepObjectParams} from './deepObjectParams';

describe('bracketEntries', () => {
  it('writes nested objects and arrays in bracket notation', () => {
    expect(bracketEntries('filters', {name: {$eq: 'Biscotte'}, $or: [{price: {$lt: 20}}, {open: true}]})).toEqual([
      ['filters[name][$eq]', 'Biscotte'],
      ['filters[$or][0][price][$lt]', '20'],
      ['filters[$or][1][open]', 'true'],
    ]);
  });
});

describe('flattenDeepObjectParams', () => {
  const base = {in: 'query', schema: {type: 'object'}};

  it('flattens a nested deepObject value into one plain parameter per leaf', () => {
    const params = [{...base, name: 'filters', style: 'deepObject', explode: true, value: '{"name":{"$containsi":"bis"}}'}];
    expect(flattenDeepObjectParams(params)).toEqual([
      {...base, name: 'filters[name][$containsi]', value: 'bis', style: undefined, explode: undefined},
    ]);
  });

  it('leaves flat deepObject values, other styles and unparsable values to the theme', () => {
    const params = [
      {...base, name: 'flat', style: 'deepObject', value: '{"name":"Biscotte"}'},
      {...base, name: 'sort', value: 'name:asc'},
      {...base, name: 'broken', style: 'deepObject', value: '{"name":'},
      {...base, name: 'empty', style: 'deepObject'},
    ];
    expect(flattenDeepObjectParams(params)).toEqual(params);
  });
});
