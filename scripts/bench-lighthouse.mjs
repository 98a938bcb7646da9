#!/usr/bin/env node
/**
 * Lighthouse figures of our production build beside a vanilla Docusaurus classic site that holds
 * the same page text, so the difference is the site's own code. Prints perf score, FCP, LCP, TBT, CLS, JS transfer and
 * main-thread time per page, the median of the runs, the ratio to vanilla and the budgets.
 *
 *   npm run bench:lighthouse                      5 interleaved runs, mobile then desktop
 *   npm run bench:lighthouse -- --runs 7 --form-factor mobile
 *   npm run bench:lighthouse -- --reports /tmp/lh   also writes each run's Lighthouse JSON there,
 *                                                   to study what a figure is made of (long tasks,
 *                                                   script evaluation per file)
 *   npm run bench:lighthouse -- --api-only --baseline /tmp/build-before
 *                                                   the API page only (no vanilla site), beside the
 *                                                   same page of another build folder, interleaved:
 *                                                   before → after a change
 *
 * - Browser: Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium), started through
 *   playwright-core with a debugging port that Lighthouse attaches to. Nothing is downloaded.
 * - Our site: `build/` (run `npm run build` first). The vanilla site: built in a temporary folder
 *   from the installed @docusaurus packages (preset classic, no plugin of ours), its docs being the
 *   Markdown twins our build writes of every doc page (`build/**\/*.md`, the llms-txt plugin), so
 *   both sites hold the same pages and the same text. Both are served here by one small static
 *   server on 127.0.0.1, gzip-compressed, with long-lived caching of hashed assets.
 * - Runs are interleaved (vanilla, ours, API page, vanilla, ours, …) so that load on the machine
 *   hits every page alike. Lighthouse's simulated throttling (its default) is used for both form
 *   factors. Figures are printed, never asserted: the budgets are reported as within/over.
 */
import {execFileSync} from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import {createServer} from 'node:http';
import {createServer as createNetServer} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {gzipSync} from 'node:zlib';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import {chromium} from 'playwright-core';
import {chromiumArgs, chromiumPath} from './lib/chromium.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = path.join(repoRoot, 'build');

const {values: args} = parseArgs({
  options: {
    runs: {type: 'string', default: '5'},
    'form-factor': {type: 'string', default: 'both'},
    'keep-vanilla': {type: 'boolean', default: false},
    reports: {type: 'string'},
    'api-only': {type: 'boolean', default: false},
    baseline: {type: 'string'},
  },
});
const apiOnly = args['api-only'];
const baselineDir = args.baseline ? path.resolve(args.baseline) : undefined;
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`[bench:lighthouse] --runs must be a whole number ≥ 1, got "${args.runs}".`);
  process.exit(1);
}
const formFactorArg = args['form-factor'];
if (!['mobile', 'desktop', 'both'].includes(formFactorArg ?? '')) {
  console.error('[bench:lighthouse] --form-factor is mobile, desktop or both.');
  process.exit(1);
}
/** @type {Array<'mobile' | 'desktop'>} */
const formFactors =
  formFactorArg === 'both'
    ? ['mobile', 'desktop']
    : [formFactorArg === 'desktop' ? 'desktop' : 'mobile'];

/** The benchmarked doc page, its Markdown twin, and an API operation page. */
const docRoute = '/dev-docs/api/rest/parameters';
const apiRoute = '/openapi/content-api/list-restaurants';
for (const file of [`${docRoute}/index.html`, `${docRoute}.md`, `${apiRoute}/index.html`]) {
  if (!existsSync(path.join(buildDir, file))) {
    console.error(`[bench:lighthouse] build${file} not found: run \`npm run build\` first.`);
    process.exit(1);
  }
}
if (baselineDir && !existsSync(path.join(baselineDir, `${apiRoute}/index.html`))) {
  console.error(`[bench:lighthouse] --baseline: ${baselineDir}${apiRoute}/index.html not found.`);
  process.exit(1);
}
if (!existsSync(chromiumPath)) {
  console.error(
    `[bench:lighthouse] no Chromium at ${chromiumPath}: \`apt-get install chromium\` or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}

// ---------------------------------------------------------------------------------------------
// The vanilla site

/**
 * Every Markdown twin of a doc page in our build, as paths relative to the build folder.
 * @param {string} dir
 * @param {string} [relative]
 * @returns {string[]}
 */
function markdownTwins(dir, relative = '') {
  return readdirSync(path.join(dir, relative), {withFileTypes: true}).flatMap((entry) => {
    const child = path.join(relative, entry.name);
    if (entry.isDirectory()) return markdownTwins(dir, child);
    return entry.name.endsWith('.md') && !/^llms/.test(entry.name) ? [child] : [];
  });
}

/**
 * Front matter with the title only: the twins' other keys (tags…) are not the vanilla site's.
 * @param {string} markdown
 */
function vanillaDoc(markdown) {
  const match = markdown.match(/^---\n([\s\S]*?)\n---\n/);
  const raw = match?.[1]?.match(/^title:\s*(.*)$/m)?.[1] ?? 'Untitled';
  const title = raw.replace(/^(['"])(.*)\1$/, '$2');
  const body = match ? markdown.slice(match[0].length) : markdown;
  // The H1 of the twin is the page title, which the theme renders from front matter.
  return `---\ntitle: ${JSON.stringify(title)}\n---\n\n${body.replace(/^# .*\n+/, '')}`;
}

function buildVanillaSite() {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'vanilla-lighthouse-'));
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(siteDir, 'node_modules'), 'dir');
  const twins = markdownTwins(buildDir).filter((file) =>
    /^(cloud|dev-docs|user-docs|openapi)[\\/]/.test(file),
  );
  for (const twin of twins) {
    const target = path.join(siteDir, 'docs', twin);
    mkdirSync(path.dirname(target), {recursive: true});
    writeFileSync(target, vanillaDoc(readFileSync(path.join(buildDir, twin), 'utf8')));
  }
  writeFileSync(
    path.join(siteDir, 'docusaurus.config.js'),
    `module.exports = {
  title: 'Vanilla', url: 'http://127.0.0.1', baseUrl: '/',
  future: {v4: true, faster: true},
  // The twins link to the real site; plain CommonMark, no MDX.
  onBrokenLinks: 'ignore', onBrokenAnchors: 'ignore', markdown: {format: 'md', hooks: {onBrokenMarkdownLinks: 'ignore'}},
  presets: [['classic', {docs: {routeBasePath: '/', sidebarPath: false}, blog: false, pages: false}]],
};\n`,
  );
  console.log(
    `[bench:lighthouse] building a vanilla Docusaurus classic site with our ${twins.length} doc pages' text in ${siteDir}…`,
  );
  execFileSync(path.join(repoRoot, 'node_modules/.bin/docusaurus'), ['build', siteDir], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {...process.env, NO_UPDATE_NOTIFIER: '1'},
  });
  return siteDir;
}

// ---------------------------------------------------------------------------------------------
// A static server: clean URLs, gzip for text, immutable caching of hashed assets

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
};
const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt', '.md']);

/**
 * The file a URL path serves from `root`, or null.
 * @param {string} root
 * @param {string} pathname
 */
function resolveFile(root, pathname) {
  const clean = decodeURIComponent(pathname).replace(/\/+$/, '');
  for (const candidate of [clean, `${clean}/index.html`, `${clean}.html`]) {
    const file = path.join(root, candidate);
    if (!file.startsWith(root)) return null;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

/** @param {string} root @returns {Promise<import('node:http').Server>} */
function serve(root) {
  /** @type {Map<string, Buffer>} */
  const gzipCache = new Map();
  const server = createServer((request, response) => {
    const {pathname} = new URL(request.url ?? '/', 'http://127.0.0.1');
    const found = resolveFile(root, pathname);
    const file = found ?? path.join(root, '404.html');
    const status = found ? 200 : 404;
    const extension = path.extname(file);
    /** @type {Record<string, string>} */
    const headers = {
      'Content-Type':
        contentTypes[/** @type {keyof typeof contentTypes} */ (extension)] ??
        'application/octet-stream',
    };
    if (/\/assets\//.test(file)) headers['Cache-Control'] = 'public, max-age=31536000, immutable';
    else headers['Cache-Control'] = 'public, max-age=0, must-revalidate';
    /** @type {Buffer} */
    let body = existsSync(file) ? readFileSync(file) : Buffer.from('Not found');
    if (compressible.has(extension) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
      const gzipped = gzipCache.get(file) ?? gzipSync(body, {level: 9});
      gzipCache.set(file, gzipped);
      body = gzipped;
      headers['Content-Encoding'] = 'gzip';
      headers.Vary = 'Accept-Encoding';
    }
    headers['Content-Length'] = String(body.length);
    response.writeHead(status, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve) => {
    const probe = createNetServer();
    probe.listen(0, '127.0.0.1', () => {
      const {port} = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Lighthouse

/**
 * The figures of one Lighthouse run.
 * @param {import('lighthouse').Result} lhr
 */
function figures(lhr) {
  /** @param {string} id */
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  // The resource summary's details are a table: one row per resource type.
  const summary =
    /** @type {{items?: Array<{resourceType?: string, transferSize?: number}>} | undefined} */ (
      lhr.audits['resource-summary']?.details
    );
  const scripts = summary?.items?.find((item) => item.resourceType === 'script');
  /** @param {string} id */
  const score = (id) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
  return {
    perf: score('performance'),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    js: scripts?.transferSize ?? Number.NaN,
    mainThread: audit('mainthread-work-breakdown'),
    a11y: score('accessibility'),
    bp: score('best-practices'),
    seo: score('seo'),
  };
}

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (/** @type {number} */ index) => sorted[index] ?? Number.NaN;
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}

/** @typedef {ReturnType<typeof figures>} Figures */
/** @type {Array<{name: keyof Figures; format: (value: number) => string}>} */
const columns = [
  {name: 'perf', format: (v) => String(Math.round(v))},
  {name: 'fcp', format: (v) => `${Math.round(v)} ms`},
  {name: 'lcp', format: (v) => `${Math.round(v)} ms`},
  {name: 'tbt', format: (v) => `${Math.round(v)} ms`},
  {name: 'cls', format: (v) => v.toFixed(3)},
  {name: 'js', format: (v) => `${(v / 1024).toFixed(1)} KiB`},
  {name: 'mainThread', format: (v) => `${Math.round(v)} ms`},
  {name: 'a11y', format: (v) => String(Math.round(v))},
  {name: 'bp', format: (v) => String(Math.round(v))},
  {name: 'seo', format: (v) => String(Math.round(v))},
];

/** @param {string} title @param {Array<[string, Figures]>} rows */
function printTable(title, rows) {
  console.log(`\n${title}`);
  console.log(['page'.padEnd(44), ...columns.map(({name}) => name.padStart(11))].join(''));
  for (const [label, values] of rows) {
    console.log(
      [
        label.padEnd(44),
        ...columns.map(({name, format}) =>
          (values[name] === undefined || Number.isNaN(values[name])
            ? '–'
            : format(values[name])
          ).padStart(11),
        ),
      ].join(''),
    );
  }
}

/** @param {boolean} ok */
const verdict = (ok) => (ok ? 'within budget' : 'OVER BUDGET');

/** @param {import('node:http').Server} server */
const baseOf = (server) =>
  `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;

/**
 * Lighthouse runs of every page, interleaved (one run of each page, then the next round), so that
 * a busier moment of the machine weighs on every page alike.
 * @param {{label: string, url: string}[]} pages
 * @param {'mobile' | 'desktop'} formFactor
 * @param {number} port the browser's remote-debugging port
 */
async function runInterleaved(pages, formFactor, port) {
  const config = formFactor === 'desktop' ? desktopConfig : undefined;
  /** @type {Map<string, ReturnType<typeof figures>[]>} */
  const results = new Map(pages.map((page) => [page.label, []]));
  for (let run = 1; run <= runs; run += 1) {
    for (const page of pages) {
      const result = await lighthouse(
        page.url,
        {port, output: 'json', logLevel: 'error', formFactor},
        config,
      );
      if (!result) throw new Error(`Lighthouse returned nothing for ${page.url}`);
      if (result.lhr.runtimeError) {
        throw new Error(`Lighthouse failed on ${page.url}: ${result.lhr.runtimeError.message}`);
      }
      if (args.reports) {
        mkdirSync(args.reports, {recursive: true});
        const name = `${formFactor}-${run}-${page.label.replace(/[^a-z0-9]+/gi, '_')}.json`;
        writeFileSync(path.join(args.reports, name), JSON.stringify(result.lhr));
      }
      const run_ = figures(result.lhr);
      results.get(page.label)?.push(run_);
      console.log(
        `[bench:lighthouse] ${formFactor} run ${run}/${runs} ${page.label}: perf ${run_.perf}, TBT ${Math.round(run_.tbt)} ms, CLS ${run_.cls.toFixed(3)}, JS ${(run_.js / 1024).toFixed(1)} KiB`,
      );
    }
  }
  return new Map(
    [...results].map(([label, list]) => [
      label,
      /** @type {Figures} */ (
        Object.fromEntries(columns.map(({name}) => [name, median(list.map((r) => r[name]))]))
      ),
    ]),
  );
}

/** @param {Figures} api */
function printApiBudgets(api) {
  console.log(`API page perf ${api.perf} ≥ 90: ${verdict(api.perf >= 90)}`);
  console.log(`API page CLS ${api.cls.toFixed(3)} ≤ 0.02: ${verdict(api.cls <= 0.02)}`);
}

/**
 * Ratios of our pages to vanilla's doc page and, on mobile, the budgets.
 * @param {Map<string, Figures>} medians
 * @param {'mobile' | 'desktop'} formFactor
 */
function printComparison(medians, formFactor) {
  /** @param {string} label @returns {Figures} */
  const medianOf = (label) => /** @type {Figures} */ (medians.get(label));
  const api = medianOf(`ours ${apiRoute}`);
  const vanilla = medianOf(`vanilla ${docRoute}`);
  const ours = medianOf(`ours ${docRoute}`);
  /** @param {keyof Figures} name @param {Figures} page */
  const ratio = (name, page) => page[name] / vanilla[name];
  console.log('\nRatio to vanilla (medians)');
  /** @type {Array<[string, Figures]>} */
  const compared = [
    [`ours ${docRoute}`, ours],
    [`ours ${apiRoute}`, api],
  ];
  for (const [label, page] of compared) {
    console.log(
      `${label.padEnd(44)} TBT ×${ratio('tbt', page).toFixed(2)}  JS ×${ratio('js', page).toFixed(2)}  main thread ×${ratio('mainThread', page).toFixed(2)}  LCP ×${ratio('lcp', page).toFixed(2)}  perf ${page.perf - vanilla.perf >= 0 ? '+' : ''}${page.perf - vanilla.perf}`,
    );
  }
  if (formFactor !== 'mobile') return;
  console.log('\nBudgets (mobile)');
  console.log(
    `doc page perf ${ours.perf} ≥ vanilla ${vanilla.perf} − 2: ${verdict(ours.perf >= vanilla.perf - 2)}`,
  );
  console.log(
    `doc page TBT ×${ratio('tbt', ours).toFixed(2)} ≤ 1.30: ${verdict(ratio('tbt', ours) <= 1.3)}`,
  );
  console.log(
    `doc page JS transfer ×${ratio('js', ours).toFixed(2)} ≤ 1.10: ${verdict(ratio('js', ours) <= 1.1)}`,
  );
  printApiBudgets(api);
}

/** @param {Map<string, Figures>} medians */
function printCategoryNotes(medians) {
  for (const [label, page] of medians) {
    if (page.a11y < 100 || page.bp < 100 || page.seo < 100) {
      console.log(
        `note: ${label} scores accessibility ${page.a11y}, best practices ${page.bp}, SEO ${page.seo} (100 expected)`,
      );
    }
  }
}

async function main() {
  const vanillaDir = apiOnly ? undefined : buildVanillaSite();
  const ourServer = await serve(buildDir);
  const vanillaServer = vanillaDir ? await serve(path.join(vanillaDir, 'build')) : undefined;
  const baselineServer = baselineDir ? await serve(baselineDir) : undefined;
  const ourBase = baseOf(ourServer);
  const pages = [
    ...(vanillaServer
      ? [
          {label: `vanilla ${docRoute}`, url: `${baseOf(vanillaServer)}${docRoute}`},
          {label: `ours ${docRoute}`, url: `${ourBase}${docRoute}`},
        ]
      : []),
    ...(baselineServer
      ? [{label: `baseline ${apiRoute}`, url: `${baseOf(baselineServer)}${apiRoute}`}]
      : []),
    {label: `ours ${apiRoute}`, url: `${ourBase}${apiRoute}`},
  ];

  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [`--remote-debugging-port=${port}`, ...chromiumArgs],
  });

  try {
    for (const formFactor of formFactors) {
      const medians = await runInterleaved(pages, formFactor, port);
      printTable(
        `Lighthouse ${formFactor}, median of ${runs} interleaved runs (simulated throttling)`,
        [...medians],
      );
      if (!apiOnly) printComparison(medians, formFactor);
      else if (formFactor === 'mobile') {
        console.log('');
        printApiBudgets(/** @type {Figures} */ (medians.get(`ours ${apiRoute}`)));
      }
      printCategoryNotes(medians);
    }
  } finally {
    await browser.close();
    ourServer.close();
    vanillaServer?.close();
    baselineServer?.close();
    if (vanillaDir && args['keep-vanilla'])
      console.log(`[bench:lighthouse] vanilla site kept in ${vanillaDir}`);
    else if (vanillaDir) rmSync(vanillaDir, {recursive: true, force: true});
  }
}

await main();
