/**
 * image-zoom: images of the content zoom on click (medium-zoom), the way the Strapi docs always have:
 * attached 1 s after load and 1 s after each route update, closed by a 40 px scroll or Escape,
 * over a background that follows the colour mode, without animation under reduced motion.
 * Logos, icons and images inside links or code do not zoom (lib/zoomable.ts).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function imageZoomPlugin(): Plugin {
  return {
    name: 'image-zoom',
    getClientModules() {
      return [path.join(__dirname, 'client', 'index.ts')];
    },
  };
}
