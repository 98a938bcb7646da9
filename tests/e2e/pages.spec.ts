/**
 * The page sweep: every URL of the built sitemap, visited once, served with exactly the headers of
 * `build/_headers` (as a host applies them). Each visit checks what a reader would meet on that
 * page: it answers 200 with a tab title, hydrates, logs no console error (hydration errors and
 * Content-Security-Policy violations included), no request fails, and at a desktop (1280×800)
 * and a phone (390×844) width no image is distorted, nothing is cut off or scrolls without a
 * cue, and diagram text is legible (./page-quality.ts).
 *
 * Every per-page check lives here, so the build's pages are loaded once per run.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {parseSitemap} from '../../scripts/lib/sitemap.mjs';
import {startHeadersServer, type HeadersServer} from './headers-server';
import {
  collectConsoleErrors,
  scrollFramesSettled,
  waitForDrawing,
  waitForHydration,
} from './helpers';
import {pageQualityDefects} from './page-quality';

const buildDir = path.resolve(__dirname, '../../build');
const entries = parseSitemap(readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8'));
const paths = entries.map((entry) => entry.path);

const desktop = {width: 1280, height: 800};
const phone = {width: 390, height: 844};

test.describe.configure({mode: 'parallel'});

test('the sitemap lists the site, weekly, priority 0.5, without tag pages', () => {
  expect(paths.length).toBeGreaterThan(50);
  expect(paths).toContain('/');
  expect(paths).toContain('/dev-docs/intro');
  expect(paths.filter((p) => /(^|\/)tags(\/|$)/.test(p))).toEqual([]);
  for (const entry of entries) expect(entry).toMatchObject({changefreq: 'weekly', priority: '0.5'});
});

// One server and one browser page per worker: a new page per test would cost more than the visit.
let server: HeadersServer;
let page: Page;
// Live arrays the page's listeners fill; each visit empties them first.
let consoleErrors: string[] = [];
const problems: string[] = [];
test.beforeAll(async ({browser}) => {
  server = await startHeadersServer(buildDir);
  page = await browser.newPage({viewport: desktop});
  // CSP violations reach the console as errors, so this catches them too.
  consoleErrors = collectConsoleErrors(page);
  page.on('requestfailed', (request) => {
    // Chunks prefetched for the links in view are cancelled when the next visit starts.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
});
test.afterAll(async () => {
  await page?.close();
  await server?.close();
});

async function visit(pagePath: string): Promise<string[]> {
  consoleErrors.length = 0;
  problems.length = 0;
  await page.setViewportSize(desktop);
  const response = await page.goto(`${server.origin}${pagePath}`);
  expect(response?.status(), pagePath).toBe(200);
  await waitForHydration(page);
  await expect(page.locator('main').first()).toBeVisible();
  await waitForDrawing(page);
  await scrollFramesSettled(page);
  const found = [...(await pageQualityDefects(page)).map((defect) => `1280 px: ${defect}`)];
  await page.setViewportSize(phone);
  await page.waitForFunction(() => window.innerWidth === 390);
  await scrollFramesSettled(page);
  found.push(...(await pageQualityDefects(page)).map((defect) => `390 px: ${defect}`));
  const title = await page.title();
  if (!title.trim()) found.push('the tab title is empty');
  return [...consoleErrors.splice(0), ...problems.splice(0), ...found];
}

for (const pagePath of paths) {
  test(`a reader sees ${pagePath} whole`, async () => {
    expect(await visit(pagePath)).toEqual([]);
  });
}
