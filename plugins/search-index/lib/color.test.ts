import {describe, expect, it} from 'vitest';
import {contrastRatio, readableTextColor, relativeLuminance} from './color';

describe('colour helpers', () => {
  it('computes WCAG luminance and contrast', () => {
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1);
    expect(relativeLuminance('#000000')).toBeCloseTo(0);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21);
  });

  it('picks white text on the Strapi purple and dark text on a light brand colour, both readable', () => {
    expect(readableTextColor('#4945FF')).toBe('#ffffff');
    expect(contrastRatio('#4945FF', '#ffffff')).toBeGreaterThan(4.5);
    expect(readableTextColor('#FFD43B')).not.toBe('#ffffff');
    expect(contrastRatio('#FFD43B', readableTextColor('#FFD43B'))).toBeGreaterThan(4.5);
  });

  it('rejects a value that is not #rrggbb', () => {
    expect(() => relativeLuminance('purple')).toThrow(/"purple" is not a #rrggbb colour/);
  });
});
