/**
 * The page-specific Content-Security-Policy holds on client-side navigation. The build is served
 * with exactly the headers of `build/_headers` (./headers-server.ts); a reader starts on an
 * ordinary page and follows a link into each route family with a policy of its own:
 *
 * - the live-code page (its policy allows 'unsafe-eval'), where the live editor must re-render;
 * - an API operation page (its policy lets the request panel call any server), where the request
 *   form must send a POST and a PUT with their bodies to a server on 127.0.0.1;
 *
 * with zero CSP violations and zero console errors. The way back out must bring the strict
 * site-wide policy back: a link from the live-code page loads a document without 'unsafe-eval'.
 */
import {createServer, type Server} from 'node:http';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {collectViolations} from './csp-violations';
import {startHeadersServer, type HeadersServer} from './headers-server';
import {collectConsoleErrors, setServerHost, waitForHydration} from './helpers';

const buildDir = path.resolve(__dirname, '../../build');
/** Port of the API server the request panel sends to (this engineer's range, 3211–3219). */
const apiPort = Number(process.env.CSP_API_PORT ?? 3211);

interface ReceivedRequest {
  method: string;
  path: string;
  body: string;
}

/** A server that answers every request with 200 and a JSON echo, open to any origin. */
function startEchoApi(received: ReceivedRequest[]): Promise<Server> {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const cors = {
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
        'access-control-allow-headers': 'accept, content-type, authorization',
      };
      if (request.method === 'OPTIONS') {
        response.writeHead(204, cors).end();
        return;
      }
      received.push({method: request.method ?? '', path: request.url ?? '', body});
      response
        .writeHead(200, {...cors, 'content-type': 'application/json'})
        .end(JSON.stringify({data: {received: request.method}}));
    });
  });
  return new Promise((resolve) => server.listen(apiPort, '127.0.0.1', () => resolve(server)));
}

let site: HeadersServer;
let api: Server;
const received: ReceivedRequest[] = [];
test.beforeAll(async () => {
  site = await startHeadersServer(buildDir);
  api = await startEchoApi(received);
});
test.afterAll(async () => {
  await site.close();
  await new Promise((resolve) => api.close(resolve));
});

/** Opens an ordinary page (site-wide policy) and follows one of its article's links. */
async function followLinkFrom(page: Page, start: string, linkName: string | RegExp): Promise<void> {
  await page.goto(`${site.origin}${start}`);
  await waitForHydration(page);
  await page.locator('article').getByRole('link', {name: linkName}).first().click();
}

test('a link into the live-code page: the live editor runs', async ({page}) => {
  const violations = await collectViolations(page);
  const errors = collectConsoleErrors(page);
  await followLinkFrom(page, '/dev-docs/api/rest/parameters', 'interactive query builder');
  await expect(page).toHaveURL(/\/dev-docs\/api\/rest\/interactive-query-builder$/);
  await waitForHydration(page);
  const playground = page.locator('[class*="playgroundContainer"]').first();
  const preview = playground.locator('[class*="playgroundPreview"]');
  await expect(preview).toContainText('filters');
  await playground.locator('[class*="playgroundEditor"] [contenteditable]').first().click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('() => <code>{qs.stringify({a: 1})}</code>');
  await expect(preview).toContainText('a=1');
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});

test('a link out of the live-code page brings the strict policy back', async ({page}) => {
  await page.goto(`${site.origin}/dev-docs/api/rest/interactive-query-builder`);
  await waitForHydration(page);
  const nextDocument = page.waitForResponse(
    (response) => response.request().resourceType() === 'document',
  );
  await page
    .locator('article')
    .getByRole('link', {name: /REST API/})
    .first()
    .click();
  // The page after the link is a document of its own, served with the site-wide policy.
  const policy = (await nextDocument).headers()['content-security-policy'] ?? '';
  await expect(page).not.toHaveURL(/interactive-query-builder/);
  expect(policy).toMatch(/script-src 'self'/);
  expect(policy).not.toContain("'unsafe-eval'");
});

for (const {method, linkName, urlPattern} of [
  {
    method: 'POST',
    linkName: 'Create a restaurant',
    urlPattern: /\/openapi\/content-api\/create-restaurant$/,
  },
  {
    method: 'PUT',
    linkName: 'Update a restaurant',
    urlPattern: /\/openapi\/content-api\/update-restaurant$/,
  },
]) {
  test(`a link into an API operation page: the request form sends a ${method} with its body`, async ({
    page,
  }) => {
    const violations = await collectViolations(page);
    const errors = collectConsoleErrors(page);
    await followLinkFrom(page, '/dev-docs/api/rest', linkName);
    await expect(page).toHaveURL(urlPattern);
    await waitForHydration(page);
    await page
      .getByRole('region', {name: 'Request panel'})
      .getByRole('button', {name: 'Open the request form', exact: true})
      .click();
    // The panel's code (about 500 KB gzip) loads on this click.
    await expect(page.getByRole('button', {name: 'Send API Request'})).toBeVisible({
      timeout: 20_000,
    });
    await setServerHost(page, `127.0.0.1:${apiPort}`);
    const editor = page.locator('.openapi-explorer__playground-editor').first();
    await expect(editor).toContainText('"data"');
    await editor.locator('[contenteditable]').first().click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(`{"data": {"name": "csp-${method}"}}`);
    await page.getByRole('button', {name: 'Send API Request'}).click();
    await expect(
      page.locator('.openapi-explorer__response-container').getByRole('tab', {name: /\b200$/}),
    ).toBeVisible();
    expect(received.find((request) => request.method === method)?.body).toContain(`csp-${method}`);
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });
}
