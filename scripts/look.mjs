#!/usr/bin/env node
/**
 * `npm run look -- <routes…>`: screenshots of the built site's pages as a reader sees them, at
 * 1280×800 and 390×844, in the light and the dark theme, written to `.look/` (ignored by git) as
 * `<route>--<width>-<theme>.png`. Whoever changes a page or a component opens these before
 * committing: a passing browser test is not a look.
 *
 *   npm run look -- /dev-docs/intro /user-docs/content-manager/writing-content
 *   npm run look -- --full /dev-docs/configurations/database    whole page, not only the first screen
 *   npm run look -- --at=table /dev-docs/configurations/database  the screen that shows the first table
 *
 * Serves `build/` itself (run `npm run build` first) on a free port of 127.0.0.1.
 */
import {spawn} from 'node:child_process';
import {existsSync, mkdirSync} from 'node:fs';
import {createServer} from 'node:net';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {chromium} from 'playwright-core';
import {chromiumArgs, chromiumPath} from './lib/chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, '.look');
const viewports = [
  {name: '1280', width: 1280, height: 800},
  {name: '390', width: 390, height: 844},
];
const themes = /** @type {const} */ (['light', 'dark']);

const args = process.argv.slice(2);
const fullPage = args.includes('--full');
// A CSS selector: the shot shows the screen where its first match sits.
const at = args.find((arg) => arg.startsWith('--at='))?.slice('--at='.length);
const routes = args.filter((arg) => !arg.startsWith('--'));
if (routes.length === 0 || args.includes('--help')) {
  console.log(
    'usage: npm run look -- [--full] [--at=<css selector>] <route> [<route>…]   (routes such as /dev-docs/intro)',
  );
  process.exit(routes.length === 0 && !args.includes('--help') ? 2 : 0);
}
const badRoute = routes.find((route) => !route.startsWith('/'));
if (badRoute) {
  console.error(
    `look: "${badRoute}" is not a route; give a path that starts with "/", such as /dev-docs/intro`,
  );
  process.exit(2);
}
if (!existsSync(path.join(root, 'build', 'index.html'))) {
  console.error('look: no build/ folder; run `npm run build` first');
  process.exit(2);
}

/**
 * A free TCP port on 127.0.0.1.
 * @returns {Promise<number>}
 */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const {port} = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts `docusaurus serve` on `port` and resolves once it answers.
 * @param {number} port
 */
async function serve(port) {
  const server = spawn(
    process.execPath,
    [
      path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'),
      'serve',
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '--no-open',
    ],
    {cwd: root, stdio: 'ignore', env: {...process.env, NO_UPDATE_NOTIFIER: '1'}},
  );
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`);
      if (response.ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill();
  throw new Error(`look: the site did not answer on port ${port}`);
}

/**
 * `/dev-docs/api/rest` → `dev-docs_api_rest`.
 * @param {string} route
 */
function fileStem(route) {
  return route.replace(/^\/+|\/+$/g, '').replace(/[^\w.-]+/g, '_') || 'home';
}

const port = await freePort();
const server = await serve(port);
const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
mkdirSync(outDir, {recursive: true});
try {
  for (const viewport of viewports) {
    for (const theme of themes) {
      const context = await browser.newContext({
        viewport: {width: viewport.width, height: viewport.height},
      });
      // The site reads the colour mode from localStorage.theme before its first paint.
      await context.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
      const page = await context.newPage();
      for (const route of routes) {
        await page.goto(`http://127.0.0.1:${port}${route}`);
        await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
        // Diagrams and lazy images draw after hydration.
        await page.waitForLoadState('networkidle');
        if (at) {
          const target = page.locator(at).first();
          if ((await target.count()) === 0) console.warn(`look: ${route} has no "${at}"`);
          else await target.evaluate((element) => element.scrollIntoView({block: 'center'}));
        }
        const file = path.join(outDir, `${fileStem(route)}--${viewport.name}-${theme}.png`);
        await page.screenshot({path: file, fullPage});
        console.log(path.relative(root, file));
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  server.kill();
}
