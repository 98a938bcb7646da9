/**
 * Every URL of the built sitemap loads, hydrates and logs no console error.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {parseSitemap} from '../../scripts/lib/sitemap.mjs';
import {collectConsoleErrors, waitForHydration} from './helpers';

// Read at collection time so each page is its own test (and its own failure line).
const entries = parseSitemap(
  readFileSync(path.resolve(__dirname, '../../build/sitemap.xml'), 'utf8'),
);
const paths = entries.map((entry) => entry.path);

// One test per page, spread over all workers, so the sweep stays fast as the pages grow.
test.describe.configure({mode: 'parallel'});

test('the sitemap lists the site, weekly, priority 0.5, without tag pages', () => {
  expect(paths.length).toBeGreaterThan(50);
  expect(paths).toContain('/');
  expect(paths).toContain('/dev-docs/intro');
  expect(paths.filter((p) => /(^|\/)tags(\/|$)/.test(p))).toEqual([]);
  for (const entry of entries) expect(entry).toMatchObject({changefreq: 'weekly', priority: '0.5'});
});

for (const pagePath of paths) {
  test(`loads ${pagePath} without console errors`, async ({page}) => {
    const errors = collectConsoleErrors(page);
    const response = await page.goto(pagePath);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.locator('main').first()).toBeVisible();
    expect(errors).toEqual([]);
  });
}
