/**
 * The screenshots' manifest against the files `npm run screenshots` wrote with it, and against
 * the pages that show them: a name, a size or a file out of step fails here, naming it.
 */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import manifestJson from './screenshots.json';
import {cropPath, fullPath, resolveScreenshot, themes, type ScreenshotManifest} from './screenshot';

const manifest = manifestJson as ScreenshotManifest;
const siteDir = path.resolve(__dirname, '../../..');
const staticDir = path.join(siteDir, 'static');
const maxBytes = 150 * 1024;

/** Width and height of a WebP file (lossy VP8, lossless VP8L or extended VP8X). */
function webpSize(file: string): {width: number; height: number} {
  const bytes = readFileSync(file);
  if (bytes.toString('ascii', 0, 4) !== 'RIFF' || bytes.toString('ascii', 8, 12) !== 'WEBP') {
    throw new Error(`${file} is not a WebP file`);
  }
  const chunk = bytes.toString('ascii', 12, 16);
  if (chunk === 'VP8X') {
    return {width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1};
  }
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return {width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1};
  }
  return {width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff};
}

function docsFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return docsFiles(file);
    return /\.mdx?$/.test(entry.name) ? [file] : [];
  });
}

describe('resolveScreenshot', () => {
  const sample: ScreenshotManifest = {
    crop: {
      width: 896,
      height: 458,
      pixelRatio: 2,
      full: {width: 1280, height: 800, region: {x: 336, y: 0, width: 896, height: 458}},
    },
    screen: {width: 896, height: 720, pixelRatio: 2, full: null},
  };

  it('gives the crop, its size and the full screen with the crop’s place in it', () => {
    expect(resolveScreenshot(sample, 'crop')).toEqual({
      width: 896,
      height: 458,
      pixelRatio: 2,
      sources: {
        light: '/img/example-project/crop-light.webp',
        dark: '/img/example-project/crop-dark.webp',
      },
      zoom: {
        sources: {
          light: '/img/example-project/crop-light-full.webp',
          dark: '/img/example-project/crop-dark-full.webp',
        },
        region: '0.2625 0 0.7 0.5725',
      },
    });
  });

  it('has no zoom source when the crop is the whole screen', () => {
    expect(resolveScreenshot(sample, 'screen').zoom).toBeUndefined();
  });

  it('names the unknown shot, the known ones and the fix', () => {
    expect(() => resolveScreenshot(sample, 'crops')).toThrow(
      /<Screenshot name="crops">: no such screenshot.*Known: crop, screen\. Fix: .*npm run screenshots/,
    );
    expect(() => resolveScreenshot(sample, 'toString')).toThrow(/no such screenshot/);
  });
});

describe('the committed screenshots', () => {
  const names = Object.keys(manifest);

  it('lists shots', () => {
    expect(names.length).toBeGreaterThan(30);
  });

  for (const name of names) {
    it(`${name}: each file exists, has the recorded size and fits 150 KB`, () => {
      const entry = manifest[name]!;
      for (const theme of themes) {
        const crop = path.join(staticDir, cropPath(name, theme));
        expect(webpSize(crop), crop).toEqual({
          width: entry.width * entry.pixelRatio,
          height: entry.height * entry.pixelRatio,
        });
        expect(statSync(crop).size, crop).toBeLessThanOrEqual(maxBytes);
        if (!entry.full) continue;
        const full = path.join(staticDir, fullPath(name, theme));
        expect(webpSize(full), full).toEqual({
          width: entry.full.width * entry.pixelRatio,
          height: entry.full.height * entry.pixelRatio,
        });
        expect(statSync(full).size, full).toBeLessThanOrEqual(maxBytes);
        const {region} = entry.full;
        expect(region.x + region.width, name).toBeLessThanOrEqual(entry.full.width);
        expect(region.y + region.height, name).toBeLessThanOrEqual(entry.full.height);
        expect({width: region.width, height: region.height}).toEqual({
          width: entry.width,
          height: entry.height,
        });
      }
    });
  }

  // A component starts its line; a `<Screenshot …>` inside prose (inline code) is not one.
  it('every <Screenshot name> of the docs is a shot of the manifest', () => {
    const unknown = docsFiles(path.join(siteDir, 'docs')).flatMap((file) =>
      Array.from(readFileSync(file, 'utf8').matchAll(/^<Screenshot\s[^>]*?name="([^"]+)"/gm))
        .map((match) => match[1] ?? '')
        .filter((name) => !Object.hasOwn(manifest, name))
        .map((name) => `${path.relative(siteDir, file)}: ${name}`),
    );
    expect(unknown).toEqual([]);
  });
});
