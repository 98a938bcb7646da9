/**
 * Markdown on request (hosting/): a page URL asked for with `Accept: text/markdown` answers with
 * the page's Markdown twin, under the project's nginx site (hosting/nginx/strapi-docs.conf, served
 * by Debian's nginx through tests/hosting/nginxServer.ts) and under the Cloudflare Pages Function
 * (hosting/cloudflare-pages/functions/_middleware.js, run here on the build's files).
 */
import {readFile, stat, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {expect, test, type APIRequestContext} from '@playwright/test';

import {nginxSitePath, startNginx, type NginxServer} from '../hosting/nginxServer';
import {buildDir, sourceDocs} from './built-content';
import {onRequest} from '../../hosting/cloudflare-pages/functions/_middleware.js';

/** Port of the test nginx (one of the ports given to these tests beside E2E_PORT). */
const nginxPort = Number(process.env.HOSTING_TEST_PORT ?? 3252);

let nginx: NginxServer;
test.beforeAll(async () => {
  nginx = await startNginx({buildDir, port: nginxPort});
});
test.afterAll(async () => nginx?.close());

/** The built file a static host serves for a path, as a Response (Cloudflare's ASSETS binding). */
async function staticAsset(pathname: string): Promise<Response> {
  const relative = decodeURIComponent(pathname).replace(/^\/+/, '');
  for (const candidate of [relative, path.join(relative, 'index.html'), `${relative}.html`]) {
    const file = path.join(buildDir, candidate);
    if ((await stat(file).catch(() => null))?.isFile())
      return new Response(await readFile(file), {
        headers: {
          'Content-Type': file.endsWith('.html') ? 'text/html' : 'application/octet-stream',
        },
      });
  }
  return new Response('not found', {status: 404});
}

async function cloudflare(pathname: string, accept: string): Promise<Response> {
  const request = new Request(`https://docs.example.com${pathname}`, {headers: {Accept: accept}});
  return onRequest({
    request,
    env: {ASSETS: {fetch: (url: URL) => staticAsset(new URL(url).pathname)}},
    next: () => staticAsset(pathname),
  }) as Promise<Response>;
}

async function nginxGet(request: APIRequestContext, pathname: string, accept: string) {
  return request.get(`${nginx.origin}${pathname}`, {headers: {Accept: accept}});
}

/** One doc page through nginx: its twin for a Markdown request, its HTML page otherwise. */
async function expectNegotiated(request: APIRequestContext, route: string): Promise<void> {
  const markdown = await nginxGet(request, route, 'text/html;q=0.5, text/markdown');
  expect(markdown.status(), route).toBe(200);
  expect(markdown.headers()['content-type'], route).toBe('text/markdown; charset=utf-8');
  expect(markdown.headers()['vary'], route).toBe('Accept');
  expect(await markdown.text(), route).toBe(
    await readFile(path.join(buildDir, `${route}.md`), 'utf8'),
  );
  const html = await nginxGet(request, route, 'text/html,*/*;q=0.8');
  expect(html.status(), route).toBe(200);
  expect(html.headers()['content-type'], route).toBe('text/html; charset=utf-8');
  expect(html.headers()['vary'], route).toBe('Accept');
  expect(await html.text(), route).toBe(
    await readFile(path.join(buildDir, route, 'index.html'), 'utf8'),
  );
}

test('nginx: every page answers Accept: text/markdown with its twin, and HTML otherwise', async ({
  request,
}) => {
  // Every page, twice: 8 pages at a time, and room for a machine busy with other tests.
  test.setTimeout(180_000);
  const docs = await sourceDocs();
  expect(docs.length).toBeGreaterThan(300);
  const concurrency = 8;
  for (let start = 0; start < docs.length; start += concurrency)
    await Promise.all(
      docs.slice(start, start + concurrency).map((doc) => expectNegotiated(request, doc.route)),
    );
});

test("nginx: files keep their own type, and a missing page is the site's 404 page", async ({
  request,
}) => {
  for (const accept of ['text/markdown', 'text/html']) {
    const llms = await nginxGet(request, '/llms.txt', accept);
    expect(llms.status()).toBe(200);
    expect(llms.headers()['content-type']).toBe('text/plain; charset=utf-8');
    expect(await llms.text()).toBe(await readFile(path.join(buildDir, 'llms.txt'), 'utf8'));
    const twin = await nginxGet(request, '/dev-docs/intro.md', accept);
    expect(twin.status()).toBe(200);
    expect(twin.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    const missing = await nginxGet(request, '/dev-docs/no-such-page', accept);
    expect(missing.status()).toBe(404);
    expect(missing.headers()['content-type']).toBe('text/html; charset=utf-8');
    expect(await missing.text()).toBe(await readFile(path.join(buildDir, '404.html'), 'utf8'));
  }
  // What curl and most fetchers send: the page, not its twin.
  const anything = await nginxGet(request, '/dev-docs/intro', '*/*');
  expect(anything.headers()['content-type']).toBe('text/html; charset=utf-8');
});

test("nginx: a site file nginx rejects fails with nginx's message naming the file", async () => {
  const broken = test.info().outputPath('strapi-docs.conf');
  const site = await readFile(nginxSitePath, 'utf8');
  await writeFile(broken, site.replace('try_files', 'try_file'));
  // The port of the server above: a file nginx accepted could not bind it, and would fail too.
  await expect(startNginx({buildDir, port: nginxPort, siteFile: broken})).rejects.toThrow(
    `unknown directive "try_file" in ${broken}:`,
  );
});

test('Cloudflare Pages Function: twin for Markdown requests, the static file otherwise', async () => {
  const route = '/dev-docs/api/rest/sort-pagination';
  const twin = await readFile(path.join(buildDir, `${route}.md`), 'utf8');
  const markdown = await cloudflare(route, 'text/markdown');
  expect(markdown.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
  expect(markdown.headers.get('vary')).toContain('Accept');
  expect(await markdown.text()).toBe(twin);
  const html = await cloudflare(route, 'text/html');
  expect(await html.text()).toMatch(/^<!doctype html>/i);
  const asset = await cloudflare('/llms.txt', 'text/markdown');
  expect(await asset.text()).toMatch(/^# Strapi 5 Documentation/);
  const missing = await cloudflare('/no-such-page', 'text/markdown');
  expect(missing.status).toBe(404);
});
