/**
 * Accessibility audit (axe) of the site-wide pages and controls, in light and dark mode: the page
 * controls of a doc page, /tags, a tag page and /status have no serious or critical violation.
 */
import {expect, test} from '@playwright/test';
import {blockingAxeViolations, waitForHydration} from './helpers';

const targets = [
  {path: '/dev-docs/api/rest/sort-pagination', include: '[data-page-actions]'},
  {path: '/tags', include: 'main'},
  {path: '/tags/rest-api', include: 'main'},
  {path: '/status', include: 'main'},
];

for (const theme of ['light', 'dark'] as const) {
  for (const target of targets) {
    test(`${target.path} (${target.include}) in ${theme} mode has no serious or critical axe violation`, async ({
      browser,
    }) => {
      const context = await browser.newContext();
      await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
      const page = await context.newPage();
      await page.goto(target.path);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const blocking = await blockingAxeViolations(page, target.include);
      expect(blocking).toEqual([]);
      await context.close();
    });
  }
}
