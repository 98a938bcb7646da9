import {describe, expect, it} from 'vitest';
import {shallowEqual} from './shallowEqual';

describe('shallowEqual', () => {
  const responses = {200: {description: 'OK'}};
  it('compares values by identity under the same keys', () => {
    expect(shallowEqual({responses, id: 'r'}, {id: 'r', responses})).toBe(true);
    expect(shallowEqual({responses}, {responses: {200: {description: 'OK'}}})).toBe(false);
    expect(shallowEqual({responses}, {responses, label: 'Responses'})).toBe(false);
    expect(shallowEqual({responses, label: undefined}, {responses, id: undefined})).toBe(false);
    expect(shallowEqual({}, {})).toBe(true);
  });
});
