/**
 * The Ask AI & Search widget with no answer service configured: how it
 * opens, searches, navigates, answers offline, traps focus, survives hostile input, works on a
 * phone, and never calls another host.
 */
import {expect, test, type Page} from '@playwright/test';
import {collectConsoleErrors, waitForHydration} from './helpers';

const buttonName = 'Ask AI & Search Docs';

async function openWithButton(page: Page) {
  await page.getByRole('button', {name: buttonName}).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('opening and closing', () => {
  test('Cmd+K and Ctrl+K open the modal, Escape closes it, and the index loads only on first open', async ({
    page,
  }) => {
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/search-index/')) indexRequests.push(request.url());
    });
    await page.goto('/dev-docs/intro');
    await waitForHydration(page);
    expect(indexRequests).toEqual([]);

    for (const shortcut of ['Meta+k', 'Control+k']) {
      await page.keyboard.press(shortcut);
      const dialog = page.getByRole('dialog', {name: 'Search Strapi Docs'});
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('combobox')).toBeFocused();
      await expect(dialog.getByRole('combobox')).toHaveAttribute(
        'placeholder',
        'Search for a docs page or section…',
      );
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
    // The head once, then each body file once: nothing is fetched again on the second opening.
    expect(indexRequests.filter((url) => url.includes('/search-index/index.json'))).toHaveLength(1);
    await expect
      .poll(() => indexRequests.some((url) => url.includes('/search-index/bodies-')))
      .toBe(true);
    expect(new Set(indexRequests).size).toBe(indexRequests.length);
  });

  test('the head alone finds a page when the body files cannot be loaded', async ({page}) => {
    await page.route('**/search-index/bodies-*', (route) => route.abort());
    await page.goto('/dev-docs/intro');
    await waitForHydration(page);
    const dialog = await openWithButton(page);
    await dialog.getByRole('combobox').fill('createCoreController');
    await expect(dialog.getByRole('option').filter({hasText: 'Controllers'}).first()).toBeVisible();
  });

  test('the navbar button opens it; focus is trapped inside and returns to the button on close', async ({
    page,
  }) => {
    await page.goto('/dev-docs/intro');
    await waitForHydration(page);
    const button = page.getByRole('button', {name: buttonName}).first();
    await expect(button).toBeVisible();
    const dialog = await openWithButton(page);

    const focusInDialog = () =>
      page.evaluate(() => Boolean(document.activeElement?.closest('dialog')));
    for (let step = 0; step < 8; step += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInDialog()).toBe(true);
    }
    for (let step = 0; step < 8; step += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInDialog()).toBe(true);
    }
    await dialog.getByRole('button', {name: 'Close'}).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(button).toBeFocused();
  });
});

test.describe('search', () => {
  test('shows at most 10 results as you type, with page title, heading, docs instance name and highlighted snippet', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/dev-docs/intro');
    await waitForHydration(page);
    const dialog = await openWithButton(page);
    await dialog.getByRole('combobox').pressSequentially('popul');
    const options = dialog.getByRole('option');
    await expect(options.first()).toBeVisible();
    expect(await options.count()).toBeLessThanOrEqual(10);
    await expect(options).toHaveCount(10);
    const first = options.first();
    await expect(first).toContainText('Developer Docs');
    await expect(first).toContainText('Populate');
    await expect(first.locator('mark').first()).toHaveText(/^popul/i);
    await expect(dialog.getByRole('status')).toHaveText('10 results');
    expect(errors).toEqual([]);
  });

  test('arrow keys move the selection and Enter opens the result at its heading anchor', async ({
    page,
  }) => {
    await page.goto('/dev-docs/intro');
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog');
    const input = dialog.getByRole('combobox');
    await input.fill('discardDraft');
    const options = dialog.getByRole('option');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute(
      'aria-activedescendant',
      (await options.nth(1).getAttribute('id'))!,
    );
    await page.keyboard.press('ArrowUp');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    const target = (await options.first().getAttribute('href'))!;
    expect(target).toBe('/dev-docs/api/document-service#discarddraft');

    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/dev-docs\/api\/document-service#discarddraft$/);
    await expect(page.locator('#discarddraft')).toBeInViewport();
  });

  test('puts a slip right and says so: "cotnent manager" shows the Content Manager', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const dialog = await openWithButton(page);
    await dialog.getByRole('combobox').fill('cotnent manager');
    await expect(dialog.getByText('Showing results for')).toHaveText(
      'Showing results for “content manager”.',
    );
    await expect(dialog.getByRole('option').first()).toHaveAttribute(
      'href',
      /^\/user-docs\/content-manager/,
    );
    // A query typed right says nothing of the kind.
    await dialog.getByRole('combobox').fill('content manager');
    await expect(dialog.getByRole('option').first()).toBeVisible();
    await expect(dialog.getByText('Showing results for')).toHaveCount(0);
  });

  test('a snippet shows the code its page quotes as code, with the match marked in it', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const dialog = await openWithButton(page);
    await dialog.getByRole('combobox').fill('filters locale');
    const first = dialog.getByRole('option').first();
    await expect(first).toHaveAttribute('href', '/dev-docs/api/rest/filters-locale-publication');
    await expect(first.locator('code', {hasText: /^filters$/})).toHaveCount(1);
    await expect(first.locator('code mark', {hasText: /^filters$/})).toHaveCount(1);
  });

  test('says plainly when nothing matches, and offers to ask instead', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    const dialog = await openWithButton(page);
    await dialog.getByRole('combobox').fill('qwxzv');
    await expect(dialog).toContainText('No results for “qwxzv”');
    await dialog.getByRole('button', {name: 'Ask AI instead'}).click();
    await expect(page.getByRole('dialog', {name: 'Ask your question'})).toBeVisible();
    await expect(dialog.getByRole('textbox', {name: 'Your question'})).toHaveValue('qwxzv');
  });

  test('any input is safe: markup stays text, regex characters and 10,000 characters do not break it', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/dev-docs/intro');
    await waitForHydration(page);
    const dialog = await openWithButton(page);
    const input = dialog.getByRole('combobox');
    // Matches nothing: echoed back, as text.
    await input.fill('<qzxv qzxw="qzxy">');
    await expect(dialog.getByText('<qzxv qzxw="qzxy">', {exact: true})).toBeVisible();
    // Matches words of the docs (script, window, src): results, and still no element created.
    await input.fill('<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>');
    await expect(dialog.getByRole('option').first()).toBeVisible();
    expect(await dialog.locator('img, script, qzxv').count()).toBe(0);
    for (const query of ['.*+?^${}()|[]\\', 'populate '.repeat(1_111).slice(0, 10_000), '']) {
      await input.fill(query);
    }
    await input.fill('$eq');
    await expect(dialog.getByRole('option').first()).toContainText('$eq');
    expect(await page.evaluate(() => (window as {__pwned?: number}).__pwned)).toBeUndefined();
    expect(errors).toEqual([]);
  });
});

test('Ask answers offline from the docs with numbered citations and an honest label, calling no other host', async ({
  page,
  baseURL,
}) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol !== 'data:' && url.origin !== new URL(baseURL!).origin)
      foreign.push(request.url());
  });
  await page.goto('/dev-docs/intro');
  await waitForHydration(page);
  const dialog = await openWithButton(page);
  await dialog.getByRole('combobox').fill('populate');
  await expect(dialog.getByRole('option').first()).toBeVisible();
  await dialog.getByRole('button', {name: 'Ask AI', exact: true}).click();
  await expect(page.getByRole('dialog', {name: 'Ask your question'})).toBeVisible();
  // No service is configured: the label says no model writes the answers.
  await expect(dialog).toContainText(
    'These answers quote sentences of the documentation; no language model writes them.',
  );
  await expect(dialog).not.toContainText('AI-generated');

  const question = dialog.getByRole('textbox', {name: 'Your question'});
  const answer = dialog.getByRole('region', {name: 'Answer'});
  // A question the docs do not answer gets no invented answer.
  await question.fill('What is the capital of France?');
  await question.press('Enter');
  await expect(answer).toContainText('The documentation does not seem to answer this question.');

  await question.fill('Is MySQL 5 supported by Strapi 5?');
  await question.press('Enter');
  await expect(answer).toContainText('Answer assembled from the documentation');
  await expect(answer).toContainText('MySQL');
  const citation = answer.getByRole('link', {name: /^Source 1:/});
  await expect(citation).toHaveText('[1]');
  const href = (await citation.getAttribute('href'))!;
  expect(href).toMatch(/^\/dev-docs\/migration\/v4-to-v5\/breaking-changes\/mysql5-unsupported/);
  await expect(answer.getByRole('heading', {name: 'Sources'})).toBeVisible();

  await citation.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  expect(foreign).toEqual([]);
});

/** Opens the widget in Ask mode on the intro page: its question box and its answer region. */
async function openAskOnIntro(page: Page) {
  await page.goto('/dev-docs/intro');
  await waitForHydration(page);
  const dialog = await openWithButton(page);
  await dialog.getByRole('button', {name: 'Ask AI', exact: true}).click();
  return {
    question: dialog.getByRole('textbox', {name: 'Your question'}),
    answer: dialog.getByRole('region', {name: 'Answer'}),
  };
}

test('an Ask answer shows the code it quotes as code, and one example block under its title', async ({
  page,
}) => {
  const {question, answer} = await openAskOnIntro(page);
  await question.fill('How do I filter by locale?');
  await question.press('Enter');
  await expect(answer).toContainText('To filter content by language, use the locale parameter');
  // The parameter is code in the docs, so it is code in the answer; the prose around it is not.
  await expect(answer.locator('p code', {hasText: /^locale$/}).first()).toBeVisible();
  await expect(answer.locator('p code', {hasText: 'To filter'})).toHaveCount(0);
  // The example is the request alone, not the request, its JavaScript and the response together.
  await expect(answer.locator('figure pre')).toHaveText('GET /api/restaurants?locale=fr');

  // A code block's title shows above its code, not as a line of it nor as prose.
  await question.fill('How do I enable CORS for my frontend?');
  await question.press('Enter');
  await expect(answer.locator('figure')).toContainText('./config/middlewares.js (cors entry)');
  await expect(answer.locator('figure pre')).toHaveText(/^module\.exports = \[/);
  await expect(answer.locator('p').first()).not.toContainText('./config/middlewares.js');
});

test("a reference question is answered with the option's name, type and default, then the file that sets it", async ({
  page,
}) => {
  const {question, answer} = await openAskOnIntro(page);
  await question.fill('Where do I configure maxLimit for the REST API?');
  await question.press('Enter');
  // The label, then the quoted sentences in one paragraph, the fact first.
  const lead = answer.locator('p').nth(1);
  await expect(lead).toHaveText(/^rest\.maxLimit \(integer, default: none \(no cap\)\): Largest/);
  // The name is code, its type, default and description prose.
  await expect(lead.locator('code').first()).toHaveText('rest.maxLimit');
  await expect(answer.locator('figure')).toContainText('./config/api.js');
  await expect(answer.locator('figure pre')).toContainText('maxLimit: 100');
  // A long fact wraps inside the answer: nothing is cut or scrolls sideways.
  const overflow = await answer.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test.describe('mobile', () => {
  test.use({viewport: {width: 390, height: 844}, hasTouch: true});

  test('the button stays in the top bar and the modal fills the screen', async ({page}) => {
    await page.goto('/dev-docs/intro');
    await waitForHydration(page);
    await page.locator('.navbar').getByRole('button', {name: buttonName}).click();
    const dialog = page.getByRole('dialog', {name: 'Search Strapi Docs'});
    await expect(dialog).toBeVisible();
    const box = (await dialog.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(389);
    await dialog.getByRole('combobox').fill('upgrade tool');
    await dialog.getByRole('option').first().click();
    await expect(page).toHaveURL(/\/dev-docs\/upgrade-tool/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
