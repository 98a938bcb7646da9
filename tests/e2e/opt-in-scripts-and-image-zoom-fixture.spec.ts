/**
 * The opt-in scripts with their variables set, and the image zoom, in a browser, on a small
 * fixture site (tests/fixtures/sitewide-site, built by ./sitewide-fixture.ts with HEATMAP_SITE_ID,
 * GTM_CONTAINER_ID and VISUAL_EFFECTS set): no second full build of the documentation is needed.
 * The fixture uses the site's real plugins and scripts. It is served from its build directory
 * through request interception; vendor requests are answered with an empty script, never sent to
 * the network.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type BrowserContext, type Page} from '@playwright/test';

import {builtFile as builtFileOf} from './headers-server';
import {sitewideFixtureBuild, vendorHosts} from './sitewide-fixture';

const origin = 'http://fixture.test';

let outDir = '';

test.describe.configure({mode: 'serial'});

test.beforeAll(() => {
  test.setTimeout(180_000);
  outDir = sitewideFixtureBuild();
});

function builtFile(pathname: string): string | null {
  return builtFileOf(outDir, pathname);
}

/** Serves the fixture build, answers vendor requests with an empty script, refuses anything else. */
async function serveFixture(context: BrowserContext): Promise<URL[]> {
  const requests: URL[] = [];
  await context.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    requests.push(url);
    if (url.origin === origin) {
      const file = builtFile(url.pathname);
      await (file
        ? route.fulfill({path: file})
        : route.fulfill({status: 404, path: path.join(outDir, '404.html')}));
    } else if (vendorHosts.includes(url.host)) {
      await route.fulfill({status: 200, contentType: 'application/javascript', body: ''});
    } else {
      await route.abort();
    }
  });
  return requests;
}

async function openFixture(page: Page, pathname: string): Promise<URL[]> {
  const requests = await serveFixture(page.context());
  await page.goto(`${origin}${pathname}`);
  await page.waitForFunction(
    () => document.documentElement.getAttribute('data-has-hydrated') === 'true',
  );
  return requests;
}

test.describe('opt-in scripts with their variables set', () => {
  test('each matching tag is in the HTML, and the loaders contact only their vendor', async ({
    page,
  }) => {
    const html = readFileSync(path.join(outDir, 'docs/zoom/index.html'), 'utf8');
    expect(html).toMatch(
      /<script src="?\/js\/heatmap\.js"? data-site-id="?1234567"? defer(?:="?defer"?)?>/,
    );
    expect(html).toMatch(
      /<script src="?\/js\/tag-manager\.js"? data-container-id="?GTM-TEST123"? async(?:="?async"?)?>/,
    );
    expect(html).toMatch(/<script src="?\/js\/visual-effects\.js"? defer(?:="?defer"?)?>/);
    expect(html).toContain('https://www.googletagmanager.com/ns.html?id=GTM-TEST123');

    const requests = await openFixture(page, '/docs/zoom');
    await page.waitForLoadState('networkidle');
    const urls = requests.map((url) => url.href);
    for (const script of ['heatmap.js', 'tag-manager.js', 'visual-effects.js'])
      expect(urls).toContain(`${origin}/js/${script}`);
    expect(urls).toContain('https://static.hotjar.com/c/hotjar-1234567.js?sv=6');
    expect(urls).toContain('https://www.googletagmanager.com/gtm.js?id=GTM-TEST123');
    expect(new Set(requests.map((url) => url.host))).toEqual(
      new Set(['fixture.test', ...vendorHosts]),
    );
    expect(
      await page.evaluate(
        () => (window as unknown as {dataLayer: Array<{event?: string}>}).dataLayer[0]?.event,
      ),
    ).toBe('gtm.js');
    expect(
      await page.evaluate(
        () => (window as unknown as {_hjSettings: {hjid: number}})._hjSettings.hjid,
      ),
    ).toBe(1234567);
  });

  test('the visual effect draws behind the content, never catches a click, and stays off under reduced motion', async ({
    page,
  }) => {
    await openFixture(page, '/docs/zoom');
    const paragraph = page.locator('article p').first();
    const box = (await paragraph.boundingBox())!;
    const point = {x: box.x + 10, y: box.y + box.height / 2};
    await page.mouse.click(point.x, point.y);
    const canvas = page.locator('canvas.visual-effects-canvas');
    await expect(canvas).toHaveCount(1);
    const style = await canvas.evaluate((element) => {
      const computed = getComputedStyle(element);
      return {
        pointerEvents: computed.pointerEvents,
        zIndex: computed.zIndex,
        position: computed.position,
        hidden: element.getAttribute('aria-hidden'),
      };
    });
    expect(style).toEqual({pointerEvents: 'none', zIndex: '-1', position: 'fixed', hidden: 'true'});
    const topElement = await page.evaluate(
      ({x, y}) => document.elementFromPoint(x, y)?.tagName,
      point,
    );
    expect(topElement).not.toBe('CANVAS');

    await page.emulateMedia({reducedMotion: 'reduce'});
    await page.reload();
    await page.waitForFunction(
      () => document.documentElement.getAttribute('data-has-hydrated') === 'true',
    );
    await page.mouse.click(point.x, point.y);
    await page.waitForTimeout(200);
    await expect(canvas).toHaveCount(0);
  });
});

test.describe('image zoom', () => {
  const screenshot = 'article img[alt="Admin panel screenshot"]';
  const overlay = '.medium-zoom-overlay';

  /** Clicks the screenshot and waits until it is zoomed (medium-zoom ignores Escape and scroll while it opens). */
  async function zoomIn(page: Page): Promise<void> {
    const opened = page
      .locator(screenshot)
      .evaluate(
        (image) =>
          new Promise<void>((resolve) =>
            image.addEventListener('medium-zoom:opened', () => resolve(), {once: true}),
          ),
      );
    await page.locator(screenshot).click();
    await opened;
    await expect(page.locator(overlay)).toBeVisible();
    await expect(page.locator('.medium-zoom-image--opened')).toBeVisible();
  }

  test('attaches 1 s after load, opens on click, closes with Escape and on a 40 px scroll', async ({
    page,
  }) => {
    await openFixture(page, '/docs/zoom');
    await expect(page.locator(screenshot)).not.toHaveClass(/medium-zoom-image/);
    await expect(page.locator(screenshot)).toHaveClass(/medium-zoom-image/, {timeout: 3000});

    await zoomIn(page);
    await page.keyboard.press('Escape');
    await expect(page.locator(overlay)).toHaveCount(0);

    await zoomIn(page);
    await page.evaluate(() => window.scrollBy(0, 20));
    await page.waitForTimeout(200);
    await expect(page.locator(overlay), 'a scroll under 40 px keeps the zoom open').toBeVisible();
    await page.evaluate(() => window.scrollBy(0, 30));
    await expect(page.locator(overlay)).toHaveCount(0);
  });

  test('ignores the logo, images inside links and icons', async ({page}) => {
    await openFixture(page, '/docs/zoom');
    await expect(page.locator(screenshot)).toHaveClass(/medium-zoom-image/, {timeout: 3000});
    await expect(page.locator('article a img')).not.toHaveClass(/medium-zoom-image/);
    await expect(page.locator('article img[alt="Icon"]')).not.toHaveClass(/medium-zoom-image/);
    await expect(page.locator('.navbar__logo img')).not.toHaveClass(/medium-zoom-image/);
    await page.locator('article img[alt="Icon"]').click();
    await expect(page.locator(overlay)).toHaveCount(0);
    await page.locator('.navbar__logo img').click();
    await expect(page.locator(overlay)).toHaveCount(0);
  });

  test('attaches again 1 s after a route update', async ({page}) => {
    await openFixture(page, '/');
    await page.getByRole('link', {name: 'the zoom page'}).click();
    await expect(page).toHaveURL(/\/docs\/zoom$/);
    await expect(page.locator(screenshot)).toHaveClass(/medium-zoom-image/, {timeout: 3000});
    await zoomIn(page);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`uses the ${theme} mode background`, async ({page}) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await openFixture(page, '/docs/zoom');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.locator(screenshot)).toHaveClass(/medium-zoom-image/, {timeout: 3000});
      await zoomIn(page);
      const colours = await page.evaluate(() => {
        const probe = document.createElement('div');
        probe.style.background = 'var(--ifm-background-color)';
        document.body.append(probe);
        const expected = getComputedStyle(probe).backgroundColor;
        probe.remove();
        return {
          overlay: getComputedStyle(document.querySelector('.medium-zoom-overlay')!)
            .backgroundColor,
          expected,
        };
      });
      expect(colours.overlay).toBe(colours.expected);
    });
  }

  test('moves without animation under reduced motion', async ({page}) => {
    await page.emulateMedia({reducedMotion: 'reduce'});
    await openFixture(page, '/docs/zoom');
    await expect(page.locator(screenshot)).toHaveClass(/medium-zoom-image/, {timeout: 3000});
    await zoomIn(page);
    const opened = page.locator('.medium-zoom-image--opened');
    expect(await opened.evaluate((element) => getComputedStyle(element).transitionDuration)).toBe(
      '0.001s',
    );
    await page.keyboard.press('Escape');
    await expect(page.locator(overlay)).toHaveCount(0);
  });
});
