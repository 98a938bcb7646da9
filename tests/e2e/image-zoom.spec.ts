/**
 * Image zoom on the built site (the full behaviour is in opt-in-scripts-and-image-zoom-fixture.spec.ts, on a fixture
 * with screenshots): the logo never zooms, a page without a zoomable image never downloads
 * medium-zoom, and an admin screenshot shows its crop on the page and opens the whole screen,
 * grown out of the crop, undistorted and within the window.
 */
import {expect, test} from '@playwright/test';
import manifestJson from '../../src/components/Screenshot/screenshots.json';
import {
  cropPath,
  fullPath,
  themes,
  type ScreenshotManifest,
} from '../../src/components/Screenshot/screenshot';
import {waitForHydration} from './helpers';

const manifest = manifestJson as ScreenshotManifest;

test('the logo is not zoomable and clicking it opens no zoom', async ({page}) => {
  await page.goto('/dev-docs/intro');
  await waitForHydration(page);
  await page.waitForTimeout(1500);
  const logo = page.locator('.navbar__logo img').first();
  await expect(logo).not.toHaveClass(/medium-zoom-image/);
  await logo.click();
  await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0);
});

test('a page without a zoomable image does not download medium-zoom', async ({page}) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text());
  });
  await page.goto('/dev-docs/api/rest/sort-pagination');
  await waitForHydration(page);
  expect(await page.locator('.markdown img').count()).toBe(0);
  await page.waitForTimeout(1500);
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.some((source) => source.includes('medium-zoom-overlay'))).toBe(false);
});

test('every screenshot cropped from a screen has its crop and its screen in the build', async ({
  request,
}) => {
  const missing: string[] = [];
  for (const [name, entry] of Object.entries(manifest)) {
    const files = themes.flatMap((theme) => [
      cropPath(name, theme),
      ...(entry.full ? [fullPath(name, theme)] : []),
    ]);
    for (const file of files) {
      const response = await request.get(file);
      if (response.status() !== 200 || response.headers()['content-type'] !== 'image/webp') {
        missing.push(`${file}: ${response.status()} ${response.headers()['content-type']}`);
      }
    }
  }
  expect(missing).toEqual([]);
});

for (const theme of themes) {
  test(`a cropped screenshot opens its whole screen in the zoom (${theme})`, async ({page}) => {
    await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
    await page.goto('/user-docs/content-manager');
    await waitForHydration(page);
    const entry = manifest['content-manager-list']!;
    const shown = page.locator('.markdown img[data-zoom-src]').filter({visible: true}).first();
    await shown.scrollIntoViewIfNeeded();
    await expect(shown).toHaveAttribute('src', cropPath('content-manager-list', theme));
    await expect(shown).toHaveAttribute('data-zoom-src', fullPath('content-manager-list', theme));
    await expect(shown).toHaveClass(/image-zoom-sourced/, {timeout: 5000});
    const shownBox = (await shown.boundingBox())!;
    expect(shownBox.width / shownBox.height).toBeCloseTo(entry.width / entry.height, 1);

    await shown.click();
    const zoomed = page.locator('img.medium-zoom-image--opened');
    await expect(zoomed).toHaveCount(1);
    await expect(zoomed).toHaveAttribute('src', fullPath('content-manager-list', theme));
    await expect(page.locator('.medium-zoom-overlay')).toBeVisible();
    // Opened: the whole screen, at its own proportions, inside the window.
    await expect
      .poll(async () => {
        const box = (await zoomed.boundingBox())!;
        const viewport = page.viewportSize()!;
        return (
          Math.abs(box.width / box.height - entry.full!.width / entry.full!.height) < 0.02 &&
          box.x >= 0 &&
          box.y >= 0 &&
          box.x + box.width <= viewport.width + 1 &&
          box.y + box.height <= viewport.height + 1 &&
          box.width > shownBox.width
        );
      })
      .toBe(true);
    const natural = await zoomed.evaluate((image: HTMLImageElement) => image.naturalWidth);
    expect(natural).toBe(entry.full!.width * entry.pixelRatio);

    // medium-zoom ignores Escape until its opening transition has ended: press until it closes.
    await expect
      .poll(async () => {
        await page.keyboard.press('Escape');
        return page.locator('.medium-zoom-overlay').count();
      })
      .toBe(0);
    // The whole screen leaves with the zoom; the page shows its crop again.
    await expect(page.locator('img.image-zoom-full')).toHaveCount(0);
    await expect(shown).toBeVisible();
  });
}
