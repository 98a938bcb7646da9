/**
 * Client module of the image-zoom plugin: 1 s after the page loads, and 1 s after every route
 * update, attaches medium-zoom to the zoomable images of the content (./attach.ts).
 *
 * Every page runs this module, so it holds only the timer: the code that finds the images and
 * attaches the zoom, and its stylesheet, load with the first attach, a second after the page is
 * up, instead of with the scripts and styles that every page downloads before it renders.
 */
import type {ClientModule} from '@docusaurus/types';

import {zoomDelayMs} from '../lib/zoomable';
import type * as Attach from './attach';

let pendingAttach: number | undefined;
let attachModule: typeof Attach | undefined;

const imageZoom: ClientModule = {
  onRouteDidUpdate() {
    window.clearTimeout(pendingAttach);
    attachModule?.closeZoom();
    pendingAttach = window.setTimeout(() => {
      import('./attach')
        .then((loaded) => {
          attachModule = loaded;
          return loaded.attachZoom();
        })
        .catch((error: unknown) => console.warn('[image-zoom] could not attach the zoom:', error));
    }, zoomDelayMs);
  },
};

export default imageZoom;
