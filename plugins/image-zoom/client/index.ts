/**
 * Client module of the image-zoom plugin: 1 s after the page loads, and 1 s after every route
 * update, attaches medium-zoom to the zoomable images of the content. medium-zoom itself is
 * loaded on demand, so pages without a zoomable image never download it.
 */
import type {ClientModule} from '@docusaurus/types';
import type {Zoom} from 'medium-zoom';

import {
  closeOnScrollOffsetPx,
  isZoomable,
  zoomCandidatesSelector,
  zoomDelayMs,
} from '../lib/zoomable';
import './styles.css';

let zoom: Zoom | undefined;
let pendingAttach: number | undefined;

async function attachZoom(): Promise<void> {
  zoom?.detach();
  const images = Array.from(
    document.querySelectorAll<HTMLImageElement>(zoomCandidatesSelector),
  ).filter(isZoomable);
  if (images.length === 0) return;
  if (!zoom) {
    const {default: mediumZoom} = await import('medium-zoom');
    zoom = mediumZoom({
      // Follows the colour mode, even when it changes while an image is open.
      background: 'var(--ifm-background-color)',
      scrollOffset: closeOnScrollOffsetPx,
      margin: 24,
    });
  }
  zoom.attach(...images);
}

const imageZoom: ClientModule = {
  onRouteDidUpdate() {
    window.clearTimeout(pendingAttach);
    void zoom?.close();
    pendingAttach = window.setTimeout(() => {
      attachZoom().catch((error: unknown) =>
        console.warn('[image-zoom] could not attach the zoom:', error),
      );
    }, zoomDelayMs);
  },
};

export default imageZoom;
