#!/usr/bin/env node
/**
 * Prints the JavaScript referenced by the HTML of a doc page and of the landing page (raw and
 * gzip), next to the same figure for a vanilla Docusaurus classic doc page built from the same
 * installed packages in a temporary folder. Budget: our doc page ≤ 1.10 × vanilla, so the
 * portal's features cost at most a tenth more script than Docusaurus alone.
 *
 * Docusaurus's main bundle grows with the number of routes (route table, chunk registry, docs
 * global data), so two vanilla baselines are printed: one doc page, and as many doc pages as our
 * build has. The second isolates what our configuration, theme and plugins add.
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
import {kb, pageScriptWeight} from './lib/page-weight.mjs';
import {parseSitemap} from './lib/sitemap.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = path.join(repoRoot, 'build');
const docPage = process.env.BENCH_DOC_PAGE ?? 'dev-docs/api/rest/parameters/index.html';

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

/** @param {number} docCount */
function vanillaDocPage(docCount) {
  console.log(
    `[bench:pages] building a vanilla Docusaurus classic site with ${docCount} doc page(s) from the same packages…`,
  );
  const siteDir = buildVanillaSite(docCount);
  try {
    return pageScriptWeight(path.join(siteDir, 'build'), 'docs/intro/index.html');
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
/** @type {Array<[string, {gzip: number}]>} */
const baselines = [
  ['vanilla, 1 doc', vanilla],
  [`vanilla, ${ourDocCount} docs`, vanillaSameSize],
];
for (const [label, baseline] of baselines) {
  const ratio = ours.doc.gzip / baseline.gzip;
  console.log(
    `our doc page / ${label} (gzip): ${ratio.toFixed(3)} (budget ≤ 1.100) ${ratio <= 1.1 ? 'within budget' : 'over budget'}`,
  );
}
