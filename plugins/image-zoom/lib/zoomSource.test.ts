import {describe, expect, it} from 'vitest';
import {fullImageBox, parseZoomRegion} from './zoomSource';

describe('parseZoomRegion', () => {
  it('reads four fractions', () => {
    expect(parseZoomRegion('0.2625 0 0.7 0.5725')).toEqual({
      left: 0.2625,
      top: 0,
      width: 0.7,
      height: 0.5725,
    });
  });

  it('refuses a missing, short, non-numeric, empty or outside region', () => {
    for (const value of [
      null,
      undefined,
      '',
      '0 0 1',
      '0 0 a 1',
      '0 0 0 1',
      '0.5 0 0.6 1',
      '-0.1 0 1 1',
    ]) {
      expect(parseZoomRegion(value), String(value)).toBeNull();
    }
  });
});

describe('fullImageBox', () => {
  it('lays the larger image so that its region covers the shown part', () => {
    // A 896×458 crop at x 336 of a 1280×800 screen, drawn 703 px wide at (100, 2000).
    const region = parseZoomRegion(`${336 / 1280} 0 ${896 / 1280} ${458 / 800}`);
    expect(region).not.toBeNull();
    const shown = {left: 100, top: 2000, width: 703, height: (703 * 458) / 896};
    const box = fullImageBox(shown, region!);
    expect(box.width).toBeCloseTo((1280 * 703) / 896, 6);
    expect(box.height / box.width).toBeCloseTo(800 / 1280, 6);
    expect(box.left + region!.left * box.width).toBeCloseTo(shown.left, 6);
    expect(box.top).toBeCloseTo(shown.top, 6);
  });

  it('is the shown box itself when the region is the whole image', () => {
    const shown = {left: 10, top: 20, width: 300, height: 200};
    expect(fullImageBox(shown, {left: 0, top: 0, width: 1, height: 1})).toEqual(shown);
  });
});
