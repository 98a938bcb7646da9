#!/usr/bin/env node
/**
 * Prints the JavaScript referenced by the HTML of a doc page and of the landing page (raw and
 * gzip), next to the same figure for a vanilla Docusaurus classic doc page built from the same
 * installed packages in a temporary folder. Budgets: our doc page ≤ 1.00 × a vanilla site with
 * as many doc pages (issue 36: the portal's features cost no script beyond what Docusaurus alone
 * costs at the same size), and ≤ 1.10 × a vanilla site of one doc.
 *
 * Docusaurus's main bundle grows with the number of routes (route table, chunk registry, docs
 * global data), so two vanilla baselines are printed: one doc page, and as many doc pages as our
 * build has. The second isolates what our configuration, theme and plugins add.
 * Then what each side's doc page scripts are made of, module group by module group (a package,
 * a Docusaurus client folder, a local plugin, a generated route file; minified bytes and gzip of
 * the group's modules together), largest difference first, from the bundler's module list that
 * plugins/bundle-stats writes beside the build (`.docusaurus/bundle-stats/client.json`; the vanilla
 * site is built with that plugin too). `BENCH_GROUPS=<n>` shows n groups (default 30).
 * Needs a production build (`npm run build`) first.
 */
import {execFileSync} from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {kb, pageScriptWeight, referencedScripts, scriptBreakdown} from './lib/page-weight.mjs';
import {parseSitemap} from './lib/sitemap.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = path.join(repoRoot, 'build');
const docPage = process.env.BENCH_DOC_PAGE ?? 'dev-docs/api/rest/parameters/index.html';
const shownGroups = Number(process.env.BENCH_GROUPS ?? 30);
const bundleStatsFile = (/** @type {string} */ siteDir) =>
  path.join(siteDir, '.docusaurus/bundle-stats/client.json');

if (!existsSync(path.join(buildDir, docPage))) {
  console.error(
    `[bench:pages] ${path.join('build', docPage)} not found: run \`npm run build\` first.`,
  );
  process.exit(1);
}

/** @param {number} docCount */
function buildVanillaSite(docCount) {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'vanilla-docusaurus-'));
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(siteDir, 'node_modules'), 'dir');
  mkdirSync(path.join(siteDir, 'docs'));
  mkdirSync(path.join(siteDir, 'src/pages'), {recursive: true});
  writeFileSync(path.join(siteDir, 'src/pages/index.md'), '# Vanilla\n\nThe home page.\n');
  writeFileSync(
    path.join(siteDir, 'docusaurus.config.js'),
    `module.exports = {
  title: 'Vanilla', url: 'http://127.0.0.1', baseUrl: '/',
  future: {v4: true, faster: true},
  presets: [['classic', {docs: {routeBasePath: 'docs', sidebarPath: false}, blog: false}]],
  plugins: [${JSON.stringify(path.join(repoRoot, 'plugins/bundle-stats/index.ts'))}],
};\n`,
  );
  const body =
    '## Section\n\nSome text with `code`.\n\n```js\nconsole.log(1);\n```\n\n### Sub-section\n\nMore text.\n';
  writeFileSync(path.join(siteDir, 'docs/intro.md'), `---\ntitle: Intro\n---\n\n${body}`);
  for (let index = 1; index < docCount; index += 1) {
    writeFileSync(
      path.join(siteDir, `docs/reference-page-number-${index}-about-a-topic.md`),
      `---\ntitle: Reference page number ${index} about a topic\n---\n\n${body}`,
    );
  }
  execFileSync(path.join(repoRoot, 'node_modules/.bin/docusaurus'), ['build', siteDir], {
    stdio: 'ignore',
    env: {...process.env, NO_UPDATE_NOTIFIER: '1'},
  });
  return siteDir;
}

const ours = {
  doc: pageScriptWeight(buildDir, docPage),
  landing: pageScriptWeight(buildDir, 'index.html'),
};

/**
 * The module groups of the scripts a built page references.
 * @param {string} siteDir
 * @param {string} siteBuildDir
 * @param {string} htmlFile
 */
function pageBreakdown(siteDir, siteBuildDir, htmlFile) {
  const html = readFileSync(path.join(siteBuildDir, htmlFile), 'utf8');
  const stats = JSON.parse(readFileSync(bundleStatsFile(siteDir), 'utf8'));
  return scriptBreakdown(siteBuildDir, referencedScripts(html), stats);
}

/** @param {number} docCount */
function vanillaDocPage(docCount) {
  console.log(
    `[bench:pages] building a vanilla Docusaurus classic site with ${docCount} doc page(s) from the same packages…`,
  );
  const siteDir = buildVanillaSite(docCount);
  try {
    const siteBuildDir = path.join(siteDir, 'build');
    return {
      ...pageScriptWeight(siteBuildDir, 'docs/intro/index.html'),
      breakdown: pageBreakdown(siteDir, siteBuildDir, 'docs/intro/index.html'),
    };
  } finally {
    rmSync(siteDir, {recursive: true, force: true});
  }
}

const sitemap = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
const ourDocCount = parseSitemap(sitemap).filter((entry) =>
  /^\/(cloud|dev-docs|user-docs|snippets|openapi)\//.test(entry.path),
).length;
const vanilla = vanillaDocPage(1);
const vanillaSameSize = vanillaDocPage(ourDocCount);

/** @type {Array<[string, string, {files: unknown[]; raw: number; gzip: number}]>} */
const rows = [
  ['our doc page', `/${path.dirname(docPage)}`, ours.doc],
  ['our landing page', '/', ours.landing],
  ['vanilla, 1 doc', '/docs/intro', vanilla],
  [`vanilla, ${ourDocCount} docs`, '/docs/intro', vanillaSameSize],
];
console.log('\nJavaScript referenced by the HTML (script src + script preloads)');
console.log(
  'page'.padEnd(20),
  'path'.padEnd(34),
  'files'.padStart(5),
  'raw'.padStart(11),
  'gzip'.padStart(11),
);
for (const [label, route, weight] of rows) {
  console.log(
    label.padEnd(20),
    route.padEnd(34),
    String(weight.files.length).padStart(5),
    kb(weight.raw).padStart(11),
    kb(weight.gzip).padStart(11),
  );
}
console.log('');
/** @type {Array<[string, {gzip: number}, number]>} */
const baselines = [
  ['vanilla, 1 doc', vanilla, 1.1],
  [`vanilla, ${ourDocCount} docs`, vanillaSameSize, 1],
];
for (const [label, baseline, budget] of baselines) {
  const ratio = ours.doc.gzip / baseline.gzip;
  console.log(
    `our doc page / ${label} (gzip): ${ratio.toFixed(3)} (budget ≤ ${budget.toFixed(3)}) ${ratio <= budget ? 'within budget' : 'over budget'}`,
  );
}

/**
 * @param {Map<string, {raw: number; gzip: number; modules: number}>} oursByGroup
 * @param {Map<string, {raw: number; gzip: number; modules: number}>} vanillaByGroup
 * @param {string} vanillaLabel
 */
function printBreakdown(oursByGroup, vanillaByGroup, vanillaLabel) {
  const none = {raw: 0, gzip: 0, modules: 0};
  const rows = [...new Set([...oursByGroup.keys(), ...vanillaByGroup.keys()])]
    .map((group) => ({
      group,
      ours: oursByGroup.get(group) ?? none,
      vanilla: vanillaByGroup.get(group) ?? none,
    }))
    .sort(
      (a, b) =>
        Math.abs(b.ours.gzip - b.vanilla.gzip) - Math.abs(a.ours.gzip - a.vanilla.gzip) ||
        a.group.localeCompare(b.group),
    );
  const sum = (/** @type {typeof rows} */ list, /** @type {'ours' | 'vanilla'} */ side) =>
    list.reduce(
      (total, row) => ({raw: total.raw + row[side].raw, gzip: total.gzip + row[side].gzip}),
      {raw: 0, gzip: 0},
    );
  const line = (
    /** @type {string} */ label,
    /** @type {{raw: number; gzip: number}} */ ours,
    /** @type {{raw: number; gzip: number}} */ vanilla,
  ) =>
    console.log(
      label.slice(0, 58).padEnd(58),
      kb(ours.raw).padStart(10),
      kb(ours.gzip).padStart(9),
      kb(vanilla.raw).padStart(10),
      kb(vanilla.gzip).padStart(9),
      `${ours.gzip >= vanilla.gzip ? '+' : ''}${kb(ours.gzip - vanilla.gzip)}`.padStart(10),
    );
  console.log(
    `\nWhat the doc page's scripts are made of, ours beside ${vanillaLabel} (minified; gzip per group),`,
  );
  console.log('largest gzip difference first:');
  console.log(
    'module group'.padEnd(58),
    'ours raw'.padStart(10),
    'gzip'.padStart(9),
    'vanilla'.padStart(10),
    'gzip'.padStart(9),
    'diff gzip'.padStart(10),
  );
  for (const row of rows.slice(0, shownGroups)) line(row.group, row.ours, row.vanilla);
  const rest = rows.slice(shownGroups);
  if (rest.length > 0) {
    line(`${rest.length} other groups`, sum(rest, 'ours'), sum(rest, 'vanilla'));
  }
  line('all groups (each compressed on its own)', sum(rows, 'ours'), sum(rows, 'vanilla'));
}

if (existsSync(bundleStatsFile(repoRoot))) {
  printBreakdown(
    pageBreakdown(repoRoot, buildDir, docPage),
    vanillaSameSize.breakdown,
    `vanilla, ${ourDocCount} docs`,
  );
} else {
  console.log(
    `\n[bench:pages] ${path.relative(repoRoot, bundleStatsFile(repoRoot))} not found: the build ` +
      'predates plugins/bundle-stats; run `npm run build` again for the per-module breakdown.',
  );
}
