/**
 * Markdown on request (hosting/): a page URL asked for with `Accept: text/markdown` answers with
 * the page's Markdown twin, under the nginx site's own rules (read from
 * hosting/nginx/strapi-docs.conf, served by tests/hosting/nginxServer.ts) and under the Cloudflare
 * Pages Function (hosting/cloudflare-pages/functions/_middleware.js, run here on the build's files).
 */
import {readFile, stat} from 'node:fs/promises';
import path from 'node:path';
import {expect, test} from '@playwright/test';

import {startNginxRulesServer, type NginxRulesServer} from '../hosting/nginxServer';
import {buildDir, sourceDocs} from './built-content';
import {onRequest} from '../../hosting/cloudflare-pages/functions/_middleware.js';

/** Port of the nginx-rules server (one of the ports given to these tests beside E2E_PORT). */
const nginxRulesPort = Number(process.env.HOSTING_TEST_PORT ?? 3252);

let server: NginxRulesServer;
test.beforeAll(async () => {
  server = await startNginxRulesServer(buildDir, nginxRulesPort);
});
test.afterAll(async () => server.close());

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

test('nginx rules: every page answers Accept: text/markdown with its twin, and HTML otherwise', async ({
  request,
}) => {
  const docs = await sourceDocs();
  expect(docs.length).toBeGreaterThan(300);
  for (const doc of docs) {
    const twin = await readFile(path.join(buildDir, `${doc.route}.md`), 'utf8');
    const markdown = await request.get(`${server.origin}${doc.route}`, {
      headers: {Accept: 'text/markdown, text/html;q=0.5'},
    });
    expect(markdown.status(), doc.route).toBe(200);
    expect(markdown.headers()['content-type'], doc.route).toMatch(/^text\/markdown/);
    expect(await markdown.text(), doc.route).toBe(twin);
    const html = await request.get(`${server.origin}${doc.route}`, {
      headers: {Accept: 'text/html'},
    });
    expect(html.headers()['content-type'], doc.route).toMatch(/^text\/html/);
  }
  const file = await request.get(`${server.origin}/llms.txt`, {headers: {Accept: 'text/markdown'}});
  expect(file.headers()['content-type']).toMatch(/^text\/plain/);
  const missing = await request.get(`${server.origin}/no-such-page`, {
    headers: {Accept: 'text/markdown'},
  });
  expect(missing.status()).toBe(404);
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
