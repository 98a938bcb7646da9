import {describe, expect, it} from 'vitest';
import {bracketEntries, flattenDeepObjectParams} from './deepObjectParams';

describe('bracketEntries', () => {
  it('writes nested objects and arrays in bracket notation', () => {
    expect(
      bracketEntries('filters', {name: {$eq: 'Biscotte'}, $or: [{price: {$lt: 20}}, {open: true}]}),
    ).toEqual([
      ['filters[name][$eq]', 'Biscotte'],
      ['filters[$or][0][price][$lt]', '20'],
      ['filters[$or][1][open]', 'true'],
    ]);
  });
});

describe('flattenDeepObjectParams', () => {
  const base = {in: 'query', schema: {type: 'object'}};

  it('flattens a nested deepObject value into one plain parameter per leaf', () => {
    // The request form stores query values with encodeURIComponent.
    const value = encodeURIComponent('{"name":{"$containsi":"le bis"},"open":{"$eq":true}}');
    const params = [{...base, name: 'filters', style: 'deepObject', explode: true, value}];
    expect(flattenDeepObjectParams(params)).toEqual([
      {
        ...base,
        name: 'filters[name][$containsi]',
        value: 'le%20bis',
        style: undefined,
        explode: undefined,
      },
      {...base, name: 'filters[open][$eq]', value: 'true', style: undefined, explode: undefined},
    ]);
  });

  it('flattens a one-level object too', () => {
    const params = [
      {...base, name: 'flat', style: 'deepObject', value: encodeURIComponent('{"name":"A: B"}')},
    ];
    expect(flattenDeepObjectParams(params)).toEqual([
      {...base, name: 'flat[name]', value: 'A%3A%20B', style: undefined, explode: undefined},
    ]);
  });

  it('leaves other styles, unparsable and empty values to the theme', () => {
    const params = [
      {...base, name: 'sort', value: 'name:asc'},
      {...base, name: 'broken', style: 'deepObject', value: encodeURIComponent('{"name":')},
      {...base, name: 'empty', style: 'deepObject'},
    ];
    expect(flattenDeepObjectParams(params)).toEqual(params);
  });
});
