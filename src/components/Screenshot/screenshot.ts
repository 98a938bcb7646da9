/**
 * The admin-panel screenshots of the docs, as `npm run screenshots` records them in
 * screenshots.json: for each shot, the crop the page shows (its size in the admin's pixels and
 * its pixel ratio) and, when the crop is part of the screen, the full screen the zoom opens and
 * where the crop sits in it. Pure; the component and the tests read it.
 */

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ScreenshotEntry {
  /** The crop's size in the admin's pixels (its files hold `pixelRatio` times as many). */
  width: number;
  height: number;
  pixelRatio: number;
  /** The whole screen, when the crop is only part of it; null when the crop is the screen. */
  full: {width: number; height: number; region: Box} | null;
}

export type ScreenshotManifest = Record<string, ScreenshotEntry>;

export type Theme = 'light' | 'dark';
export const themes: readonly Theme[] = ['light', 'dark'];

/** Where the screenshot files are served from (static/img/example-project/). */
export const screenshotDir = '/img/example-project';

/** The file the page shows (the crop) for a shot and a theme. */
export function cropPath(name: string, theme: Theme): string {
  return `${screenshotDir}/${name}-${theme}.webp`;
}

/** The file the zoom opens (the full screen) for a shot and a theme. */
export function fullPath(name: string, theme: Theme): string {
  return `${screenshotDir}/${name}-${theme}-full.webp`;
}

export interface ResolvedScreenshot {
  width: number;
  height: number;
  pixelRatio: number;
  sources: Record<Theme, string>;
  /** Absent when the crop is the whole screen (the zoom then enlarges the image itself). */
  zoom?: {
    sources: Record<Theme, string>;
    /** The crop's place in the full screen, as fractions: "left top width height". */
    region: string;
  };
}

const fraction = (value: number): string => String(Number(value.toFixed(5)));

/**
 * The files, sizes and zoom region of a shot; an error naming the shot, the manifest and the fix
 * when the name is unknown.
 */
export function resolveScreenshot(manifest: ScreenshotManifest, name: string): ResolvedScreenshot {
  const entry = Object.hasOwn(manifest, name) ? manifest[name] : undefined;
  if (!entry) {
    throw new Error(
      `<Screenshot name="${name}">: no such screenshot in src/components/Screenshot/screenshots.json. ` +
        `Known: ${Object.keys(manifest).join(', ')}. Fix: use one of these names, or add the shot to ` +
        'scripts/screenshots.mjs and run `npm run screenshots`.',
    );
  }
  const bySource = (path: (shot: string, theme: Theme) => string) =>
    ({light: path(name, 'light'), dark: path(name, 'dark')}) satisfies Record<Theme, string>;
  const {full} = entry;
  return {
    width: entry.width,
    height: entry.height,
    pixelRatio: entry.pixelRatio,
    sources: bySource(cropPath),
    ...(full && {
      zoom: {
        sources: bySource(fullPath),
        region: [
          full.region.x / full.width,
          full.region.y / full.height,
          full.region.width / full.width,
          full.region.height / full.height,
        ]
          .map(fraction)
          .join(' '),
      },
    }),
  };
}
