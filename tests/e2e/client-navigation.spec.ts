/**
 * The client-side navigation sweep: every URL of the built sitemap, reached from the page before it
 * without a document load (the router renders it, as on the history buttons), served with exactly
 * the headers of `build/_headers`. Each arrival must render the page the build wrote for that URL
 * (its tab title) with no Content-Security-Policy violation, no console error and no failed
 * request. Where the next page's policy differs from the document's, security-headers reloads it,
 * so the sweep also crosses every policy boundary the site has.
 *
 * pages.spec.ts loads every URL directly; csp-navigation.spec.ts follows a link into each route
 * family with a policy of its own and exercises the live code and the request form there.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {DomUtils, parseDocument} from 'htmlparser2';
import {parseSitemap} from '../../scripts/lib/sitemap.mjs';
import {collectViolations} from './csp-violations';
import {builtFile, startHeadersServer, type HeadersServer} from './headers-server';
import {collectConsoleErrors, waitForHydration} from './helpers';

const buildDir = path.resolve(__dirname, '../../build');
const paths = parseSitemap(readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8')).map(
  (entry) => entry.path,
);

/** The tab title the build wrote for a route, read from the HTML file a host serves for it. */
function builtTitle(route: string): string {
  const file = builtFile(buildDir, route);
  if (!file) throw new Error(`No built HTML file for ${route} under ${buildDir}`);
  const title = DomUtils.findOne(
    (element) => element.name === 'title',
    parseDocument(readFileSync(file, 'utf8')).children,
  );
  return title ? DomUtils.textContent(title).trim() : '';
}

/** Moves the router to `route` the way the history buttons do: no document load. */
async function navigateInApp(page: Page, route: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', {state: null}));
  }, route);
}

/** Routes per test: the sweep is split so both browser workers share it. */
const chunkSize = Math.ceil(paths.length / 6);
const chunks = Array.from({length: Math.ceil(paths.length / chunkSize)}, (_, index) =>
  paths.slice(index * chunkSize, (index + 1) * chunkSize),
);

let server: HeadersServer;
test.beforeAll(async () => {
  server = await startHeadersServer(buildDir);
});
test.afterAll(async () => server?.close());

test.describe.configure({mode: 'parallel'});

chunks.forEach((routes, index) => {
  test(`client-side navigation reaches sitemap URLs ${index * chunkSize + 1}–${index * chunkSize + routes.length} cleanly`, async ({
    page,
  }) => {
    test.setTimeout(30_000 + routes.length * 5_000);
    const violations = await collectViolations(page);
    const errors = collectConsoleErrors(page);
    const failures: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failures.push(`HTTP ${response.status()}: ${response.url()}`);
    });
    let previous = paths.at(paths.indexOf(routes[0]!) - 1) ?? '/';
    // Start from the URL before the chunk's first, so every URL is arrived at in the app.
    await page.goto(`${server.origin}${previous}`);
    await waitForHydration(page);
    const problems: string[] = [];
    for (const route of routes) {
      const title = builtTitle(route);
      await navigateInApp(page, route);
      await page
        .waitForFunction(
          ({route: target, title: expected}) =>
            window.location.pathname === target &&
            document.title === expected &&
            document.documentElement.getAttribute('data-has-hydrated') === 'true',
          {route, title},
          {timeout: 10_000},
        )
        .catch(async () =>
          problems.push(`${route}: arrived with title "${await page.title()}", not "${title}"`),
        );
      // A violation can surface after the title has changed: name both ends of the step.
      const found = [...violations.splice(0), ...errors.splice(0), ...failures.splice(0)];
      problems.push(...found.map((problem) => `${previous} → ${route}: ${problem}`));
      previous = route;
    }
    expect(problems).toEqual([]);
  });
});
