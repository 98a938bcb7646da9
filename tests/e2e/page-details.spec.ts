/**
 * The rough edges a new visitor met in a real browser, one test each so none comes back: the "Next"
 * link of the intro pages, the navbar highlight, the Entity Service pages' layout, the dark
 * announcement bar's close button, the API launcher's method badge and path, the search button's
 * shortcut hint, the REST example boxes, the mobile menu's back links, the social card, the
 * canonical URL of a path with a trailing slash and the size of diagram text.
 */
import {expect, test, type Page} from '@playwright/test';
import {blockingAxeViolations, waitForHydration} from './helpers';

const siteUrl = process.env.SITE_URL ?? 'https://docs-next.strapi.io';

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

test.describe('the intro page of each docs instance', () => {
  for (const intro of ['/dev-docs/intro', '/user-docs/intro', '/cloud/intro']) {
    test(`${intro}: "Next" leads to another page, or is absent`, async ({page}) => {
      await open(page, intro);
      const next = page.locator('.pagination-nav__link--next');
      // The user guide may hold a single page for now: no "Next" is right then, itself never is.
      if ((await next.count()) === 0) {
        const hrefs = await page
          .locator('.theme-doc-sidebar-menu a[href]')
          .evaluateAll((links) => new Set(links.map((link) => link.getAttribute('href'))).size);
        expect(hrefs).toBe(1);
        return;
      }
      const href = await next.getAttribute('href');
      expect(href).not.toBe(intro);
      await next.click();
      await expect(page).not.toHaveURL(new RegExp(`${intro}$`));
      await expect(page.locator('article h1').first()).toBeVisible();
    });
  }
});

test.describe('navbar highlight', () => {
  const cases = [
    {path: '/dev-docs/intro', active: ['Developer Docs']},
    {path: '/dev-docs/api/rest/parameters', active: ['Developer Docs']},
    {path: '/dev-docs/quick-start', active: ['Quick Start Guide']},
    {path: '/user-docs/intro', active: ['User Guide']},
    {path: '/cloud/intro', active: ['Cloud Documentation']},
  ];
  for (const {path, active} of cases) {
    test(`${path} highlights only ${active.join(', ')}`, async ({page}) => {
      await open(page, path);
      await expect(page.locator('.navbar .navbar__link--active')).toHaveText(active);
    });
  }
});

test.describe('Entity Service pages', () => {
  const pages = [
    '/dev-docs/api/entity-service',
    '/dev-docs/api/entity-service/crud',
    '/dev-docs/api/entity-service/filter',
    '/dev-docs/api/entity-service/populate',
    '/dev-docs/api/entity-service/order-pagination',
    '/dev-docs/api/entity-service/components-dynamic-zones',
  ];
  for (const path of pages) {
    test(`${path} has the sidebar, breadcrumbs and pagination of a doc page`, async ({page}) => {
      await open(page, path);
      const sidebar = page.locator('.theme-doc-sidebar-container');
      await expect(sidebar).toBeVisible();
      await expect(sidebar.locator('.menu__link--active').last()).toHaveAttribute('href', path);
      await expect(page.locator('nav.theme-doc-breadcrumbs')).toContainText('Deprecated');
      await expect(page.locator('nav.pagination-nav')).toBeVisible();
      // Same column as any other doc page of the docs instance.
      const articleLeft = await page
        .locator('article')
        .evaluate((a) => a.getBoundingClientRect().x);
      await open(page, '/dev-docs/api/document-service');
      const referenceLeft = await page
        .locator('article')
        .evaluate((a) => a.getBoundingClientRect().x);
      expect(Math.abs(articleLeft - referenceLeft)).toBeLessThan(2);
    });
  }
});

/** An opaque sRGB colour, channels 0–255. */
type Rgb = [number, number, number];

/** WCAG contrast ratio of two opaque sRGB colours. */
function contrastRatio(a: Rgb, b: Rgb): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = ([r, g, bl]: Rgb) =>
    0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(bl);
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

for (const theme of ['light', 'dark'] as const) {
  test(`the announcement bar's close button has at least 3:1 contrast in ${theme} mode`, async ({
    page,
  }) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await open(page, '/dev-docs/intro');
    const colours = await page.locator('.theme-announcement-bar').evaluate((bar) => {
      const button = bar.querySelector('button')!;
      const rgba = (value: string) => {
        const [r = 0, g = 0, b = 0, a = 1] = (value.match(/[\d.]+/g) ?? []).map(Number);
        return {rgb: [r, g, b], alpha: a};
      };
      const stroke = rgba(getComputedStyle(button).color);
      const opacity = Number(getComputedStyle(button).opacity) * stroke.alpha;
      const background = rgba(getComputedStyle(bar).backgroundColor).rgb;
      // The icon as painted: its colour blended over the bar at the button's opacity.
      const painted = stroke.rgb.map(
        (value, i) => value * opacity + background[i]! * (1 - opacity),
      );
      return {painted, background};
    });
    expect(contrastRatio(colours.painted as Rgb, colours.background as Rgb)).toBeGreaterThanOrEqual(
      3,
    );
  });
}

test.describe('API operation page', () => {
  for (const width of [1000, 1280]) {
    test(`at ${width} px the launcher's method stays whole and the path breaks only at slashes`, async ({
      page,
    }) => {
      await page.setViewportSize({width, height: 900});
      await open(page, '/openapi/content-api/list-restaurants');
      const launcher = page.locator('section[aria-label="Request panel"]');
      // Every text piece (the method, and each path segment between slashes) sits on one line.
      const lineCounts = await launcher
        .locator('p')
        .first()
        .evaluate((endpoint) => {
          const walker = document.createTreeWalker(endpoint, NodeFilter.SHOW_TEXT);
          const counts: Record<string, number> = {};
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (!node.textContent?.trim()) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            counts[node.textContent] = new Set(
              Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)),
            ).size;
          }
          return counts;
        });
      expect(lineCounts.GET).toBe(1);
      expect(Object.keys(lineCounts).join('')).toContain('/api/restaurants');
      for (const [text, lines] of Object.entries(lineCounts)) expect(lines, text).toBe(1);
    });
  }
});

test.describe('search button', () => {
  for (const width of [997, 1100, 1280, 1440, 1600]) {
    // From 1200 px the button says what it does; below, the icon and the shortcut hint.
    const showsLabel = width >= 1200;
    test(`at ${width} px it shows ${showsLabel ? 'its label' : 'the shortcut hint'} and the navbar fits on one line`, async ({
      page,
    }) => {
      await page.setViewportSize({width, height: 800});
      await open(page, '/dev-docs/intro');
      const button = page.locator('.navbar').getByRole('button', {name: 'Ask AI & Search Docs'});
      if (showsLabel) {
        await expect(button.getByText('Ask AI & Search Docs')).toBeVisible();
      } else {
        await expect(button.locator('kbd')).toBeVisible();
        await expect(button.locator('kbd')).toHaveText(/^(Ctrl K|⌘K)$/);
      }
      const layout = await page.locator('.navbar__inner').evaluate((inner) => {
        const boxes = Array.from(
          inner.querySelectorAll<HTMLElement>('.navbar__brand, .navbar__item'),
        )
          .filter((element) => element.getClientRects().length > 0)
          .map((element) => element.getBoundingClientRect())
          .sort((a, b) => a.left - b.left);
        let overlap = 0;
        for (let i = 1; i < boxes.length; i += 1) {
          overlap = Math.max(overlap, boxes[i - 1]!.right - boxes[i]!.left);
        }
        const tallest = Math.max(...boxes.map((box) => box.height));
        return {overlap, tallest, right: Math.max(...boxes.map((box) => box.right))};
      });
      expect(layout.overlap).toBeLessThanOrEqual(0.5);
      // One line of text per item: no label wraps onto a second line.
      expect(layout.tallest).toBeLessThan(44);
      expect(layout.right).toBeLessThanOrEqual(width);
    });
  }
});

test('REST examples read without sideways scrolling at 1280 px', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  for (const path of ['/dev-docs/api/rest/relations', '/dev-docs/api/rest/sort-pagination']) {
    await open(page, path);
    const boxes = page.locator(
      'section[aria-label="Example request"], section[aria-label="Example response"]',
    );
    expect(await boxes.count()).toBeGreaterThan(1);
    const report = await boxes.evaluateAll((sections) =>
      sections.map((section) => {
        const scrollers = Array.from(
          section.querySelectorAll<HTMLElement>('pre, code, div'),
        ).filter((element) => element.scrollWidth > element.clientWidth + 1);
        const content = Array.from(section.children).reduce(
          (sum, child) => sum + child.getBoundingClientRect().height,
          0,
        );
        return {
          overflowing: scrollers.length,
          emptySpace: section.getBoundingClientRect().height - content,
        };
      }),
    );
    for (const box of report) {
      expect(box.overflowing).toBe(0);
      // The box is as tall as what it holds: not stretched over empty space.
      // (the last code block's margin, below the body, and the borders: about 12 px).
      expect(box.emptySpace).toBeLessThan(16);
    }
  }
});

test('the mobile menu shows one way back on a REST page', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await open(page, '/dev-docs/api/rest/parameters');
  await page.getByRole('button', {name: /toggle navigation bar/i}).click();
  const panel = page.locator('.navbar-sidebar');
  await expect(panel.getByText('Back to main menu')).toBeVisible();
  await expect(panel.getByRole('link', {name: /Back to Dev Docs/})).toBeHidden();
  const backs = await panel
    .locator('a, button')
    .evaluateAll(
      (elements) =>
        elements.filter(
          (element) =>
            /back/i.test(element.textContent ?? '') && element.getClientRects().length > 0,
        ).length,
    );
  expect(backs).toBe(1);
});

test('the social card behind og:image is a 1200 × 630 PNG', async ({page, request}) => {
  await open(page, '/dev-docs/intro');
  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(image).toBe(`${siteUrl}/img/social-card.png`);
  const response = await request.get(new URL(image!).pathname);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('image/png');
  const png = await response.body();
  // IHDR: width and height are the big-endian words at bytes 16 and 20.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
});

test('a path with a trailing slash names the slash-less URL canonical', async ({page}) => {
  for (const variant of ['/dev-docs/intro/', '/dev-docs/intro', '/dev-docs/intro/index.html']) {
    await open(page, variant);
    const canonical = page.locator('link[rel="canonical"]');
    await expect(canonical).toHaveCount(1);
    await expect(canonical).toHaveAttribute('href', `${siteUrl}/dev-docs/intro`);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
      'content',
      `${siteUrl}/dev-docs/intro`,
    );
  }
});

for (const theme of ['light', 'dark'] as const) {
  test(`diagram text is at least 14 px in ${theme} mode, and axe stays clean`, async ({
    browser,
  }) => {
    const context = await browser.newContext({viewport: {width: 1280, height: 900}});
    await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
    const page = await context.newPage();
    // A sequence diagram wider than the column, and flowcharts.
    for (const path of ['/dev-docs/integrations', '/dev-docs/backend-customization/examples']) {
      await open(page, path);
      await expect(page.locator('.docusaurus-mermaid-container svg').first()).toBeVisible();
      const smallest = await page.locator('.docusaurus-mermaid-container svg').evaluateAll((svgs) =>
        Math.min(
          ...svgs.flatMap((svg) => {
            const scale =
              svg.getBoundingClientRect().width / (svg as SVGSVGElement).viewBox.baseVal.width;
            return Array.from(svg.querySelectorAll('text, .nodeLabel, .edgeLabel p'))
              .filter((label) => label.textContent?.trim() && label.getClientRects().length > 0)
              .map((label) => parseFloat(getComputedStyle(label).fontSize) * scale);
          }),
        ),
      );
      // To a tenth of a pixel: a 14 px label scaled by 0.99999 is 14 px on screen.
      expect(Math.round(smallest * 10) / 10).toBeGreaterThanOrEqual(14);
      expect(await blockingAxeViolations(page)).toEqual([]);
    }
    await context.close();
  });
}

for (const theme of ['light', 'dark'] as const) {
  // The API operation page's audit, in both modes, is in openapi-reference.spec.ts.
  test(`an Entity Service page passes axe in ${theme} mode`, async ({browser}) => {
    const context = await browser.newContext();
    await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
    const page = await context.newPage();
    await open(page, '/dev-docs/api/entity-service/crud');
    expect(await blockingAxeViolations(page)).toEqual([]);
    await context.close();
  });
}

test('an API operation page has its parameters, request body and responses in the static HTML', async ({
  request,
}) => {
  for (const path of [
    '/openapi/content-api/list-restaurants',
    '/openapi/content-api/create-restaurant',
  ]) {
    const html = await (await request.get(path)).text();
    // The main column: everything before the right-hand request panel.
    const main = html.slice(0, html.indexOf('openapi-right-panel__container'));
    expect(main, path).not.toContain('openapi-skeleton');
    expect(main, path).toMatch(/Parameters<\/h3>|Body<\/|Request Body/i);
    expect(main, path).toContain('Responses');
    expect(main, path).toMatch(/openapi-markdown__details/);
    // The theme's stylesheet is linked from the start, not brought in later by the JavaScript.
    expect(html.slice(0, html.indexOf('</head>')), path).toMatch(
      /<link rel="stylesheet" href="\/assets\/css\/(?!styles\.)[^"]+\.css">/,
    );
  }
  const list = await (await request.get('/openapi/content-api/list-restaurants')).text();
  for (const parameter of ['filters', 'populate', 'fields', 'sort', 'pagination']) {
    expect(list).toContain(`>${parameter}<`);
  }
});

test('moving between doc pages never requests a chunk the page already loaded', async ({page}) => {
  // A chunk may be prefetched, then run as a script: what must not happen is a request for a
  // chunk after it was loaded as a script (a 304 per chunk per navigation on a real host).
  const loaded = new Set<string>();
  const requestedAgain: string[] = [];
  let requests = 0;
  page.on('request', (request) => {
    if (!new URL(request.url()).pathname.endsWith('.js')) return;
    requests += 1;
    if (loaded.has(request.url())) requestedAgain.push(request.url());
    if (request.resourceType() === 'script') loaded.add(request.url());
  });
  await open(page, '/dev-docs/intro');
  await page.waitForLoadState('networkidle');
  for (const target of ['/dev-docs/quick-start', '/dev-docs/intro', '/dev-docs/faq']) {
    await page.locator(`.theme-doc-sidebar-menu a[href="${target}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await page.waitForLoadState('networkidle');
  }
  expect(requests).toBeGreaterThan(2);
  expect([...new Set(requestedAgain)]).toEqual([]);
});

test('a link on screen has its page chunks fetched ahead, so following it requests no new script', async ({
  page,
}) => {
  // Docusaurus prefetches the chunks of every route a visible link points to (through
  // plugins/prefetch-once, which looks them up in an index): by the time the reader clicks,
  // every file the next page needs was requested.
  const requested = new Set<string>();
  const newAfterClick: string[] = [];
  let clicked = false;
  page.on('request', (request) => {
    if (!new URL(request.url()).pathname.endsWith('.js')) return;
    if (clicked && !requested.has(request.url())) newAfterClick.push(request.url());
    requested.add(request.url());
  });
  await open(page, '/dev-docs/intro');
  await page.waitForLoadState('networkidle');
  const before = requested.size;
  clicked = true;
  await page.locator('.theme-doc-sidebar-menu a[href="/dev-docs/quick-start"]').first().click();
  await expect(page).toHaveURL(/\/dev-docs\/quick-start$/);
  await expect(page.locator('article h1')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(before).toBeGreaterThan(2);
  expect(newAfterClick).toEqual([]);
});
