/**
 * Zoom sources: an image that shows part of a larger one (a screenshot cropped to the step it
 * illustrates) names the larger one in `data-zoom-src` and its own place in it in
 * `data-zoom-region` ("left top width height", fractions of the larger image). The zoom opens
 * the larger image, laid first exactly over the part the page shows, so it grows out of it.
 * Pure and browser-safe.
 */

export const zoomSourceAttribute = 'data-zoom-src';
export const zoomRegionAttribute = 'data-zoom-region';

/** The part of the larger image the page shows, as fractions of its width and height. */
export interface ZoomRegion {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface PageBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The region of a `data-zoom-region` value, or null when it is missing or malformed. */
export function parseZoomRegion(value: string | null | undefined): ZoomRegion | null {
  const parts = (value ?? '').trim().split(/\s+/).map(Number);
  if (parts.length !== 4 || parts.some((part) => !Number.isFinite(part))) return null;
  const [left = 0, top = 0, width = 0, height = 0] = parts;
  const inside = left >= 0 && top >= 0 && left + width <= 1.0001 && top + height <= 1.0001;
  return inside && width > 0 && height > 0 ? {left, top, width, height} : null;
}

/**
 * Where the larger image goes so that its `region` covers `shown` (the box the page draws the
 * part in, in page coordinates).
 */
export function fullImageBox(shown: PageBox, region: ZoomRegion): PageBox {
  const width = shown.width / region.width;
  const height = shown.height / region.height;
  return {
    left: shown.left - region.left * width,
    top: shown.top - region.top * height,
    width,
    height,
  };
}
