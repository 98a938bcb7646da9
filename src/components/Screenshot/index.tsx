/**
 * `<Screenshot name="content-manager-list" alt="…" />`: an admin-panel screenshot of the example
 * project, in the light or the dark variant with the site's colour mode. The page shows the part
 * of the screen the step is about; clicking it opens the whole screen (plugins/image-zoom reads
 * `data-zoom-src` and `data-zoom-region`). Names, sizes and regions come from screenshots.json,
 * written by `npm run screenshots`, so a retake never leaves a page with a stale size.
 */
import React from 'react';
import {ThemedComponent} from '@docusaurus/theme-common';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';

import manifest from './screenshots.json';
import {resolveScreenshot, type ScreenshotManifest} from './screenshot';
import styles from './styles.module.css';

interface Props {
  /** The shot's name in scripts/screenshots.mjs. */
  name: string;
  /** What the image shows, for readers who do not see it. */
  alt: string;
}

export default function Screenshot({name, alt}: Props): React.JSX.Element {
  const shot = resolveScreenshot(manifest as ScreenshotManifest, name);
  const {withBaseUrl} = useBaseUrlUtils();
  return (
    <ThemedComponent className={styles.screenshot}>
      {({theme, className}) => (
        <img
          src={withBaseUrl(shot.sources[theme])}
          alt={alt}
          width={shot.width}
          height={shot.height}
          loading="lazy"
          decoding="async"
          className={className}
          data-pixel-ratio={shot.pixelRatio}
          data-zoom-src={shot.zoom && withBaseUrl(shot.zoom.sources[theme])}
          data-zoom-region={shot.zoom?.region}
        />
      )}
    </ThemedComponent>
  );
}
