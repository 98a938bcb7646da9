/**
 * What the image-zoom client module (./index.ts) loads when it first attaches the zoom: finds the
 * zoomable images of the content and attaches medium-zoom to them. medium-zoom itself is loaded
 * on demand, so pages without a zoomable image never download it.
 *
 * An image with a zoom source (a screenshot cropped to its step, lib/zoomSource.ts) opens the
 * larger image instead: it is laid, invisible, exactly over the part the page shows, then
 * medium-zoom zooms it, so the whole screen grows out of the crop and shrinks back into it.
 */
import type {Zoom} from 'medium-zoom';

import {closeOnScrollOffsetPx, isZoomable, zoomCandidatesSelector} from '../lib/zoomable';
import {
  fullImageBox,
  parseZoomRegion,
  zoomRegionAttribute,
  zoomSourceAttribute,
} from '../lib/zoomSource';
import './styles.css';

let zoom: Zoom | undefined;
// Removes the click handlers of the images with a zoom source attached for the current page.
let detachSourced: (() => void) | undefined;

/** The class of an image that opens a zoom source, and of the larger image it opens. */
const sourcedClass = 'image-zoom-sourced';
const fullImageClass = 'image-zoom-full';
const wholeImage = {left: 0, top: 0, width: 1, height: 1};

async function zoomInstance(): Promise<Zoom> {
  if (!zoom) {
    const {default: mediumZoom} = await import('medium-zoom');
    zoom = mediumZoom({
      // Follows the colour mode, even when it changes while an image is open.
      background: 'var(--ifm-background-color)',
      scrollOffset: closeOnScrollOffsetPx,
      margin: 24,
    });
  }
  return zoom;
}

/** Opens the larger image of `image`, grown out of the part the page shows. */
async function openZoomSource(image: HTMLImageElement, activeZoom: Zoom): Promise<void> {
  if (document.querySelector(`.${fullImageClass}`)) return; // one is opening or open
  const region = parseZoomRegion(image.getAttribute(zoomRegionAttribute));
  const full = new Image();
  full.className = fullImageClass;
  full.alt = image.alt;
  full.src = image.getAttribute(zoomSourceAttribute) ?? '';
  await full.decode();
  // In the window's coordinates: a fixed image, however large, never widens the page.
  const box = fullImageBox(image.getBoundingClientRect(), region ?? wholeImage);
  Object.assign(full.style, {
    left: `${box.left}px`,
    top: `${box.top}px`,
    width: `${box.width}px`,
    height: `${box.height}px`,
  });
  document.body.append(full);
  activeZoom.attach(full);
  full.addEventListener(
    'medium-zoom:closed',
    () => {
      activeZoom.detach(full);
      full.remove();
    },
    {once: true},
  );
  await activeZoom.open({target: full});
}

function attachSourced(images: HTMLImageElement[], activeZoom: Zoom): () => void {
  const open = (event: Event) => {
    const image = event.currentTarget as HTMLImageElement;
    openZoomSource(image, activeZoom).catch((error: unknown) =>
      console.warn(
        `[image-zoom] could not open ${image.getAttribute(zoomSourceAttribute)}:`,
        error,
      ),
    );
  };
  for (const image of images) {
    image.classList.add(sourcedClass);
    image.addEventListener('click', open);
  }
  return () => {
    for (const image of images) {
      image.classList.remove(sourcedClass);
      image.removeEventListener('click', open);
    }
  };
}

/** Closes the zoomed image, if one is open (the route changed under it). */
export function closeZoom(): void {
  void zoom?.close();
}

/** Attaches the zoom to the zoomable images of the page, detaching it from the previous page's. */
export async function attachZoom(): Promise<void> {
  zoom?.detach();
  detachSourced?.();
  detachSourced = undefined;
  const images = Array.from(
    document.querySelectorAll<HTMLImageElement>(zoomCandidatesSelector),
  ).filter(isZoomable);
  if (images.length === 0) return;
  const activeZoom = await zoomInstance();
  const sourced = images.filter((image) => image.hasAttribute(zoomSourceAttribute));
  activeZoom.attach(...images.filter((image) => !sourced.includes(image)));
  detachSourced = attachSourced(sourced, activeZoom);
}
