/**
 * Accessibility audit (axe) of the landing page and doc pages, in light and dark mode:
 * no serious or critical violation.
 */
import {expect, test} from '@playwright/test';
import {blockingAxeViolations, waitForHydration} from './helpers';

const pages = [
  '/',
  '/dev-docs/intro',
  '/dev-docs/api/rest',
  '/dev-docs/migration/v4-to-v5/breaking-changes/vite',
];

for (const theme of ['light', 'dark'] as const) {
  for (const pagePath of pages) {
    test(`${pagePath} in ${theme} mode has no serious or critical axe violation`, async ({
      browser,
    }) => {
      // AxeBuilder needs a page from an explicit context.
      const context = await browser.newContext();
      await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
      const page = await context.newPage();
      await page.goto(pagePath);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const blocking = await blockingAxeViolations(page);
      expect(blocking).toEqual([]);
      await context.close();
    });
  }
}
