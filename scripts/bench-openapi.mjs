#!/usr/bin/env node
/**
 * JavaScript weight of the API reference: for an operation page, the landing page of /openapi/
 * and an ordinary doc page, the scripts the HTML references (script src + script preloads) plus
 * the scripts the browser fetches while the page loads and hydrates (Chromium, resourceType
 * "script"), raw and gzip. Budget: an operation page ≤ 600 KB gzip (the interactive
 * reference stays usable on a slow connection); the doc page must
 * not load any code of the API theme. For information, the operation page once the reader opens
 * its request panel, and the CSS of each page. Needs a production build (`npm run build`) first.
 *
 * Environment: BENCH_OPERATION_PAGE, BENCH_DOC_PAGE (paths), CHROMIUM_PATH.
 */
import {existsSync, readFileSync, statSync} from 'node:fs';
import {createServer} from 'node:http';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {gzipSync} from 'node:zlib';
import {chromium} from 'playwright-core';
import {kb, referencedScripts} from './lib/page-weight.mjs';
import {chromiumArgs, chromiumPath} from './lib/chromium.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = path.join(repoRoot, 'build');
const budgetGzip = 600 * 1024;
const operationPage = process.env.BENCH_OPERATION_PAGE ?? '/openapi/content-api/list-restaurants';
const pages = [
  {label: 'operation page', path: operationPage},
  {label: 'API landing page', path: '/openapi/'},
  {label: 'doc page', path: process.env.BENCH_DOC_PAGE ?? '/dev-docs/api/rest/parameters'},
  {label: 'panel opened', path: operationPage, openPanel: true},
];
// Strings only the OpenAPI theme's code contains: the request panel, the sample generators.
const apiThemeMarkers = ['openapi-explorer__', 'postman-collection', 'theme.openapi.request'];

/**
 * @param {string} urlPath
 * @returns {string | undefined}
 */
function htmlFileOf(urlPath) {
  const clean = decodeURIComponent(urlPath).replace(/\/$/, '');
  const candidates = [
    path.join(buildDir, clean, 'index.html'),
    path.join(buildDir, `${clean}.html`),
    path.join(buildDir, clean),
  ];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

/** @param {string} urlPath */
function requiredHtmlFile(urlPath) {
  const file = htmlFileOf(urlPath);
  if (!file)
    throw new Error(`[bench:openapi] ${urlPath} is not in the build: run npm run build first.`);
  return file;
}

for (const page of pages) {
  if (!htmlFileOf(page.path)) {
    console.error(
      `[bench:openapi] no built page for ${page.path} in build/: run \`npm run build\` first.`,
    );
    process.exit(1);
  }
}

/** @type {Record<string, string>} */
const contentTypes = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};
const server = createServer((request, response) => {
  const {pathname} = new URL(request.url ?? '/', 'http://127.0.0.1');
  const file = htmlFileOf(pathname);
  if (!file) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, {
    'content-type': contentTypes[path.extname(file)] ?? 'application/octet-stream',
  });
  response.end(readFileSync(file));
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
const address = server.address();
if (address === null || typeof address === 'string')
  throw new Error('[bench:openapi] the local server has no TCP port.');
const origin = `http://127.0.0.1:${address.port}`;

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
});

/**
 * Script and stylesheet URLs (paths) fetched while the page loads, hydrates and settles (and the
 * panel opens).
 * @param {string} urlPath
 * @param {boolean | undefined} openPanel
 */
async function fetchedAssets(urlPath, openPanel) {
  const context = await browser.newContext({viewport: {width: 1280, height: 900}});
  const tab = await context.newPage();
  /** @type {Record<string, Set<string>> & {script: Set<string>, stylesheet: Set<string>}} */
  const urls = {script: new Set(), stylesheet: new Set()};
  tab.on('response', (response) => {
    urls[response.request().resourceType()]?.add(new URL(response.url()).pathname);
  });
  await tab.goto(origin + urlPath);
  await tab.waitForFunction(
    () => document.documentElement.getAttribute('data-has-hydrated') === 'true',
  );
  await tab.waitForLoadState('networkidle');
  if (openPanel) {
    await tab.getByRole('button', {name: 'Open the request form'}).click();
    await tab.getByRole('button', {name: 'Send API Request'}).waitFor();
    await tab.waitForLoadState('networkidle');
  }
  await context.close();
  return urls;
}

/**
 * Raw and gzip size of built files.
 * @param {string[]} urls paths below the build folder
 */
function weigh(urls) {
  const files = urls.map((url) => {
    const content = readFileSync(path.join(buildDir, url));
    return {
      url,
      raw: content.length,
      gzip: gzipSync(content, {level: 9}).length,
      apiTheme: apiThemeMarkers.some((marker) => content.includes(marker)),
    };
  });
  return {
    files,
    raw: files.reduce((sum, file) => sum + file.raw, 0),
    gzip: files.reduce((sum, file) => sum + file.gzip, 0),
  };
}

/** @type {Array<(typeof pages)[number] & ReturnType<typeof weigh> & {css: ReturnType<typeof weigh>}>} */
const results = [];
try {
  for (const page of pages) {
    const html = readFileSync(requiredHtmlFile(page.path), 'utf8');
    const referenced = referencedScripts(html).filter((url) => url.startsWith('/'));
    const linkedCss = [...html.matchAll(/<link[^>]*rel=["']?stylesheet["']?[^>]*>/g)]
      .map((match) => match[0].match(/href=["']?([^"' >]+)/)?.[1])
      .filter((url) => url !== undefined)
      .filter((url) => url.startsWith('/'));
    const fetched = await fetchedAssets(page.path, page.openPanel);
    results.push({
      ...page,
      ...weigh([...new Set([...referenced, ...fetched.script])]),
      css: weigh([...new Set([...linkedCss, ...fetched.stylesheet])]),
    });
  }
} finally {
  await browser.close();
  server.close();
}

console.log(
  '\nJavaScript referenced by the HTML plus fetched on load (Chromium, after hydration and network idle)',
);
console.log(
  'page'.padEnd(18),
  'path'.padEnd(40),
  'files'.padStart(5),
  'raw'.padStart(11),
  'gzip'.padStart(11),
  '  API theme files',
);
for (const result of results) {
  const apiFiles = result.files.filter((file) => file.apiTheme).length;
  console.log(
    result.label.padEnd(18),
    result.path.padEnd(40),
    String(result.files.length).padStart(5),
    kb(result.raw).padStart(11),
    kb(result.gzip).padStart(11),
    `  ${apiFiles}`,
  );
}
console.log('\nCSS linked by the HTML plus fetched on load');
for (const result of results) {
  console.log(
    result.label.padEnd(18),
    result.path.padEnd(40),
    String(result.css.files.length).padStart(5),
    kb(result.css.raw).padStart(11),
    kb(result.css.gzip).padStart(11),
  );
}
if (process.argv.includes('--files')) {
  for (const result of results) {
    console.log(`\n${result.label} (${result.path})`);
    for (const file of [...result.files].sort((a, b) => b.gzip - a.gzip)) {
      console.log(
        `  ${kb(file.gzip).padStart(10)} gz ${kb(file.raw).padStart(10)} raw  ${file.url}${file.apiTheme ? '  [API theme]' : ''}`,
      );
    }
  }
}

const operation = results[0];
const doc = results[2];
if (!operation || !doc) throw new Error('[bench:openapi] expected three measured pages.');
console.log(
  `\n${operation.label}: ${kb(operation.gzip)} gzip (budget ≤ ${kb(budgetGzip)}) ${operation.gzip <= budgetGzip ? 'within budget' : 'OVER BUDGET'}`,
);
const docApiFiles = doc.files.filter((file) => file.apiTheme);
console.log(
  `${doc.label}: ${docApiFiles.length === 0 ? 'loads no code of the API theme' : `loads API theme code: ${docApiFiles.map((file) => file.url).join(', ')}`}`,
);
