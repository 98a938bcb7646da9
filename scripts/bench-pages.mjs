#!/usr/bin/env node
/**
 * Prints the JavaScript referenced by the HTML of a doc page and of the landing page (raw and
 * gzip), next to the same figure for a vanilla Docusaurus classic doc page built from the same
 * installed packages in a temporary folder. Budget (issue 2): our doc page ≤ 1.10 × vanilla.
 * Needs a production build (`npm run build`) first.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {kb, pageScriptWeight} from './lib/page-weight.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = path.join(repoRoot, 'build');
const docPage = process.env.BENCH_DOC_PAGE ?? 'dev-docs/api/rest/parameters/index.html';

if (!existsSync(path.join(buildDir, docPage))) {
  console.error(`[bench:pages] ${path.join('build', docPage)} not found: run \`npm run build\` first.`);
  process.exit(1);
}

function buildVanillaSite() {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'vanilla-docusaurus-'));
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(siteDir, 'node_modules'), 'dir');
  mkdirSync(path.join(siteDir, 'docs'));
  writeFileSync(
    path.join(siteDir, 'docusaurus.config.js'),
    `module.exports = {
  title: 'Vanilla', url: 'http://127.0.0.1', baseUrl: '/',
  future: {v4: true, faster: true},
  presets: [['classic', {docs: {routeBasePath: 'docs', sidebarPath: false}, blog: false}]],
};\n`,
  );
  writeFileSync(
    path.join(siteDir, 'docs/intro.md'),
    '---\ntitle: Intro\n---\n\n## Section\n\nSome text with `code`.\n\n```js\nconsole.log(1);\n```\n\n### Sub-section\n\nMore text.\n',
  );
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

console.log('[bench:pages] building a vanilla Docusaurus classic site from the same packages…');
const vanillaDir = buildVanillaSite();
let vanilla;
try {
  vanilla = pageScriptWeight(path.join(vanillaDir, 'build'), 'docs/intro/index.html');
} finally {
  rmSync(vanillaDir, {recursive: true, force: true});
}

const rows = [
  ['our doc page', `/${path.dirname(docPage)}`, ours.doc],
  ['our landing page', '/', ours.landing],
  ['vanilla doc page', '/docs/intro', vanilla],
];
console.log('\nJavaScript referenced by the HTML (script src + script preloads)');
console.log('page'.padEnd(20), 'path'.padEnd(34), 'files'.padStart(5), 'raw'.padStart(11), 'gzip'.padStart(11));
for (const [label, route, weight] of rows) {
  console.log(label.padEnd(20), route.padEnd(34), String(weight.files.length).padStart(5), kb(weight.raw).padStart(11), kb(weight.gzip).padStart(11));
}
const ratio = ours.doc.gzip / vanilla.gzip;
console.log(`\ndoc page / vanilla (gzip): ${ratio.toFixed(3)} (budget ≤ 1.100) ${ratio <= 1.1 ? 'within budget' : 'OVER BUDGET'}`);
