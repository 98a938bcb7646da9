/**
 * Image zoom on the built site (the full behaviour is in opt-in-scripts-and-image-zoom-fixture.spec.ts, on a fixture
 * with screenshots): the logo never zooms, and a page without a zoomable image never downloads
 * medium-zoom.
 */
import {expect, test} from '@playwright/test';
import {waitForHydration} from './helpers';

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
