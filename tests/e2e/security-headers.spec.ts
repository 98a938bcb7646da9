/**
 * The build under the headers of plugins/security-headers, as a host applies them: served with exactly the headers of
 * `build/_headers`, the search widget and the API reference's request panel run with zero
 * Content-Security-Policy violations (every sitemap page is loaded under these headers once, by
 * the page sweep in pages.spec.ts, which fails on any console error, violations included), and the policy's `script-src` allows no
 * 'unsafe-inline'. A second case does the same on the fixture site built with the opt-in variables
 * set (./sitewide-fixture.ts), whose policy must then allow the opt-in scripts' hosts.
 */
import {readdirSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {collectViolations} from './csp-violations';
import {startHeadersServer, type HeadersServer} from './headers-server';
import {waitForHydration} from './helpers';
import {fixtureVariables, sitewideFixtureBuild, stubExternalHosts} from './sitewide-fixture';

const buildDir = path.resolve(__dirname, '../../build');

let server: HeadersServer;
test.beforeAll(async () => {
  server = await startHeadersServer(buildDir);
});
test.afterAll(async () => {
  await server.close();
});

test('the policy allows no inline script and is sent with every page', async ({request}) => {
  const response = await request.get(`${server.origin}/dev-docs/intro`);
  const policy = response.headers()['content-security-policy'] ?? '';
  const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
  expect(scriptSrc).toContain("'self'");
  expect(scriptSrc).toMatch(/'sha256-/);
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  expect(response.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers()['permissions-policy']).toContain('camera=()');
  const asset = /src="?(\/assets\/js\/main\.[^ ">]+\.js)/.exec(await response.text())?.[1];
  expect(asset).toBeDefined();
  const assetResponse = await request.get(`${server.origin}${asset}`);
  expect(assetResponse.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('the search widget and the live editor run with zero CSP violations', async ({page}) => {
  const violations = await collectViolations(page);
  await page.goto(`${server.origin}/dev-docs/api/rest/interactive-query-builder`);
  await waitForHydration(page);
  await expect(page.locator('[class*="playgroundPreview"]').first()).toBeVisible();
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', {name: 'Search Strapi Docs'});
  await dialog.getByRole('combobox').fill('populate relations');
  await expect(dialog.getByRole('option').first()).toBeVisible();
  expect(violations).toEqual([]);
});

test("the API reference's request panel runs with zero CSP violations", async ({page}) => {
  const violations = await collectViolations(page);
  await page.goto(`${server.origin}/openapi/content-api/list-restaurants`);
  await waitForHydration(page);
  await page
    .getByRole('region', {name: 'Request panel'})
    .getByRole('button', {name: 'Open the request form', exact: true})
    .click();
  await expect(page.getByRole('button', {name: 'Send API Request'})).toBeVisible();
  expect(violations).toEqual([]);
});

test('an inline script the build did not emit is blocked and reported', async ({page}) => {
  const violations = await collectViolations(page);
  await page.goto(`${server.origin}/dev-docs/intro`);
  await waitForHydration(page);
  await page
    .addScriptTag({content: 'window.cspProbeRan = true;'})
    .catch(() => undefined /* the blocked script may reject */);
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(
    await page.evaluate(() => (window as {cspProbeRan?: boolean}).cspProbeRan),
  ).toBeUndefined();
});

test.describe('the fixture site with the opt-in variables set', () => {
  let fixtureServer: HeadersServer;
  let fixturePaths: string[] = [];
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const fixtureBuild = sitewideFixtureBuild();
    fixturePaths = readdirSync(fixtureBuild, {recursive: true, encoding: 'utf8'})
      .filter((file) => file.endsWith('index.html'))
      .map((file) => `/${file.replace(/index\.html$/, '')}`);
    fixtureServer = await startHeadersServer(fixtureBuild);
  });
  test.afterAll(async () => {
    await fixtureServer.close();
  });

  test("the policy allows the opt-in scripts' hosts", async ({request}) => {
    const response = await request.get(`${fixtureServer.origin}/`);
    const policy = response.headers()['content-security-policy'] ?? '';
    const directive = (name: string) => new RegExp(`${name} ([^;]*)`).exec(policy)?.[1] ?? '';
    expect(directive('script-src')).toContain('https://static.hotjar.com');
    expect(directive('script-src')).toContain('https://www.googletagmanager.com');
    expect(directive('script-src')).not.toContain("'unsafe-inline'");
    expect(directive('connect-src')).toContain(new URL(fixtureVariables.AI_ANSWER_ENDPOINT).origin);
    expect(directive('frame-src')).toContain('https://www.googletagmanager.com');
  });

  test('every page loads the opt-in scripts with zero CSP violations', async ({page}) => {
    expect(fixturePaths).toContain('/docs/zoom/');
    const violations = await collectViolations(page);
    const requests = await stubExternalHosts(page, fixtureServer.origin);
    for (const pagePath of fixturePaths) {
      await page.goto(`${fixtureServer.origin}${pagePath}`);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      expect(violations, pagePath).toEqual([]);
    }
    const hosts = requests.map((url) => url.host);
    expect(hosts).toContain('static.hotjar.com');
    expect(hosts).toContain('www.googletagmanager.com');
  });
});
