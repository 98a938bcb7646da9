/**
 * Which images zoom: pictures of the content area, not logos, icons, images inside links or code.
 * Browser-safe; the predicate takes the few properties of an <img> it reads, so it is testable
 * without a DOM.
 */

/** Images considered: those of Markdown content (docs, MDX pages). */
export const zoomCandidatesSelector = '.markdown img';

/** Ancestors that disqualify an image: links, code, controls, site chrome, explicit opt-out. */
const excludedAncestorsSelector = 'a, pre, code, button, .navbar, .footer, [data-no-zoom]';

/** At or below this size (CSS px, both sides) an image is an icon. */
const iconMaxSize = 48;

/**
 * Zoom timings: attach a second after the page settles (late images included), and close once
 * the reader scrolls a little, so the zoom never hides the page they are moving through.
 */
export const zoomDelayMs = 1000;
export const closeOnScrollOffsetPx = 40;

export interface ImageLike {
  closest(selector: string): unknown;
  getAttribute(name: string): string | null;
  classList: {contains(token: string): boolean};
  complete: boolean;
  naturalWidth: number;
  naturalHeight: number;
}

function sizeAttribute(image: ImageLike, name: 'width' | 'height'): number | null {
  const value = image.getAttribute(name);
  if (value === null || !/^\d+(\.\d+)?(px)?$/.test(value.trim())) return null;
  return Number.parseFloat(value);
}

/** An icon: declared (width/height attributes) or, once loaded, natural size both ≤ iconMaxSize. */
export function isIcon(image: ImageLike): boolean {
  const width = sizeAttribute(image, 'width');
  const height = sizeAttribute(image, 'height');
  if (width !== null || height !== null) {
    return (width ?? 0) <= iconMaxSize && (height ?? 0) <= iconMaxSize;
  }
  if (image.complete && image.naturalWidth > 0) {
    return image.naturalWidth <= iconMaxSize && image.naturalHeight <= iconMaxSize;
  }
  return false;
}

export function isZoomable(image: ImageLike): boolean {
  if (image.classList.contains('no-zoom')) return false;
  if (image.closest(excludedAncestorsSelector)) return false;
  return !isIcon(image);
}
