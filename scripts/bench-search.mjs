#!/usr/bin/env node
/**
 * Budgets of the Ask AI & Search widget, measured on the current build (run `npm run build` first):
 *
 * - index transfer for the first query: the head of the index (every page, heading, lead and code
 *   identifier), gzip and brotli, and per indexed page (budget ≤ 200 KB gzip), then the body files
 *   fetched after it;
 * - query latency of the ranking code once loaded, in Node: every evaluation query and every
 *   prefix of it as typed, p50/p95/max (budget p95 ≤ 15 ms), plus the in-memory build time and
 *   the offline answer time;
 * - the widget's lazy chunk, raw and gzip (budget ≤ 40 KB gzip);
 * - a doc page's initial JavaScript: must not contain the widget (checked by its strings), and,
 *   with --baseline, its size against the same site built without the button (the difference is
 *   the button and the shortcut).
 *
 * Options: --baseline (adds a second build, about a minute), --page <built html> (default
 * dev-docs/api/rest/index.html).
 */
import {execFileSync} from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {brotliCompressSync, gzipSync} from 'node:zlib';
import {kb, pageScriptWeight} from './lib/page-weight.mjs';
import {
  defaultEvalSet,
  defaultIndexFile,
  loadSearchLib,
  parseCommandLine,
  readEvalSet,
  readIndex,
  repoRoot,
} from './lib/search-lib.mjs';

const {values} = parseCommandLine(
  {
    options: {
      baseline: {type: 'boolean', default: false},
      page: {type: 'string', default: 'dev-docs/api/rest/index.html'},
    },
  },
  'bench:search',
  'npm run bench:search',
  import.meta.url,
);

const tag = '[bench:search]';
const buildDir = path.join(repoRoot, 'build');
// Strings that exist only in the widget's lazy code: none may appear in a page's initial JavaScript.
const widgetMarkers = [
  'Ask your question',
  'Search for a docs page or section',
  'Answers are AI-generated',
  'search-index/index.json',
];
const budgets = {indexGzip: 200 * 1024, p95: 15, chunkGzip: 40 * 1024};
const verdict = (ok) => (ok ? 'within budget' : 'OVER BUDGET');

const gzip = (buffer) => gzipSync(buffer).length;
const brotli = (buffer) => brotliCompressSync(buffer).length;
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (value) => `${value.toFixed(2)} ms`;

// Index transfer: the head answers the first query; the body files follow without blocking it.
const lib = loadSearchLib();
const indexBuffer = readFileSync(defaultIndexFile);
const head = readIndex(defaultIndexFile, lib, 'bench:search', true);
const data = readIndex(defaultIndexFile, lib, 'bench:search');
const indexGzip = gzip(indexBuffer);
const bodyBuffers = (head.bodies ?? []).map((name) =>
  readFileSync(path.join(path.dirname(defaultIndexFile), name)),
);
const bodiesGzip = bodyBuffers.reduce((sum, buffer) => sum + gzip(buffer), 0);
const bodiesRaw = bodyBuffers.reduce((sum, buffer) => sum + buffer.length, 0);
console.log(`${tag} index: ${data.pages.length} pages, ${data.sections.length} sections`);
console.log(
  `  transfer for the first query (head: every page, heading, lead, code identifier): ${kb(indexBuffer.length)} raw, ${kb(indexGzip)} gzip, ${kb(brotli(indexBuffer))} brotli`,
);
console.log(
  `  then, in the background: ${bodyBuffers.length} body file(s), ${kb(bodiesRaw)} raw, ${kb(bodiesGzip)} gzip (${kb(indexGzip + bodiesGzip)} gzip in all)`,
);
console.log(
  `  per page: ${Math.round(indexGzip / data.pages.length)} B gzip for the first query, ${Math.round((indexGzip + bodiesGzip) / data.pages.length)} B gzip in all`,
);
console.log(
  `  budget ≤ ${kb(budgets.indexGzip)} gzip for the first query: ${verdict(indexGzip <= budgets.indexGzip)}; room for about ${Math.floor(budgets.indexGzip / (indexGzip / data.pages.length))} pages at this density`,
);

// Engine build and query latency.
const buildTimes = [];
let engine;
for (let round = 0; round < 5; round += 1) {
  const started = performance.now();
  engine = new lib.SearchEngine(data);
  buildTimes.push(performance.now() - started);
}
buildTimes.sort((a, b) => a - b);

const set = readEvalSet(defaultEvalSet, data, lib, 'bench:search');
const typed = set.queries.flatMap(({query}) =>
  Array.from({length: query.length}, (_, index) => query.slice(0, index + 1)),
);
for (const query of typed) engine.search(query);
const latencies = [];
for (let round = 0; round < 3; round += 1) {
  for (const query of typed) {
    const started = performance.now();
    engine.search(query);
    latencies.push(performance.now() - started);
  }
}
latencies.sort((a, b) => a - b);
const p95 = percentile(latencies, 95);
const headEngine = new lib.SearchEngine(head);
const headLatencies = typed.map((query) => {
  const started = performance.now();
  headEngine.search(query);
  return performance.now() - started;
});
headLatencies.sort((a, b) => a - b);
console.log(`\n${tag} ranking code in Node ${process.version}`);
console.log(`  in-memory index build: ${ms(buildTimes[2])} median of 5`);
console.log(
  `  ${latencies.length} queries (every prefix of ${set.queries.length} queries, 3 rounds): p50 ${ms(percentile(latencies, 50))}, p95 ${ms(p95)}, max ${ms(latencies[latencies.length - 1])}`,
);
console.log(`  budget p95 ≤ ${budgets.p95} ms: ${verdict(p95 <= budgets.p95)}`);
console.log(
  `  on the head alone (before the body files are in): p50 ${ms(percentile(headLatencies, 50))}, p95 ${ms(percentile(headLatencies, 95))}`,
);
const askTimes = set.queries.map(({query}) => {
  const started = performance.now();
  lib.answerQuestion(engine, query);
  return performance.now() - started;
});
askTimes.sort((a, b) => a - b);
console.log(
  `  offline answers: p50 ${ms(percentile(askTimes, 50))}, p95 ${ms(percentile(askTimes, 95))}`,
);

// Widget chunk.
const jsDir = path.join(buildDir, 'assets/js');
const chunks = readdirSync(jsDir).filter(
  (file) =>
    file.endsWith('.js') &&
    readFileSync(path.join(jsDir, file), 'utf8').includes(widgetMarkers[0] ?? ''),
);
console.log(`\n${tag} widget code loaded on first open`);
let chunkGzip = 0;
for (const file of chunks) {
  const content = readFileSync(path.join(jsDir, file));
  chunkGzip += gzip(content);
  console.log(`  ${file}: ${kb(content.length)} raw, ${kb(gzip(content))} gzip`);
}
if (chunks.length === 0) console.log('  no chunk contains the widget: is the build current?');
console.log(
  `  budget ≤ ${kb(budgets.chunkGzip)} gzip: ${verdict(chunks.length > 0 && chunkGzip <= budgets.chunkGzip)}`,
);

// Initial JavaScript of a doc page.
const initial = pageScriptWeight(buildDir, values.page);
const leaked = initial.files.filter((file) => {
  const content = readFileSync(path.join(buildDir, file.url), 'utf8');
  return widgetMarkers.some((marker) => content.includes(marker));
});
console.log(
  `\n${tag} initial JavaScript of /${path.dirname(values.page)}: ${initial.files.length} files, ${kb(initial.raw)} raw, ${kb(initial.gzip)} gzip`,
);
console.log(
  `  widget code in the initial JavaScript: ${leaked.length === 0 ? 'none (only the button and the shortcut)' : `FOUND in ${leaked.map((file) => file.url).join(', ')}`}`,
);

if (values.baseline) {
  console.log(`${tag} building the same site without the button for comparison…`);
  const siteDir = mkdtempSync(path.join(tmpdir(), 'search-baseline-'));
  try {
    const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], {
      cwd: repoRoot,
      encoding: 'utf8',
    })
      .split('\n')
      .filter(Boolean);
    for (const file of files) {
      if (file === 'node_modules' || !existsSync(path.join(repoRoot, file))) continue;
      mkdirSync(path.dirname(path.join(siteDir, file)), {recursive: true});
      cpSync(path.join(repoRoot, file), path.join(siteDir, file));
    }
    symlinkSync(path.join(repoRoot, 'node_modules'), path.join(siteDir, 'node_modules'), 'dir');
    // The search plugin's `@theme/SearchBar`, reduced to nothing: the same site without the button.
    writeFileSync(
      path.join(siteDir, 'plugins/search-index/theme/SearchBar/index.tsx'),
      'export default function SearchBar() {\n  return null;\n}\n',
    );
    execFileSync(path.join(repoRoot, 'node_modules/.bin/docusaurus'), ['build', siteDir], {
      stdio: 'ignore',
      env: {...process.env, NO_UPDATE_NOTIFIER: '1'},
    });
    const baseline = pageScriptWeight(path.join(siteDir, 'build'), values.page);
    console.log(`  without the button: ${kb(baseline.raw)} raw, ${kb(baseline.gzip)} gzip`);
    console.log(
      `  added by the button and the shortcut: ${initial.raw - baseline.raw} B raw, ${initial.gzip - baseline.gzip} B gzip`,
    );
  } finally {
    rmSync(siteDir, {recursive: true, force: true});
  }
}
