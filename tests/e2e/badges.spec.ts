/**
 * Badges from the `applicability` front matter (plugins/lib/applicability.ts): under the page
 * title (above the "Checked against" line), after the page's label in the sidebar, beside the page
 * on its tag pages; and the "Last updated" date from git at the foot of every doc page.
 */
import {execFileSync} from 'node:child_process';
import {expect, test, type Page} from '@playwright/test';
import {blockingAxeViolations, waitForHydration} from './helpers';

const page = '/user-docs/releases/introduction';
const expected = ['Enterprise', 'Cloud Team'];

async function open(target: Page, route: string) {
  await target.goto(route);
  await waitForHydration(target);
}

test('a page with applicability shows its badges under the title, before the checked-facts line', async ({
  page: tab,
}) => {
  await open(tab, page);
  const row = tab.getByRole('note', {name: 'Applies to'});
  await expect(row.getByRole('listitem')).toHaveText(expected);
  const title = await tab.locator('article h1').boundingBox();
  const badges = await row.boundingBox();
  expect(badges!.y).toBeGreaterThanOrEqual(title!.y + title!.height - 1);
  // The row sits between the title and the "Checked against Strapi 5.0.0" line, neither overlapping.
  const facts = tab.getByText(/^Checked against Strapi 5\.0\.0:/);
  if ((await facts.count()) > 0) {
    const line = await facts.boundingBox();
    expect(line!.y).toBeGreaterThanOrEqual(badges!.y + badges!.height);
  }
  // A page without applicability has no row.
  await open(tab, '/user-docs/intro');
  await expect(tab.getByRole('note', {name: 'Applies to'})).toHaveCount(0);
  await expect(tab.locator('article h1')).toBeVisible();
});

test('the sidebar shows the badges after the page label, and a plain page without', async ({
  page: tab,
}) => {
  await open(tab, page);
  const sidebar = tab.locator('.theme-doc-sidebar-container');
  const link = sidebar.locator(`.theme-doc-sidebar-item-link a[href="${page}"]`);
  await expect(link.locator('[data-applicability] > span')).toHaveText(expected);
  const label = await link.boundingBox();
  const pills = await link.locator('[data-applicability]').boundingBox();
  // Inside the link, not spilling over the sidebar's edge.
  expect(pills!.x + pills!.width).toBeLessThanOrEqual(label!.x + label!.width + 1);
  const intro = sidebar.locator('.theme-doc-sidebar-item-link a[href="/user-docs/intro"]');
  await expect(intro.locator('[data-applicability]')).toHaveCount(0);
});

test('on a phone the badges stay in the column and the drawer', async ({page: tab}) => {
  await tab.setViewportSize({width: 390, height: 844});
  await open(tab, page);
  const row = tab.getByRole('note', {name: 'Applies to'});
  await expect(row.getByRole('listitem')).toHaveText(expected);
  const box = await row.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await tab.getByRole('button', {name: 'Toggle navigation bar'}).click();
  const link = tab.locator(`.navbar-sidebar .theme-doc-sidebar-item-link a[href="${page}"]`);
  await expect(link.locator('[data-applicability] > span')).toHaveText(expected);
  const item = await link.boundingBox();
  expect(item!.x + item!.width).toBeLessThanOrEqual(390);
});

test('a tag page shows the badges beside the page carrying them', async ({page: tab}) => {
  await open(tab, '/tags/releases-feature');
  const entry = tab.locator('li', {has: tab.locator(`a[href="${page}"]`)});
  await expect(entry.locator('[data-applicability] > span')).toHaveText(expected);
});

test('a doc page shows the date of its last commit', async ({page: tab}) => {
  await open(tab, '/dev-docs/intro');
  const time = tab.locator('.theme-last-updated time');
  await expect(time).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
  // The page file's last commit, as git tells it (seconds since the epoch).
  const committed = execFileSync(
    'git',
    ['log', '-1', '--format=%ct', '--', 'docs/dev-docs/intro.mdx'],
    {
      encoding: 'utf8',
    },
  ).trim();
  const shown = new Date((await time.getAttribute('datetime'))!);
  expect(shown.getTime()).toBe(Number(committed) * 1000);
});

for (const theme of ['light', 'dark'] as const) {
  test(`badges under the title, in the sidebar and on a tag page have no serious axe violation (${theme})`, async ({
    browser,
  }) => {
    const context = await browser.newContext();
    await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
    const tab = await context.newPage();
    for (const route of [page, '/tags/releases-feature']) {
      await open(tab, route);
      expect(await blockingAxeViolations(tab), route).toEqual([]);
    }
    await context.close();
  });
}
