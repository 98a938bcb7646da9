/**
 * Accessibility of the open Ask AI & Search modal (axe), in light and dark mode: search results
 * and an answer with citations. No serious or critical violation.
 */
import {expect, test, type Page} from '@playwright/test';
import {blockingAxeViolations, waitForHydration} from './helpers';

function blockingViolations(page: Page): Promise<string[]> {
  return blockingAxeViolations(page, 'dialog');
}

for (const theme of ['light', 'dark'] as const) {
  test(`the modal in ${theme} mode has no serious or critical axe violation`, async ({browser}) => {
    const context = await browser.newContext();
    await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
    const page = await context.newPage();
    await page.goto('/dev-docs/api/rest');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);

    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox').fill('populate');
    await expect(dialog.getByRole('option').first()).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);

    await dialog.getByRole('button', {name: 'Ask AI', exact: true}).click();
    const input = dialog.getByRole('textbox', {name: 'Your question'});
    await input.fill('How do I populate relations with the REST API?');
    await input.press('Enter');
    await expect(
      dialog.getByRole('region', {name: 'Answer'}).getByRole('link').first(),
    ).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    await context.close();
  });
}
