/**
 * The search index's postings loaded on demand (plugins/search-index/lib/postings.ts): a query
 * fetches only the postings files of the words it reads, each once; a postings file that cannot
 * be fetched shows the reason and a retry, which then finds the results; an Ask answer fetches
 * the postings it reads.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {collectConsoleErrors, waitForHydration} from './helpers';

const head = JSON.parse(
  readFileSync(path.resolve(__dirname, '../../build/search-index/index.json'), 'utf8'),
) as {engineIndex: {shardFiles: string[]}};
const postingFiles = head.engineIndex.shardFiles.length;

/** The postings files the page requests, in order. */
function postingRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const match = /\/search-index\/(postings-\d+\.json)/.exec(request.url());
    if (match) requested.push(match[1]!);
  });
  return requested;
}

async function openSearch(page: Page) {
  await page.goto('/dev-docs/intro');
  await waitForHydration(page);
  await page.getByRole('button', {name: 'Ask AI & Search Docs'}).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a query fetches only the postings files of its words, each once', async ({page}) => {
  const errors = collectConsoleErrors(page);
  const requested = postingRequests(page);
  const dialog = await openSearch(page);
  expect(requested).toEqual([]);
  await dialog.getByRole('combobox').pressSequentially('webhooks');
  await expect(dialog.getByRole('option').first()).toContainText('Webhooks');
  expect(requested.length).toBeGreaterThan(0);
  expect(requested.length).toBeLessThan(postingFiles / 4);
  expect(new Set(requested).size).toBe(requested.length);
  // The same query again: nothing more to fetch.
  const before = requested.length;
  await dialog.getByRole('combobox').fill('');
  await dialog.getByRole('combobox').fill('webhooks');
  await expect(dialog.getByRole('option').first()).toContainText('Webhooks');
  expect(requested.length).toBe(before);
  expect(errors).toEqual([]);
});

test('a postings file that fails shows the reason and a retry, which then finds the results', async ({
  page,
}) => {
  let failing = true;
  await page.route('**/search-index/postings-*', (route) =>
    failing ? route.fulfill({status: 503, body: 'unavailable'}) : route.fallback(),
  );
  const dialog = await openSearch(page);
  await dialog.getByRole('combobox').fill('webhooks');
  await expect(dialog).toContainText(
    /The search index could not be loaded: its part postings-\d+\.json could not be loaded \(HTTP 503\)/,
  );
  const retry = dialog.getByRole('button', {name: 'Retry'});
  await expect(retry).toBeVisible();
  // The widget still works: the input keeps its text and takes more.
  await expect(dialog.getByRole('combobox')).toHaveValue('webhooks');
  failing = false;
  await retry.click();
  await expect(dialog.getByRole('option').first()).toContainText('Webhooks');
  await expect(dialog.getByRole('status')).toHaveText(/\d+ results?/);
});

test('an Ask answer fetches the postings its searches read, and cites the page', async ({page}) => {
  const requested = postingRequests(page);
  const dialog = await openSearch(page);
  await dialog.getByRole('button', {name: 'Ask AI', exact: true}).click();
  const question = dialog.getByRole('textbox', {name: 'Your question'});
  await question.fill('How do I register a webhook?');
  await question.press('Enter');
  const answer = dialog.getByRole('region', {name: 'Answer'});
  await expect(answer).toContainText('Answer assembled from the documentation');
  await expect(answer.getByRole('link', {name: /^Source 1:/})).toHaveAttribute('href', /webhooks/);
  expect(requested.length).toBeGreaterThan(0);
  expect(requested.length).toBeLessThan(postingFiles);
  expect(new Set(requested).size).toBe(requested.length);
});
