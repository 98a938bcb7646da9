/**
 * Content features of the foundation: mermaid diagrams, the live playground (loaded only where a
 * live block exists), custom admonitions, global MDX components and the breaking-changes index.
 */
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
