/**
 * Ask about a code block: the Ask button of a code block opens the search widget in Ask mode with
 * the block as context, and the answer explains the code from the docs, each sentence cited.
 */
import {expect, test, type Page} from '@playwright/test';
import {blockingAxeViolations, waitForHydration} from './helpers';

const docPage = '/dev-docs/api/document-service';

async function askAboutFirstBlockWith(page: Page, text: string): Promise<void> {
  const block = page.locator('.theme-code-block', {hasText: text}).first();
  await block.scrollIntoViewIfNeeded();
  await block.getByRole('button', {name: 'Ask about this code: explain it from the docs'}).click();
}

for (const theme of ['light', 'dark'] as const) {
  for (const width of [1280, 390]) {
    test(`Ask on a code block explains it with citations (${theme}, ${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({width, height: 844});
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await page.goto(docPage);
      await waitForHydration(page);
      await askAboutFirstBlockWith(page, 'findMany');
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', {name: 'Ask', exact: true})).toBeVisible();
      await expect(dialog.getByLabel('Your question')).toHaveValue('Explain this code');
      const answer = dialog.getByRole('region', {name: 'Answer'});
      // The answer comes once the complete index is in (its body files load after the head).
      await expect(answer.getByText('Answer assembled from the documentation')).toBeVisible({
        timeout: 30_000,
      });
      await expect(answer.getByText('The code you asked about')).toBeVisible();
      await expect(answer.locator('figure pre')).toContainText('findMany');
      // Each cited section is a page of the docs that exists.
      const citations = answer.locator('a[href*="/dev-docs/"]');
      expect(await citations.count()).toBeGreaterThan(1);
      const hrefs = await citations.evaluateAll((links) =>
        links.map((link) => (link as HTMLAnchorElement).getAttribute('href')!),
      );
      expect(hrefs.some((href) => /document-service/.test(href))).toBe(true);
      for (const href of new Set(hrefs.map((href) => href.split('#')[0]!)))
        expect((await page.request.get(href)).status(), href).toBe(200);
      expect(await blockingAxeViolations(page, 'dialog')).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });
  }
}

test('the Ask button works from the keyboard and focus returns to it', async ({page}) => {
  await page.goto(docPage);
  await waitForHydration(page);
  const button = page
    .locator('.theme-code-block', {hasText: 'findMany'})
    .first()
    .getByRole('button', {name: 'Ask about this code: explain it from the docs'});
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});
