import {describe, expect, it} from 'vitest';
import {isIcon, isZoomable, type ImageLike} from './zoomable';

function image(options: {
  ancestors?: string[];
  classes?: string[];
  width?: string;
  height?: string;
  natural?: [number, number];
}): ImageLike {
  const ancestors = options.ancestors ?? [];
  return {
    // The fake matches a selector list when one of its ancestors' names is in it.
    closest: (selector: string) =>
      ancestors.find((ancestor) =>
        selector
          .split(',')
          .map((part) => part.trim())
          .includes(ancestor),
      ) ?? null,
    getAttribute: (name: string) =>
      name === 'width'
        ? (options.width ?? null)
        : name === 'height'
          ? (options.height ?? null)
          : null,
    classList: {contains: (token: string) => (options.classes ?? []).includes(token)},
    complete: options.natural !== undefined,
    naturalWidth: options.natural?.[0] ?? 0,
    naturalHeight: options.natural?.[1] ?? 0,
  };
}

describe('isZoomable', () => {
  it('zooms a content screenshot', () => {
    expect(isZoomable(image({width: '1200', height: '800'}))).toBe(true);
    expect(isZoomable(image({natural: [900, 500]}))).toBe(true);
  });

  it('zooms an image that has not loaded yet and declares no size', () => {
    expect(isZoomable(image({}))).toBe(true);
  });

  it('ignores images inside links, code, buttons, the navbar (logo) and the footer', () => {
    for (const ancestor of ['a', 'pre', 'code', 'button', '.navbar', '.footer', '[data-no-zoom]']) {
      expect(isZoomable(image({ancestors: [ancestor], natural: [900, 500]})), ancestor).toBe(false);
    }
  });

  it('ignores images opted out with the no-zoom class', () => {
    expect(isZoomable(image({classes: ['no-zoom'], natural: [900, 500]}))).toBe(false);
  });

  it('ignores icons', () => {
    expect(isZoomable(image({width: '24', height: '24'}))).toBe(false);
    expect(isZoomable(image({natural: [32, 32]}))).toBe(false);
  });
});

describe('isIcon', () => {
  it('uses declared sizes first, then natural sizes once loaded', () => {
    expect(isIcon(image({width: '48'}))).toBe(true);
    expect(isIcon(image({width: '49'}))).toBe(false);
    expect(isIcon(image({width: '20', height: '300'}))).toBe(false);
    expect(isIcon(image({width: '100%', natural: [16, 16]}))).toBe(true);
    expect(isIcon(image({natural: [16, 200]}))).toBe(false);
  });
});
