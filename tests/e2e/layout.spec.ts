/**
 * The page layout every page shares: navbar, colour mode, announcement bar, mobile menu, not-found
 * page, .html normalisation, edit link, skip link and table of contents.
 */
import {expect, test} from '@playwright/test';
import {collectConsoleErrors, waitForHydration} from './helpers';

test.describe('navbar', () => {
  const items = [
    {label: 'Quick Start Guide', path: '/dev-docs/quick-start'},
    {label: 'User Guide', path: '/user-docs/intro'},
    {label: 'Developer Docs', path: '/dev-docs/intro'},
    {label: 'Cloud Documentation', path: '/cloud/intro'},
  ];
  for (const item of items) {
    test(`"${item.label}" leads to ${item.path}`, async ({page}) => {
      await page.goto('/');
      await waitForHydration(page);
      await page.locator('.navbar').getByRole('link', {name: item.label, exact: true}).click();
      await expect(page).toHaveURL(new RegExp(`${item.path}$`));
      await expect(page.locator('article h1, header h1').first()).toBeVisible();
    });
  }

  test('links to GitHub, shows the version and offers the language dropdown', async ({page}) => {
    await page.goto('/dev-docs/intro');
    await waitForHydration(page);
    const navbar = page.locator('.navbar');
    await expect(navbar.getByRole('link', {name: 'GitHub repository'})).toHaveAttribute(
      'href',
      /^https:\/\/github\.com\//,
    );
    await expect(navbar.getByText('v5.0.0-rc')).toBeVisible();
    await navbar.getByRole('button', {name: /English/}).hover();
    await expect(navbar.getByRole('link', {name: 'English'})).toBeVisible();
  });

  test('hides on scroll down', async ({page}) => {
    await page.goto('/dev-docs/quick-start');
    await waitForHydration(page);
    const navbar = page.locator('nav.navbar');
    await expect(navbar).not.toHaveClass(/navbarHidden/);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(300);
    await page.mouse.wheel(0, 600);
    await expect(navbar).toHaveClass(/navbarHidden/);
  });
});

test.describe('colour mode', () => {
  test('is light by default even when the system prefers dark', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await page.goto('/dev-docs/intro');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('the switch writes `theme` to localStorage and survives a reload', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto('/dev-docs/intro');
    await waitForHydration(page);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
    await page.getByRole('button', {name: /switch between dark and light mode/i}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});

test.describe('announcement bar', () => {
  const bar = '.theme-announcement-bar';

  test('says the docs are a work in progress and links to the v4 docs', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.locator(bar)).toContainText('work in progress');
    await expect(
      page.locator(bar).getByRole('link', {name: /Strapi v4 documentation/}),
    ).toHaveAttribute('href', /docs-v4\.strapi\.io/);
  });

  test('stays dismissed after a reload', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.locator(bar).getByRole('button', {name: /close/i}).click();
    await expect(page.locator(bar)).toHaveCount(0);
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator(bar)).toHaveCount(0);
  });

  test('comes back when the bar id changes', async ({page}) => {
    // A reader who dismissed an earlier announcement (another id) sees the current one.
    await page.addInitScript(() => {
      localStorage.setItem('docusaurus.announcement.id', 'an-earlier-announcement');
      localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    });
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.locator(bar)).toBeVisible();
  });
});

test.describe('mobile', () => {
  test.use({viewport: {width: 800, height: 900}});

  test('below 996 px the menu opens and "back to main menu" returns to the navbar items', async ({
    page,
  }) => {
    await page.goto('/dev-docs/quick-start');
    await waitForHydration(page);
    await page.getByRole('button', {name: /toggle navigation bar/i}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    // On a doc page the mobile menu opens on the doc sidebar, with a way back to the main menu.
    await sidebar.getByRole('button', {name: /back to main menu/i}).click();
    await expect(sidebar.getByRole('link', {name: 'Cloud Documentation'})).toBeVisible();
    await sidebar.getByRole('link', {name: 'Cloud Documentation'}).click();
    await expect(page).toHaveURL(/\/cloud\/intro$/);
  });

  test('Escape closes the menu, and its version pill lines up with the links', async ({page}) => {
    await page.goto('/dev-docs/intro');
    await waitForHydration(page);
    await page.getByRole('button', {name: /toggle navigation bar/i}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await sidebar.getByRole('button', {name: /back to main menu/i}).click();
    // Measured in one frame: the drawer may still be sliding in.
    const offset = await sidebar.evaluate((drawer) => {
      const pill = drawer.querySelector('.navbar__version')!.getBoundingClientRect();
      const link = Array.from(drawer.querySelectorAll<HTMLElement>('a.menu__link')).find(
        (element) => element.textContent === 'User Guide',
      )!;
      // The link's text starts after its padding; the pill's box starts where that text does.
      const textStart =
        link.getBoundingClientRect().x + parseFloat(getComputedStyle(link).paddingLeft);
      return pill.x - textStart;
    });
    expect(Math.abs(offset)).toBeLessThanOrEqual(1);
    await page.keyboard.press('Escape');
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  });
});

// An unknown path at the root, and one below a docs instance (which renders the content itself).
for (const unknown of ['/no/such/page', '/dev-docs/no-such-page', '/user-docs/no/such/page']) {
  test(`${unknown} shows the not-found page, titled, with the four entry links`, async ({page}) => {
    const response = await page.goto(unknown);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page not found');
    await expect(page).toHaveTitle(/^Page not found/);
    // Search engines and link previews show it; Lighthouse's SEO audit asks for it.
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
    for (const name of [
      'Quick Start Guide',
      'User Guide',
      'Developer Docs',
      'Cloud Documentation',
    ]) {
      await expect(page.locator('main').getByRole('link', {name: new RegExp(name)})).toBeVisible();
    }
  });
}

test('an upper-case address goes to the page at its lower-case address, without a hydration error', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/DEV-DOCS/INTRO');
  await expect(page).toHaveURL(/\/dev-docs\/intro$/);
  await waitForHydration(page);
  await expect(page.locator('article h1')).toHaveText(/Developer Docs/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/dev-docs\/intro$/);
  expect(errors.filter((error) => !/404/.test(error))).toEqual([]);
});

test('paths ending in .html or /index.html show the clean page', async ({page}) => {
  for (const variant of ['/dev-docs/intro.html', '/dev-docs/intro/index.html']) {
    const errors = collectConsoleErrors(page);
    await page.goto(variant);
    await waitForHydration(page);
    await expect(page.locator('article h1')).toHaveText(/Developer Docs/);
    expect(errors).toEqual([]);
  }
});

test('each doc page has an edit link to its source file', async ({page}) => {
  await page.goto('/dev-docs/quick-start');
  await waitForHydration(page);
  const editLink = page.getByRole('link', {name: 'Contribute to this page on GitHub'});
  await expect(editLink).toBeVisible();
  await expect(editLink).toHaveAttribute(
    'href',
    /^https:\/\/github\.com\/[^/]+\/[^/]+\/edit\/main\/docs\/dev-docs\/quick-start\.mdx?$/,
  );
});

test('the skip link moves focus to the main content', async ({page}) => {
  await page.goto('/dev-docs/intro');
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: /skip to main content/i});
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  // Focus moves to the main content: the next Tab lands inside it, past the navbar and sidebar.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
  expect(
    await page.evaluate(() =>
      Boolean(document.activeElement?.closest('.navbar, .theme-doc-sidebar-container')),
    ),
  ).toBe(false);
});

test('the table of contents shows heading levels 2 and 3 only', async ({page}) => {
  await page.goto('/dev-docs/api/document-service');
  await waitForHydration(page);
  const toc = page.locator('.table-of-contents').first();
  await expect(toc.locator('a').first()).toBeVisible();
  const tocTargets = await toc
    .locator('a')
    .evaluateAll((links) =>
      links.map(
        (link) =>
          document.getElementById(decodeURIComponent(link.getAttribute('href')!.slice(1)))?.tagName,
      ),
    );
  expect(new Set(tocTargets)).toEqual(new Set(['H2', 'H3']));
});

test('the docs sidebar can be hidden', async ({page}) => {
  await page.goto('/dev-docs/intro');
  await waitForHydration(page);
  await page.getByRole('button', {name: 'Collapse sidebar', exact: true}).click();
  await expect(page.locator('.theme-doc-sidebar-menu')).toBeHidden();
  await page.getByRole('button', {name: 'Expand sidebar', exact: true}).click();
  await expect(page.locator('.theme-doc-sidebar-menu')).toBeVisible();
});

test('/home/Home leads to the landing page instead of serving a second copy', async ({page}) => {
  await page.goto('/home/Home');
  await expect(page).toHaveURL(/\/$/);
  await waitForHydration(page);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
});
