/**
 * An operation page's parameters, request body and responses stay as the server rendered them
 * when the page hydrates, their code not loaded (plugins/openapi-reference/client/whenUsed.ts):
 * the first click on a tab or a schema node, or a key a tab answers to, renders them for real and
 * replays it, so the reader sees the control answer, mouse or keyboard, with the focus where it
 * was, and the markup as it was.
 */
import {expect, test, type Page} from '@playwright/test';
import {collectConsoleErrors, waitForHydration} from './helpers';

const operationPage = '/openapi/content-api/list-restaurants';
const requestBodyPage = '/openapi/content-api/update-homepage';

/** Strings only the code of each island holds: translation ids of the OpenAPI theme. */
const islandCode = {
  responses: 'theme.openapi.statusCodes.responseHeaders',
  parameters: 'theme.openapi.paramsDetails.parametersTitle',
  schema: 'theme.openapi.schemaItem.anyOf',
} as const;

/** Records the scripts the page fetches; `loaded(marker)` says whether one of them holds it. */
function recordScripts(page: Page): (marker: string) => boolean {
  const scripts: string[] = [];
  const unread: unknown[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    // A body still being read when the test ends and closes the page cannot be read any more;
    // any other failure to read a script is the test's to report.
    response.text().then(
      (text) => scripts.push(text),
      (error: unknown) => {
        if (!page.isClosed()) unread.push(error);
      },
    );
  });
  return (marker) => {
    if (unread.length > 0)
      throw new Error(`could not read a script the page fetched: ${String(unread[0])}`);
    return scripts.some((source) => source.includes(marker));
  };
}

async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
}

const content = (page: Page) => page.locator('.openapi-left-panel__container');
const statusTab = (page: Page, code: string) =>
  content(page).getByRole('tab', {name: code, exact: true});

/**
 * Position (in the page) and size of every element shown in the left panel, to compare before
 * and after: what is in a closed node or tab is left out (the live code marks it display: none,
 * the static markup leaves it to the closed <details>, and the samples' copy buttons render live).
 */
function layoutOf(page: Page): Promise<string[]> {
  return content(page).evaluate((panel) =>
    Array.from(panel.querySelectorAll('*')).flatMap((element) => {
      if (!element.checkVisibility()) return [];
      const box = element.getBoundingClientRect();
      return [`${element.tagName} ${box.x},${box.y + window.scrollY} ${box.width}x${box.height}`];
    }),
  );
}

test('the parameters, request body and responses hydrate without their code', async ({page}) => {
  const errors = collectConsoleErrors(page);
  const loaded = recordScripts(page);
  await openHydrated(page, operationPage);
  for (const [island, marker] of Object.entries(islandCode)) {
    expect(loaded(marker), `code of the ${island} loaded before any interaction`).toBe(false);
  }
  await expect(statusTab(page, '200')).toHaveAttribute('aria-selected', 'true');
  // Pointing at the responses loads their code, before the click.
  await statusTab(page, '401').hover();
  await expect.poll(() => loaded(islandCode.responses)).toBe(true);
  expect(loaded(islandCode.parameters)).toBe(false);
  expect(errors).toEqual([]);
});

test('the first click on a status tab selects it', async ({page}) => {
  const errors = collectConsoleErrors(page);
  await openHydrated(page, operationPage);
  await statusTab(page, '401').click();
  await expect(statusTab(page, '401')).toHaveAttribute('aria-selected', 'true');
  await expect(statusTab(page, '200')).toHaveAttribute('aria-selected', 'false');
  await expect(content(page)).toContainText('Missing or invalid credentials');
  expect(errors).toEqual([]);
});

test('rendering for real changes nothing on screen: same markup, same place', async ({page}) => {
  const errors = collectConsoleErrors(page);
  await openHydrated(page, operationPage);
  const before = await layoutOf(page);
  const htmlBefore = await statusTab(page, '200').evaluate((tab) => tab.closest('ul')!.outerHTML);
  // A click on the tab already selected: the responses render for real and nothing changes.
  await statusTab(page, '200').click();
  await expect(statusTab(page, '200')).toBeFocused();
  await expect
    .poll(() =>
      page.evaluate(() => document.querySelector('[data-server-html] .openapi-tabs__container')),
    )
    .toBeNull();
  expect(await statusTab(page, '200').evaluate((tab) => tab.closest('ul')!.outerHTML)).toBe(
    htmlBefore,
  );
  expect(await layoutOf(page)).toEqual(before);
  expect(errors).toEqual([]);
});

test('the first click on a schema node expands it, and the next collapses it', async ({page}) => {
  const errors = collectConsoleErrors(page);
  await openHydrated(page, operationPage);
  const node = content(page)
    .locator('.openapi-schema__list-item details')
    .filter({has: page.locator('summary strong', {hasText: /^data$/})})
    .first();
  await expect(node).toHaveAttribute('data-collapsed', 'true');
  await node.locator('summary').first().click();
  await expect(node).toHaveAttribute('data-collapsed', 'false');
  await expect(node.getByText('documentId', {exact: true}).first()).toBeVisible();
  await node.locator('summary').first().click();
  await expect(node).toHaveAttribute('data-collapsed', 'true');
  expect(errors).toEqual([]);
});

test('keyboard: arrow keys move between status tabs, Enter selects, Enter opens a node', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await openHydrated(page, operationPage);
  await statusTab(page, '200').focus();
  await page.keyboard.press('ArrowRight');
  await expect(statusTab(page, '400')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(statusTab(page, '401')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(statusTab(page, '401')).toHaveAttribute('aria-selected', 'true');
  await expect(statusTab(page, '401')).toBeFocused();

  // The parameters are an island of their own, still static: Enter on its summary collapses it.
  const queryParameters = content(page)
    .locator('details')
    .filter({
      has: page.locator('summary h3', {hasText: 'Query Parameters'}),
    });
  await expect(queryParameters).toHaveAttribute('data-collapsed', 'false');
  await queryParameters.locator('summary').first().focus();
  await page.keyboard.press('Enter');
  await expect(queryParameters).toHaveAttribute('data-collapsed', 'true');
  await expect(queryParameters.locator('summary').first()).toBeFocused();
  expect(errors).toEqual([]);
});

test('a request body: its schema tabs switch on the first click and show the example', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  const loaded = recordScripts(page);
  await openHydrated(page, requestBodyPage);
  expect(loaded(islandCode.schema)).toBe(false);
  // The request body comes first: its Schema and Example tabs, the schema under a "Body" node.
  const body = content(page).locator('.openapi-tabs__schema-container').first();
  await expect(body.locator('summary h3').first()).toHaveText(/^Body/);
  const example = body.getByRole('tab', {name: /Example/}).first();
  await example.click();
  await expect(example).toHaveAttribute('aria-selected', 'true');
  await expect(body.locator('.openapi-code__code-samples-container').first()).toContainText(
    '"data"',
  );
  expect(loaded(islandCode.schema)).toBe(true);
  expect(errors).toEqual([]);
});

test('a stored choice of schema tab renders the responses for real at once', async ({browser}) => {
  const context = await browser.newContext();
  await context.addInitScript(() =>
    localStorage.setItem('docusaurus.tab.schema-stored-earlier', 'anything'),
  );
  const page = await context.newPage();
  const loaded = recordScripts(page);
  await openHydrated(page, operationPage);
  await expect.poll(() => loaded(islandCode.responses)).toBe(true);
  await context.close();
});
