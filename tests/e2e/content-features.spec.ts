/**
 * Content features of the foundation: mermaid diagrams (their frame and "Expand diagram"), tables
 * wider than the column, the "Checked against Strapi 5.0.0" line, the live playground (loaded only where a
 * live block exists), custom admonitions, global MDX components and the breaking-changes index.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {collectConsoleErrors, waitForHydration} from './helpers';

test('mermaid code blocks render as SVG diagrams', async ({page}) => {
  await page.goto('/dev-docs/api/content-api');
  await waitForHydration(page);
  await expect(page.locator('.docusaurus-mermaid-container svg').first()).toBeVisible();
});

test('a live code block shows an editor with the result at the bottom, and editing updates it', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/dev-docs/api/rest/interactive-query-builder');
  await waitForHydration(page);
  const playground = page.locator('.playgroundContainer, [class*="playgroundContainer"]').first();
  await expect(playground).toBeVisible();
  const preview = playground.locator('[class*="playgroundPreview"]');
  await expect(preview).toContainText('filters');
  // The result sits below the editor.
  const editorBox = await playground.locator('[class*="playgroundEditor"]').boundingBox();
  const previewBox = await preview.boundingBox();
  expect(previewBox!.y).toBeGreaterThan(editorBox!.y);
  // Editing the code re-renders the result.
  const editor = playground
    .locator('[class*="playgroundEditor"]')
    .locator('textarea, [contenteditable]')
    .first();
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('() => <code>{qs.stringify({a: 1})}</code>');
  await expect(preview).toContainText('a=1');
  expect(errors).toEqual([]);
});

test('pages without a live code block do not load the playground', async ({page}) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text());
  });
  await page.goto('/dev-docs/api/rest');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  // react-live's provider registers this context name; it is absent unless the playground loads.
  expect(
    scripts.some((source) => source.includes('LiveProvider') || source.includes('react-live')),
  ).toBe(false);
});

test('custom admonitions render with their own style and title', async ({page}) => {
  await page.goto('/dev-docs/quick-start');
  await waitForHydration(page);
  const prerequisites = page.locator('.theme-admonition-prerequisites').first();
  await expect(prerequisites).toBeVisible();
  await expect(prerequisites).toContainText(/Prerequisites/i);
  const border = await prerequisites.evaluate(
    (element) => getComputedStyle(element).borderLeftColor,
  );
  const noteBorder = await page.evaluate(() => {
    const probe = document.createElement('div');
    probe.className = 'alert alert--secondary';
    document.body.append(probe);
    const color = getComputedStyle(probe).borderLeftColor;
    probe.remove();
    return color;
  });
  expect(border).not.toBe(noteBorder);
});

test('the breaking-changes index is generated from the pages, grouped by topic', async ({page}) => {
  await page.goto('/dev-docs/migration/v4-to-v5/breaking-changes');
  await waitForHydration(page);
  await expect(page.getByRole('heading', {level: 2, name: 'Database'})).toBeVisible();
  await expect(page.getByRole('heading', {level: 2, name: 'APIs'})).toBeVisible();
  const rows = page.locator('article table tbody tr');
  expect(await rows.count()).toBeGreaterThanOrEqual(50);
  const viteRow = rows.filter({has: page.getByRole('link', {name: /Vite/})});
  await expect(viteRow).toHaveCount(1);
  await viteRow.getByRole('link').click();
  await expect(page).toHaveURL(/breaking-changes\/vite$/);
  await expect(page.locator('[data-codemod]')).toBeVisible();
});

test('synced tabs keep the same choice across the page', async ({page}) => {
  await page.goto('/dev-docs/api/document-service/middlewares');
  await waitForHydration(page);
  const tsTabs = page.getByRole('tab', {name: 'TypeScript'});
  expect(await tsTabs.count()).toBeGreaterThan(1);
  await tsTabs.first().click();
  for (const tab of await tsTabs.all()) await expect(tab).toHaveAttribute('aria-selected', 'true');
  // The choice is remembered for the group on other pages.
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.js-ts'))).toBe('ts');
});

test('a table wider than the column scrolls in a frame that shows there is more, and says so to keyboard readers', async ({
  page,
}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/dev-docs/configurations/database');
  await waitForHydration(page);
  const frame = page
    .locator('[data-overflowing]')
    .filter({has: page.locator('table')})
    .first();
  await expect(frame).toHaveAttribute('role', 'region');
  await expect(frame).toHaveAttribute('tabindex', '0');
  const shell = frame.locator('..');
  // More to the right, nothing to the left: only the right-hand shade shows.
  await expect(shell).toHaveClass(/moreAfter/);
  await expect(shell).not.toHaveClass(/moreBefore/);
  await frame.evaluate((element) => element.scrollTo({left: element.scrollWidth}));
  await expect(shell).toHaveClass(/moreBefore/);
  await expect(shell).not.toHaveClass(/moreAfter/);
  // At 1280 px the same table (the four database clients) fits: no scroll region, out of the tab order.
  await page.setViewportSize({width: 1280, height: 800});
  const narrow = page.locator('table').first().locator('..');
  await expect(narrow).not.toHaveAttribute('data-overflowing');
  await expect(narrow).not.toHaveAttribute('tabindex');
});

test('"Expand diagram" shows the whole diagram over the window, and Escape closes it', async ({
  page,
}) => {
  await page.goto('/dev-docs/backend-customization');
  await waitForHydration(page);
  const figure = page.locator('[data-diagram-frame]').first();
  await expect(figure.locator('svg')).toBeVisible();
  await figure.getByRole('button', {name: 'Expand diagram'}).click();
  const dialog = page.getByRole('dialog', {name: 'Diagram'});
  await expect(dialog).toBeVisible();
  const svg = dialog.locator('svg');
  await expect(svg).toBeVisible();
  // The dialog spans the window, not the article's column.
  const box = (await dialog.boundingBox())!;
  expect(box.width).toBeGreaterThan(page.viewportSize()!.width - 64);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await figure.getByRole('button', {name: 'Expand diagram'}).click();
  await dialog.getByRole('button', {name: 'Close'}).click();
  await expect(dialog).toBeHidden();
});

test('a page checked against Strapi 5.0.0 says what was checked under its title, from the recorded counts', async ({
  page,
}) => {
  const recorded = JSON.parse(
    readFileSync(path.resolve(__dirname, '../../config/verified-facts.json'), 'utf8'),
  ) as {strapiVersion: string; pages: Record<string, Record<string, number>>};
  const cli = recorded.pages['docs/dev-docs/cli.md']!;
  await page.goto('/dev-docs/cli');
  await waitForHydration(page);
  const line = page
    .locator('article')
    .getByText(`Checked against Strapi ${recorded.strapiVersion}:`);
  await expect(line).toContainText(`${cli.commands} commands, ${cli.options} options`);
  // Right under the title, before the page's first paragraph.
  const titleBottom = (await page.locator('article h1').boundingBox())!;
  const lineBox = (await line.boundingBox())!;
  expect(lineBox.y).toBeGreaterThan(titleBottom.y);
  expect(lineBox.y - (titleBottom.y + titleBottom.height)).toBeLessThan(60);
  await expect(line.getByRole('link', {name: 'How the docs are checked'})).toHaveAttribute(
    'href',
    '/dev-docs/example-project#verification',
  );
  // A page no check counts has no such line.
  expect(recorded.pages['docs/dev-docs/community.md']).toBeUndefined();
  await page.goto('/dev-docs/community');
  await waitForHydration(page);
  await expect(page.locator('article').getByText(/Checked against Strapi/)).toHaveCount(0);
});
