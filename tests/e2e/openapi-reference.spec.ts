/**
 * The API reference at /openapi/: the landing page lists both APIs, an operation page
 * renders its parameters and responses, the request panel loads only when opened, its sample
 * languages switch, "Send API request" reaches a real server, the reference's look (300 px
 * sidebar, #4945FF primary in both colour modes) and an axe audit.
 */
import {expect, test, type Page} from '@playwright/test';
import {
  blockingAxeViolations,
  collectConsoleErrors,
  setServerHost,
  waitForHydration,
} from './helpers';
import {startSampleApiServer, type SampleApiServer} from './sample-api-server';

const operationPage = '/openapi/content-api/list-restaurants';

/** Opens the request panel from its launcher, on a sample language or on the request form. */
async function openRequestPanel(page: Page, button: string): Promise<void> {
  await page
    .getByRole('region', {name: 'Request panel'})
    .getByRole('button', {name: button, exact: true})
    .click();
  await expect(page.getByRole('button', {name: 'Send API Request'})).toBeVisible();
}

/** The response the panel shows: its status tab and its body. */
function responsePanel(page: Page) {
  return page.locator('.openapi-explorer__response-container');
}

test('/openapi/ introduces both APIs and links to them', async ({page}) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/openapi/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('API reference');
  const article = page.locator('article');
  await article.getByRole('link', {name: 'The Strapi 5 Content API reference'}).click();
  await expect(page).toHaveURL(/\/openapi\/content-api\/strapi-5-content-api$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Strapi 5 Content API');
  await page.goBack();
  await article.getByRole('link', {name: 'The sample posts API reference'}).click();
  await expect(page).toHaveURL(/\/openapi\/sample-api\/sample-posts-api$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Sample posts API');
  const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
  await expect(sidebar.getByRole('button', {name: 'Strapi 5 Content API'})).toBeVisible();
  await expect(sidebar.getByRole('button', {name: 'Sample posts API'})).toBeVisible();
  expect(errors).toEqual([]);
});

test('an operation page renders its parameters and responses', async ({page}) => {
  const errors = collectConsoleErrors(page);
  await page.goto(operationPage);
  await waitForHydration(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Get a list of documents');
  const content = page.locator('.openapi-left-panel__container');
  await expect(content.locator('.openapi__method-endpoint')).toContainText('GET');
  await expect(content.locator('.openapi__method-endpoint')).toContainText('/api/restaurants');
  for (const name of [
    'filters',
    'populate',
    'fields',
    'sort',
    'pagination[page]',
    'pagination[pageSize]',
    'pagination[withCount]',
    'pagination[start]',
    'pagination[limit]',
    'locale',
    'status',
  ]) {
    await expect(
      content.locator('.openapi-params__list-item strong', {hasText: name}).first(),
    ).toBeVisible();
  }
  for (const code of ['200', '400', '401', '403', '500'])
    await expect(content.getByRole('tab', {name: code, exact: true})).toBeVisible();
  await content.getByRole('tab', {name: '401', exact: true}).click();
  await expect(content).toContainText('Missing or invalid credentials');
  expect(errors).toEqual([]);
});

test('descriptions and response samples keep their server HTML; the Markdown renderer loads only for a page rendered in the browser', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text());
  });
  // An error code of parse5, the HTML parser of the OpenAPI theme's Markdown (rehype-raw).
  const loadsMarkdownRenderer = () =>
    scripts.some((source) => source.includes('abandoned-head-element-child'));
  await page.goto(operationPage);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(loadsMarkdownRenderer()).toBe(false);
  const content = page.locator('.openapi-left-panel__container');
  const filters = content.locator('.openapi-params__list-item', {
    has: page.locator('strong', {hasText: 'filters'}),
  });
  await expect(filters).toContainText('Conditions the returned documents must meet');
  await expect(
    filters.locator('code', {hasText: 'filters[name][$eq]=Biscotte Restaurant'}),
  ).toBeVisible();

  // A response sample renders for real (copy button) once its tab is open.
  const response200 = content.getByRole('tabpanel').filter({hasText: 'Example (auto)'}).first();
  await response200.getByRole('tab', {name: 'Example (auto)'}).first().click();
  const sample = response200.locator('.openapi-code__code-samples-container').first();
  await expect(sample).toContainText('"documentId"');
  await expect(sample.getByRole('button', {name: /copy/i})).toBeVisible();

  // Reached by client-side navigation, a page renders its descriptions in the browser.
  await page
    .locator('nav[aria-label="Docs sidebar"]')
    .getByRole('link', {name: /Get a document/})
    .first()
    .click();
  await expect(page).toHaveURL(/\/openapi\/content-api\/get-restaurant$/);
  await expect(
    page.locator('.openapi-params__list-item', {
      has: page.locator('strong', {hasText: 'documentId'}),
    }),
  ).toContainText('returned when it was created or listed');
  await expect.poll(loadsMarkdownRenderer).toBe(true);
  expect(errors).toEqual([]);
});

test('the request panel loads only when opened, on the chosen sample language', async ({page}) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text());
  });
  await page.goto(operationPage);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const loadsGenerators = () => scripts.some((source) => source.includes('Codegen~convert'));
  expect(loadsGenerators()).toBe(false);

  const launcher = page.getByRole('region', {name: 'Request panel'});
  await expect(launcher).toContainText('http://localhost:1337/api/restaurants');
  await openRequestPanel(page, 'Python');
  expect(loadsGenerators()).toBe(true);
  const sample = page
    .locator('.openapi-tabs__code-container .openapi-explorer__code-block')
    .first();
  await expect(sample).toContainText('import requests');
  await expect(sample).toContainText('http://localhost:1337/api/restaurants');
});

test('switching sample languages shows each language', async ({page}) => {
  const errors = collectConsoleErrors(page);
  await page.goto(operationPage);
  await waitForHydration(page);
  await openRequestPanel(page, 'cURL');
  const tabs = page.locator('.openapi-tabs__code-list-container');
  const sample = page
    .locator('.openapi-tabs__code-container .openapi-explorer__code-block')
    .first();
  await expect(sample).toContainText('curl -L');
  const expected: Array<[string, string]> = [
    ['javascript', 'fetch('],
    ['nodejs', "require('axios')"],
    ['python', 'import requests'],
    ['curl', 'curl -L'],
  ];
  for (const [language, text] of expected) {
    await tabs.getByRole('tab', {name: language}).click();
    await expect(sample).toContainText(text);
  }
  // Nested filters are sent in Strapi's bracket notation (`$` may be percent-encoded in the key).
  const filters = page.locator('.openapi-explorer__form-item', {
    has: page.getByText('filters', {exact: true}),
  });
  await page.getByRole('button', {name: /Show optional parameters/}).click();
  await filters.locator('textarea, input').first().fill('{"name":{"$eq":"Biscotte"}}');
  await expect(sample).toContainText(/filters\[name\]\[(\$|%24)eq\]=Biscotte/);
  expect(errors).toEqual([]);
});

test.describe('Send API request against the sample API', () => {
  let api: SampleApiServer;
  test.beforeAll(async () => {
    api = await startSampleApiServer();
  });
  test.afterAll(async () => {
    await api.close();
  });

  test('GET returns the post with status 200', async ({page}) => {
    await page.goto('/openapi/sample-api/get-post');
    await waitForHydration(page);
    await openRequestPanel(page, 'Open the request form');
    await setServerHost(page, api.host);
    await page.getByRole('button', {name: 'Send API Request'}).click();
    // The status tab reads "⬤ 200": a coloured dot, then the code.
    await expect(responsePanel(page).getByRole('tab', {name: /\b200$/})).toBeVisible();
    await expect(responsePanel(page)).toContainText('Getting started with a headless CMS');
    expect(api.requests).toContainEqual(
      expect.objectContaining({method: 'GET', path: '/api/:pluralposts/1'}),
    );
  });

  test('DELETE answers 204 with no body', async ({page}) => {
    await page.goto('/openapi/sample-api/delete-post');
    await waitForHydration(page);
    await openRequestPanel(page, 'Open the request form');
    await setServerHost(page, api.host);
    await page.getByRole('button', {name: 'Send API Request'}).click();
    await expect(responsePanel(page).getByRole('tab', {name: /\b204$/})).toBeVisible();
    expect(api.requests).toContainEqual(
      expect.objectContaining({method: 'DELETE', path: '/api/:pluralposts/1'}),
    );
  });
});

test('a request to a server that does not answer says so in the response panel', async ({page}) => {
  await page.goto('/openapi/sample-api/get-post');
  await waitForHydration(page);
  await openRequestPanel(page, 'Open the request form');
  // Port 9 (discard) is closed on 127.0.0.1: the connection is refused at once.
  await setServerHost(page, '127.0.0.1:9');
  await page.getByRole('button', {name: 'Send API Request'}).click();
  // Shown above the response panel, which keeps its placeholder.
  await expect(
    page.getByRole('alert').filter({hasText: 'Unable to reach the server'}),
  ).toBeVisible();
});

test.describe('the reference look', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`300 px sidebar, #4945FF primary and the OpenAPI stylesheet on API pages only, in ${theme} mode`, async ({
      browser,
    }) => {
      const context = await browser.newContext();
      await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
      const page = await context.newPage();
      const primary = () =>
        page.evaluate(() =>
          getComputedStyle(document.documentElement)
            .getPropertyValue('--ifm-color-primary')
            .trim()
            .toLowerCase(),
        );
      // A variable of the OpenAPI theme's stylesheet, which only API pages load.
      const openApiStylesheet = () =>
        page.evaluate(
          () =>
            getComputedStyle(document.documentElement).getPropertyValue(
              '--openapi-card-border-radius',
            ) !== '',
        );

      await page.goto(operationPage);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const sidebar = page.locator('.theme-doc-sidebar-container');
      expect(await sidebar.evaluate((element) => getComputedStyle(element).width)).toBe('300px');
      expect(await primary()).toBe('#4945ff');
      expect(await openApiStylesheet()).toBe(true);

      // Ordinary doc pages keep the site's palette (a lighter primary in dark mode) and do not
      // load the OpenAPI theme's stylesheet.
      await page.goto('/dev-docs/intro');
      await waitForHydration(page);
      expect(await primary()).toBe(theme === 'light' ? '#4945ff' : '#9b99ff');
      expect(await openApiStylesheet()).toBe(false);
      await context.close();
    });
  }
});

test.describe('accessibility', () => {
  const states = [
    {name: '/openapi/', path: '/openapi/', openPanel: false},
    {name: operationPage, path: operationPage, openPanel: false},
    {name: `${operationPage} with its request panel open`, path: operationPage, openPanel: true},
  ];
  for (const theme of ['light', 'dark'] as const) {
    for (const state of states) {
      test(`${state.name} in ${theme} mode has no serious or critical axe violation`, async ({
        browser,
      }) => {
        const context = await browser.newContext();
        await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
        const page = await context.newPage();
        await page.goto(state.path);
        await waitForHydration(page);
        if (state.openPanel) await openRequestPanel(page, 'Open the request form');
        const blocking = await blockingAxeViolations(page);
        expect(blocking).toEqual([]);
        await context.close();
      });
    }
  }
});
