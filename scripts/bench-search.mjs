#!/usr/bin/env node
/**
 * Budgets of the Ask AI & Search widget, measured on the current build (run `npm run build` first):
 *
 * - the index (`lib/postings.ts`, `lib/indexData.ts`): transfer for the first query (the head plus
 *   the postings files the query reads as it is typed, budget ≤ 200 KB gzip), postings files per
 *   query, query latency with the postings loaded (every evaluation query and every prefix of it,
 *   budget p95 ≤ 15 ms), the in-memory index (parsing the head; nothing is built), offline answer
 *   time, the build side's split (time, heap kept), and whether any evaluation query ranks unlike
 *   the engine rebuilt from the text; beside each, the previous design's figure (a head of every
 *   page and section with its lead, indexed in the browser). With --scale <n>, the same at 1× and
 *   on a synthetic site of n times the pages (copies of every page; rare words renamed in each
 *   copy, so that the dictionary grows too);
 * - the widget's lazy chunk, raw and gzip (budget ≤ 40 KB gzip);
 * - a doc page's initial JavaScript: must not contain the widget (checked by its strings), and,
 *   with --baseline, its size against the same site built without the button (the difference is
 *   the button and the shortcut).
 *
 * Options: --scale <1–20> (default 1), --baseline (adds a second build, about a minute), --page
 * <built html> (default dev-docs/api/rest/index.html).
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
import {gzipSync} from 'node:zlib';
import {kb, pageScriptWeight} from './lib/page-weight.mjs';
import {measureDesigns, scaledIndex} from './lib/search-scale.mjs';
import {
  defaultEvalSet,
  defaultIndexFile,
  loadSearchBuildLib,
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
      scale: {type: 'string', default: '1'},
      page: {type: 'string', default: 'dev-docs/api/rest/index.html'},
    },
  },
  'bench:search',
  'npm run bench:search',
  import.meta.url,
);

const tag = '[bench:search]';
const scale = Number(values.scale);
if (!Number.isInteger(scale) || scale < 1 || scale > 20) {
  console.error(
    `${tag} --scale must be a whole number from 1 to 20; got ${JSON.stringify(values.scale)}.`,
  );
  process.exit(2);
}
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
const ms = (value) => `${value.toFixed(2)} ms`;

// The index: this design (head, postings fetched per query, bodies after) against the previous
// one (a head of every page and section, indexed in the browser), at 1× and at --scale.
const lib = loadSearchLib();
const buildLib = loadSearchBuildLib();
const data = readIndex(defaultIndexFile, lib, 'bench:search');
const set = readEvalSet(defaultEvalSet, data, lib, 'bench:search');
const queries = set.queries.map(({query}) => query);
const factors = scale > 1 ? [1, scale] : [1];
const figures = factors.map((factor) => {
  console.error(`${tag} measuring at ${factor}×…`);
  return measureDesigns(lib, buildLib, scaledIndex(data, factor), queries);
});
const column = (label, format) => [label, ...figures.map(format)];
const rows = [
  column('pages / sections / index keys', (f) => `${f.pages} / ${f.sections} / ${f.keys}`),
  column('first query, before (head of every lead)', (f) => kb(f.previousHeadGzip)),
  column('first query: head', (f) => kb(f.headGzip)),
  column('first query: head + its postings, p50 / p95 / max', (f) =>
    [f.firstQuery.p50, f.firstQuery.p95, f.firstQuery.max].map(kb).join(' / '),
  ),
  column(
    'postings files per typed query, p50 / p95 / max',
    (f) =>
      `${f.filesPerQuery.p50} / ${f.filesPerQuery.p95} / ${f.filesPerQuery.max} of ${f.postingFiles}`,
  ),
  column(
    'all postings / largest file / body files',
    (f) => `${kb(f.postingsGzip)} / ${kb(f.largestPostingGzip)} / ${kb(f.bodiesGzip)}`,
  ),
  column(
    'query latency p50 / p95 / max',
    (f) => `${ms(f.latency.p50)} / ${ms(f.latency.p95)} / ${ms(f.latency.max)}`,
  ),
  column('query latency p95 before', (f) => ms(f.previousLatencyP95)),
  column('in-memory index, before: build from the head', (f) => ms(f.previousBuildMs)),
  column('in-memory index: parse head, no build', (f) => ms(f.openMs)),
  column('Ask p50 / p95', (f) => `${ms(f.ask.p50)} / ${ms(f.ask.p95)}`),
  column(
    'build side: split + serialise, heap kept',
    (f) => `${ms(f.splitMs + f.serialiseMs)}, ${f.splitHeapMb.toFixed(0)} MB`,
  ),
  column('queries ranked unlike the rebuilt engine', (f) => `${f.differing} of ${queries.length}`),
];
const widths = (rows[0] ?? []).map((_cell, index) =>
  Math.max(...rows.map((row) => (row[index] ?? '').length)),
);
console.log(
  `${tag} index, ${figures.length > 1 ? `1× and ${scale}× (synthetic copies)` : '1×'}, Node ${process.version}`,
);
console.log(
  `  ${['', ...factors.map((factor) => `${factor}×`)].map((cell, index) => cell.padEnd(widths[index] ?? 0)).join('  ')}`,
);
for (const row of rows)
  console.log(`  ${row.map((cell, index) => cell.padEnd(widths[index] ?? 0)).join('  ')}`);
for (const [index, f] of figures.entries()) {
  console.log(
    `  ${factors[index]}×: first query ≤ ${kb(budgets.indexGzip)} gzip (p95): ${verdict(f.firstQuery.p95 <= budgets.indexGzip)}; p95 ≤ ${budgets.p95} ms: ${verdict(f.latency.p95 <= budgets.p95)}`,
  );
}

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
