/**
 * What main.js carries for the routes, and that pages still work with it (plugins/client-patches
 * lib/routes.cjs and lib/registry.cjs, plugins/prefetch-once bundler.ts):
 * - the tag pages are one route of the browser's route table, not one each, and every tag page
 *   still loads, hydrates and is reached by client-side navigation; a path outside the list is
 *   still the not-found page;
 * - the chunk registry names no module path, and the runtime holds no chunk name map: the
 *   prefetcher fetches that map once, after the page is up.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {collectConsoleErrors, waitForHydration} from './helpers';

const buildDir = path.join(__dirname, '..', '..', 'build');

/** The tag pages of the build: the folders of build/tags. */
function builtTagSlugs(): string[] {
  return readdirSync(path.join(buildDir, 'tags'), {withFileTypes: true})
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** The scripts a built page's HTML references, read from the build. */
function pageScripts(route: string): string {
  const html = readFileSync(path.join(buildDir, route, 'index.html'), 'utf8');
  return [...html.matchAll(/<script[^>]*\ssrc="?([^"\s>]+)/g)]
    .map((match) => readFileSync(path.join(buildDir, match[1]!), 'utf8'))
    .join('\n');
}

test('the tag pages are one route of the route table every page loads, listing every tag page', () => {
  const slugs = builtTagSlugs();
  expect(slugs.length).toBeGreaterThan(50);
  const scripts = pageScripts('dev-docs/intro');
  const patterns = [...scripts.matchAll(/"\/tags\/:leaf\(([^)]*)\)"/g)].map((match) => match[1]!);
  // The path string of the route itself, once in routes.js and once in its chunk-names key.
  expect(new Set(patterns).size).toBe(1);
  expect(patterns[0]!.split('|').sort()).toEqual(slugs);
  // No route of its own for any tag page.
  for (const slug of slugs) expect(scripts).not.toContain(`"/tags/${slug}"`);
});

test('every route module is in the registry without its module path', () => {
  const scripts = pageScripts('dev-docs/intro');
  // The first offending string, not the whole bundle, in a failure's message.
  expect(/"@site\/docs\/[^"]+\.mdx?"/.exec(scripts)?.[0]).toBeUndefined();
  expect(/"@generated\/[^"]+\.json"/.exec(scripts)?.[0]).toBeUndefined();
  expect(/\.gca=.{0,80}/.exec(scripts)?.[0]).toBeUndefined();
});

test('tag pages load and hydrate directly, and are reached from /tags without a document load', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  const slugs = builtTagSlugs();
  // The first, a middle and the last tag of the route's list.
  const sample = [slugs[0]!, slugs[Math.floor(slugs.length / 2)]!, slugs.at(-1)!];
  for (const slug of sample) {
    await page.goto(`/tags/${slug}`);
    await waitForHydration(page);
    await expect(page.locator('main header h1')).toContainText('tagged');
    await expect(page.locator('main li[data-docs-instance]').first()).toBeVisible();
  }
  await page.goto('/tags');
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, {noDocumentLoad: true}));
  const target = slugs.at(-1)!;
  await page.locator(`main a[href="/tags/${target}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/tags/${target}$`));
  await expect(page.locator('main header h1')).toContainText('tagged');
  expect(await page.evaluate(() => (window as {noDocumentLoad?: boolean}).noDocumentLoad)).toBe(
    true,
  );
  expect(errors).toEqual([]);
});

test('a path below /tags that is no tag page is the not-found page', async ({page}) => {
  const response = await page.goto('/tags/no-such-tag');
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.locator('[data-not-found-page]')).toHaveCount(1);
  await expect(page.locator('main header h1')).toHaveCount(0);
});

test('the chunk name map is fetched once, after the page is up, and prefetching uses it', async ({
  page,
}) => {
  const mapRequests: string[] = [];
  const prefetched: string[] = [];
  page.on('request', (request) => {
    const {pathname} = new URL(request.url());
    if (/\/assets\/js\/chunk-names\.[0-9a-f]{8}\.json$/.test(pathname)) mapRequests.push(pathname);
    else if (pathname.endsWith('.js') && request.resourceType() === 'other')
      prefetched.push(pathname);
  });
  const errors = collectConsoleErrors(page);
  await page.goto('/dev-docs/intro');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await page.locator('.theme-doc-sidebar-menu a[href="/dev-docs/quick-start"]').first().click();
  await expect(page).toHaveURL(/\/dev-docs\/quick-start$/);
  await page.waitForLoadState('networkidle');
  expect(mapRequests).toHaveLength(1);
  expect(prefetched.length).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});
