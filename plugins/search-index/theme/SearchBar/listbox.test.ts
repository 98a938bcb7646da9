import {describe, expect, it} from 'vitest';
import {focusWrapTarget, nextActiveIndex} from './listbox';

describe('nextActiveIndex: the arrow keys in the results', () => {
  it('moves down and up, wrapping at both ends', () => {
    expect(nextActiveIndex('ArrowDown', 0, 3)).toBe(1);
    expect(nextActiveIndex('ArrowDown', 2, 3)).toBe(0);
    expect(nextActiveIndex('ArrowUp', 1, 3)).toBe(0);
    expect(nextActiveIndex('ArrowUp', 0, 3)).toBe(2);
  });

  it('leaves other keys, and an empty list, to the input', () => {
    expect(nextActiveIndex('Enter', 1, 3)).toBeNull();
    expect(nextActiveIndex('a', 1, 3)).toBeNull();
    expect(nextActiveIndex('Home', 1, 3)).toBeNull();
    expect(nextActiveIndex('ArrowDown', 0, 0)).toBeNull();
  });
});

describe('focusWrapTarget: Tab stays inside the dialog', () => {
  it('wraps from the last element to the first, and back with Shift', () => {
    expect(focusWrapTarget(3, 4, false)).toBe(0);
    expect(focusWrapTarget(0, 4, true)).toBe(3);
  });

  it('lets the browser move focus between the ends', () => {
    expect(focusWrapTarget(1, 4, false)).toBeNull();
    expect(focusWrapTarget(2, 4, true)).toBeNull();
    // Focus outside the focusable elements (the dialog itself): the browser's order applies.
    expect(focusWrapTarget(-1, 4, false)).toBeNull();
  });

  it('does nothing when nothing can take focus', () => {
    expect(focusWrapTarget(-1, 0, false)).toBeNull();
  });
});
