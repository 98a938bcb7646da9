/**
 * With HEATMAP_SITE_ID, GTM_CONTAINER_ID and VISUAL_EFFECTS unset (as `npm test` builds the
 * site), no page carries an opt-in script and no page requests any host but the site itself.
 * The variables-set side is in opt-in-scripts-and-image-zoom-fixture.spec.ts.
 */
import {expect, test} from '@playwright/test';
import {waitForHydration} from './helpers';

const pages = [
  '/',
  '/dev-docs/intro',
  '/dev-docs/api/rest/sort-pagination',
  '/cloud/intro',
  '/user-docs/intro',
  '/tags',
  '/status',
];

test('no page requests another host than the site, and none carries an opt-in script', async ({
  page,
  baseURL,
}) => {
  const hosts = new Set<string>();
  page.on('request', (request) => hosts.add(new URL(request.url()).host));
  for (const pagePath of pages) {
    const response = await page.goto(pagePath);
    const html = await response!.text();
    expect(html, pagePath).not.toMatch(
      /heatmap\.js|tag-manager\.js|visual-effects\.js|hotjar|googletagmanager/,
    );
    await waitForHydration(page);
    // Give delayed work (image zoom after 1 s, prefetching of links in view) time to run.
    await page.waitForTimeout(1200);
    await page.waitForLoadState('networkidle');
  }
  // Client-side navigation too: a tag chip, then the site-wide tag page.
  await page.goto('/dev-docs/api/rest/sort-pagination');
  await waitForHydration(page);
  await page.locator('article a[rel="tag"]').first().click();
  await expect(page).toHaveURL(/\/tags\/[^/]+$/);
  await page.waitForLoadState('networkidle');
  expect([...hosts]).toEqual([new URL(baseURL!).host]);
});
