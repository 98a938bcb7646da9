/**
 * What a reader sees when a page fails or is slow to load, or crashes, whether Docusaurus
 * provides the behaviour or we do:
 * - a page chunk that fails while navigating: a warning is logged and the whole window reloads;
 * - a page chunk that fails on a page opened by its file address (`/x/index.html`, which static
 *   hosts serve as it is): Docusaurus preloads the routes of that address before rendering, which
 *   do not include the page itself, so the page loads as it renders: the red box with the error
 *   text and **Retry**, which loads the page once the chunk is back;
 * - a slow chunk: the centred spinner after 200 ms on such a page, the progress bar after 200 ms
 *   on a route change (a controlled clock: nothing before 200 ms, the spinner or bar at 200 ms);
 * - a rendering crash: "This page crashed." with **Try again** and the chain of error messages
 *   (a page of the fixture site that throws in the browser), and a navbar item that fails to
 *   render, named in that chain (a custom item of the fixture);
 * - a misconfigured `baseUrl`: the red banner, when the build is served below another path.
 * The real build is served with its own headers (./headers-server.ts), so these states also hold
 * under the site's Content-Security-Policy. Chunks are held or refused with request interception.
 */
import path from 'node:path';
import {expect, test, type Browser, type Page} from '@playwright/test';

import {startHeadersServer, type HeadersServer} from './headers-server';
import {waitForHydration} from './helpers';
import {sitewideFixtureBuild, stubExternalHosts} from './sitewide-fixture';

const buildDir = path.resolve(__dirname, '../../build');
/** A doc page that links to the target in its content and sidebar. */
const sourcePath = '/dev-docs/intro';
const targetPath = '/dev-docs/quick-start';
const targetHeading = 'Quick Start Guide';

let site: HeadersServer;
/** The JavaScript chunks the target page executes and the source page does not: its own. */
let targetChunks: Set<string>;

/** URLs of the scripts a fresh page executes when it opens `pagePath` (prefetches excluded). */
async function scriptsOf(browser: Browser, pagePath: string): Promise<Set<string>> {
  const page = await browser.newPage();
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(request.url());
  });
  await page.goto(`${site.origin}${pagePath}`);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await page.close();
  return scripts;
}

test.beforeAll(async ({browser}) => {
  site = await startHeadersServer(buildDir);
  const sourceScripts = await scriptsOf(browser, sourcePath);
  const targetScripts = await scriptsOf(browser, targetPath);
  targetChunks = new Set([...targetScripts].filter((url) => !sourceScripts.has(url)));
});
test.afterAll(async () => {
  await site.close();
});

/** Refuses, holds or lets through the target page's chunks. */
async function controlTargetChunks(page: Page) {
  let mode: 'refuse' | 'hold' | 'pass' = 'pass';
  const held: Array<() => void> = [];
  await page.route(
    (url) => targetChunks.has(url.href),
    async (route) => {
      if (mode === 'refuse') return route.abort('failed');
      if (mode === 'hold') await new Promise<void>((resolve) => held.push(resolve));
      return route.continue();
    },
  );
  return {
    refuse: () => (mode = 'refuse'),
    hold: () => (mode = 'hold'),
    pass: () => {
      mode = 'pass';
      for (const release of held.splice(0)) release();
    },
  };
}

/** Starts the page's clock paused, so the test decides when time passes. */
async function pauseClock(page: Page): Promise<void> {
  const start = new Date('2025-01-01T00:00:00Z');
  await page.clock.install({time: start});
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}

/**
 * Advances the paused clock 1 ms at a time until React has hydrated (it waits for an animation
 * frame on the way) and returns how far it advanced. After each step, a message through a
 * MessageChannel lets the work React queued that way run first.
 */
async function advanceUntilHydrated(page: Page): Promise<number> {
  for (let advanced = 0; advanced < 100; advanced += 1) {
    const hydrated = await page.evaluate(async () => {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
      return document.documentElement.getAttribute('data-has-hydrated') === 'true';
    });
    if (hydrated) return advanced;
    await page.clock.runFor(1);
  }
  throw new Error('React did not hydrate within 100 ms of page time.');
}

test('a page chunk that fails while navigating logs a warning and reloads the whole window', async ({
  page,
}) => {
  expect(targetChunks.size).toBeGreaterThan(0);
  const chunks = await controlTargetChunks(page);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  // The reload asks for the target's document: from then on its chunks load again.
  const documentRequests: string[] = [];
  await page.route(`${site.origin}${targetPath}`, (route) => {
    documentRequests.push(route.request().url());
    chunks.pass();
    return route.continue();
  });
  await page.goto(`${site.origin}${sourcePath}`);
  await waitForHydration(page);
  await page.evaluate(() => ((window as {beforeReload?: boolean}).beforeReload = true));
  chunks.refuse();

  await page.getByRole('link', {name: targetHeading, exact: true}).first().click();
  await expect(page.getByRole('heading', {level: 1, name: targetHeading})).toBeVisible();
  await waitForHydration(page);
  expect(warnings.some((warning) => /Loading chunk .+ failed/.test(warning))).toBe(true);
  expect(documentRequests).toEqual([`${site.origin}${targetPath}`]);
  expect(await page.evaluate(() => (window as {beforeReload?: boolean}).beforeReload)).toBe(
    undefined,
  );
});

test('a page chunk that fails on its file address shows the error and Retry, which loads the page', async ({
  page,
}) => {
  const chunks = await controlTargetChunks(page);
  chunks.refuse();
  await page.goto(`${site.origin}${targetPath}/index.html`);
  const retry = page.getByRole('button', {name: 'Retry'});
  await expect(retry).toBeVisible();
  const errorBox = retry.locator('xpath=../..');
  await expect(errorBox).toContainText(/ChunkLoadError: Loading chunk .+ failed/);
  expect(await errorBox.evaluate((box) => getComputedStyle(box).backgroundColor)).toBe(
    'rgb(250, 56, 62)',
  );
  await expect(page.getByRole('heading', {level: 1, name: targetHeading})).toHaveCount(0);

  chunks.pass();
  await retry.click();
  await expect(page.getByRole('heading', {level: 1, name: targetHeading})).toBeVisible();
  await expect(retry).toHaveCount(0);
});

test('a slow page chunk shows the centred spinner after 200 ms, until the page loads', async ({
  page,
}) => {
  await pauseClock(page);
  const chunks = await controlTargetChunks(page);
  chunks.hold();
  // The held chunk delays the load event.
  await page.goto(`${site.origin}${targetPath}/index.html`, {waitUntil: 'domcontentloaded'});
  // The page's loader starts its 200 ms no earlier than the clock's start, and no later than
  // hydration: so no spinner at 199 ms, and a spinner 200 ms after hydration.
  const hydratedAt = await advanceUntilHydrated(page);
  const spinner = page.locator('svg#loader');
  const heading = page.getByRole('heading', {level: 1, name: targetHeading});
  await expect(heading).toHaveCount(0);
  await expect(spinner).toHaveCount(0);
  await page.clock.runFor(199 - hydratedAt);
  await expect(spinner).toHaveCount(0);
  await page.clock.runFor(hydratedAt + 1);
  await expect(spinner).toBeVisible();
  // Centred in the space the page would take (the content column, beside the sidebar).
  const offCentre = await spinner.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const space = element.parentElement!.getBoundingClientRect();
    return box.left + box.width / 2 - (space.left + space.width / 2);
  });
  expect(Math.abs(offCentre)).toBeLessThan(1);

  chunks.pass();
  await page.clock.resume();
  await expect(heading).toBeVisible();
  await expect(spinner).toHaveCount(0);
});

test('a slow route change shows the progress bar after 200 ms, until the page loads', async ({
  page,
}) => {
  await pauseClock(page);
  const chunks = await controlTargetChunks(page);
  await page.goto(`${site.origin}${sourcePath}`);
  await advanceUntilHydrated(page);
  chunks.hold();
  await page.getByRole('link', {name: targetHeading, exact: true}).first().click();
  const progressBar = page.locator('#nprogress .bar');
  const heading = page.getByRole('heading', {level: 1, name: targetHeading});
  await expect(progressBar).toHaveCount(0);
  await page.clock.runFor(199);
  await expect(progressBar).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(progressBar).toBeVisible();
  await expect(heading).toHaveCount(0);

  chunks.pass();
  await page.clock.resume();
  await expect(heading).toBeVisible();
  // The bar completes, then fades out.
  await expect(progressBar).toHaveCount(0);
});

test('a misconfigured baseUrl shows the red banner with the suggested base URL', async ({page}) => {
  const misplaced = await startHeadersServer(buildDir, {mountPath: '/docs/'});
  try {
    await page.goto(`${misplaced.origin}/docs/`);
    const banner = page.locator('#__docusaurus-base-url-issue-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Your Docusaurus site did not load properly.');
    await expect(banner).toContainText('Current configured baseUrl = / (default value)');
    await expect(banner).toContainText('We suggest trying baseUrl = /docs/');
    expect(await banner.evaluate((element) => getComputedStyle(element).borderTopColor)).toBe(
      'rgb(255, 0, 0)',
    );
  } finally {
    await misplaced.close();
  }
  // Served where it was built for, the site shows no banner.
  await page.goto(`${site.origin}/`);
  await waitForHydration(page);
  await expect(page.locator('#__docusaurus-base-url-issue-banner')).toHaveCount(0);
});

test.describe('a rendering crash', () => {
  let fixture: HeadersServer;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    fixture = await startHeadersServer(sitewideFixtureBuild());
  });
  test.afterAll(async () => {
    await fixture.close();
  });

  test('shows "This page crashed." with Try again and the chain of causes; Try again renders again', async ({
    page,
  }) => {
    await stubExternalHosts(page, fixture.origin);
    await page.goto(`${fixture.origin}/crash`);
    const crashed = page.getByRole('heading', {level: 1, name: 'This page crashed.'});
    await expect(crashed).toBeVisible();
    await expect(page.locator('main')).toContainText(
      'The release widget could not render.\n\nCause:\nIts data has no "version" field.\n\nCause:\nThe data file answered 503.',
      {useInnerText: true},
    );
    // The site's frame stays: the reader can still go elsewhere.
    await expect(page.getByRole('navigation', {name: 'Main'})).toBeVisible();

    await page.evaluate(() => ((window as {crashFixtureFixed?: boolean}).crashFixtureFixed = true));
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByText('The widget rendered in the browser.')).toBeVisible();
    await expect(crashed).toHaveCount(0);
  });

  test('a navbar item that fails to render is named in the error, with its cause', async ({
    page,
  }) => {
    await stubExternalHosts(page, fixture.origin);
    await page.addInitScript(() => {
      (window as {crashFixtureNavbarItem?: boolean}).crashFixtureNavbarItem = true;
    });
    await page.goto(`${fixture.origin}/docs/zoom`);
    // The navbar is outside the page's own error boundary: the site-wide one catches it.
    await expect(page.getByRole('heading', {level: 1, name: 'This page crashed'})).toBeVisible();
    await expect(page.getByRole('button', {name: 'Try again'})).toBeVisible();
    const message = page.locator('p', {hasText: 'A theme navbar item failed to render.'});
    await expect(message).toContainText(
      'Please double-check the following navbar item (themeConfig.navbar.items) of your Docusaurus config:',
    );
    await expect(message).toContainText('"type": "custom-fixtureStatus"');
    await expect(message).toContainText('"label": "Status: fine"');
    await expect(message).toContainText(
      'Cause:\nThe status feed of this navbar item is unreachable.',
      {useInnerText: true},
    );
  });
});
