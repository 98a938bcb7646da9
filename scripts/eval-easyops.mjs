#!/usr/bin/env node
/**
 * Side-by-side comparison with @easyops-cn/docusaurus-search-local, "the usual local search", on
 * the same site and the same evaluation set. Nothing is installed in this repository: the script
 * copies the site and its node_modules to a temporary folder, installs the plugin there with
 * `npm install --no-save`, adds it to the copied config, builds, and queries the index it wrote
 * with the plugin's own client code (tokenizer, query builder and result ordering of its search
 * worker, run in Node through jiti). Our figures come from the same copy's build.
 *
 *   npm run eval:search:easyops                   1 to 3 minutes; prints both reports and the transfers
 *   npm run eval:search:easyops -- --keep         keeps the temporary folder and prints its path
 *   npm run eval:search:easyops -- --reuse <dir>  reuses a kept folder (no copy, install or build)
 *   npm run eval:search:easyops -- --verbose      also lists each query's rank for both
 *   npm run eval:search:easyops -- --queries <file>  another evaluation set
 *
 * Needs the network for the one npm install (the registry only).
 */
import {execFileSync} from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {gzipSync} from 'node:zlib';
import {printMisses, printReport} from './lib/eval-report.mjs';
import {kb} from './lib/page-weight.mjs';
import {
  createLoader,
  defaultEvalSet,
  loadSearchLib,
  readEvalSet,
  readIndex,
  repoRoot,
} from './lib/search-lib.mjs';

const easyopsVersion = '0.55.3';
const tag = '[eval:search:easyops]';
const {values} = parseArgs({
  options: {
    keep: {type: 'boolean', default: false},
    reuse: {type: 'string'},
    verbose: {type: 'boolean', default: false},
    queries: {type: 'string', default: defaultEvalSet},
  },
});

const run = (command, args, cwd) =>
  execFileSync(command, args, {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {...process.env, NO_UPDATE_NOTIFIER: '1'},
  });

function prepareSite() {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'easyops-eval-'));
  console.log(`${tag} copying the site to ${siteDir}…`);
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
  // A real copy (not a link) of the installed packages, so that the install below cannot touch them.
  console.log(`${tag} copying node_modules…`);
  run('cp', ['-a', `${path.join(repoRoot, 'node_modules')}/.`, path.join(siteDir, 'node_modules')]);
  console.log(
    `${tag} npm install --no-save @easyops-cn/docusaurus-search-local@${easyopsVersion}…`,
  );
  run(
    'npm',
    [
      'install',
      '--no-save',
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
      `@easyops-cn/docusaurus-search-local@${easyopsVersion}`,
    ],
    siteDir,
  );

  const configFile = path.join(siteDir, 'docusaurus.config.ts');
  const config = readFileSync(configFile, 'utf8');
  const themesAt = config.indexOf('themes: [');
  if (themesAt === -1)
    throw new Error(`${tag} cannot find "themes: [" in docusaurus.config.ts to add the plugin.`);
  const easyopsTheme = `[
      '@easyops-cn/docusaurus-search-local',
      {
        hashed: true,
        indexDocs: true,
        indexBlog: false,
        indexPages: false,
        // The same pages as ours: snippets are not indexed (fragments), API reference pages are.
        docsRouteBasePath: ['cloud', 'dev-docs', 'user-docs', 'openapi'],
        // No docs instance has the id "default", and the plugin looks one up unless told which to use.
        docsPluginIdForPreferredVersion: 'cloud',
        // Our widget shows 10 results; the plugin's default is 8, so compare like with like.
        searchResultLimits: 10,
      },
    ], `;
  writeFileSync(configFile, config.replace('themes: [', `themes: [${easyopsTheme}`));
  console.log(`${tag} building the copy with both search plugins…`);
  run(path.join(siteDir, 'node_modules/.bin/docusaurus'), ['build'], siteDir);
  return siteDir;
}

/** The plugin's search, as its web worker runs it (dist/client/client/theme/worker.js), in Node. */
function easyopsSearch(siteDir) {
  const packageDir = path.join(siteDir, 'node_modules/@easyops-cn/docusaurus-search-local');
  const load = createLoader(path.join(siteDir, 'index.js'), {
    '@generated': path.join(siteDir, '.docusaurus'),
  });
  const client = (file) => load(path.join(packageDir, 'dist/client/client', file));
  const lunr = load(path.join(siteDir, 'node_modules/lunr'));
  const {tokenize} = client('utils/tokenize.js');
  const {smartQueries} = client('utils/smartQueries.js');
  const {sortSearchResults} = client('utils/sortSearchResults.js');
  const {language, searchIndexUrl, searchResultLimits} = client(
    'utils/proxiedGeneratedConstants.js',
  );
  const {SearchDocumentType} = load(path.join(packageDir, 'dist/client/shared/interfaces.js'));

  const indexFile = path.join(siteDir, 'build', searchIndexUrl.replace('{dir}', '').split('?')[0]);
  const raw = readFileSync(indexFile);
  const wrappedIndexes = JSON.parse(raw.toString()).map(({documents, index}, type) => ({
    type,
    documents,
    index: lunr.Index.load(index),
  }));

  const search = (input, limit = searchResultLimits) => {
    const rawTokens = tokenize(input, language);
    if (rawTokens.length === 0) return [];
    const queries = smartQueries(rawTokens, []);
    const results = [];
    search: for (const {term, tokens} of queries) {
      for (const {documents, index, type} of wrappedIndexes) {
        results.push(
          ...index
            .query((query) => {
              for (const item of term) {
                query.term(item.value, {
                  wildcard: item.wildcard,
                  presence: item.presence,
                  ...(item.editDistance ? {editDistance: item.editDistance} : null),
                });
              }
            })
            .slice(0, limit)
            .filter((result) => !results.some((item) => item.document.i.toString() === result.ref))
            .slice(0, limit - results.length)
            .map((result) => {
              const document = documents.find((doc) => doc.i.toString() === result.ref);
              return {
                document,
                type,
                page:
                  type !== SearchDocumentType.Title &&
                  wrappedIndexes[0].documents.find((doc) => doc.i === document.p),
                tokens,
                score: result.score,
              };
            }),
        );
        if (results.length >= limit) break search;
      }
    }
    sortSearchResults(results);
    return results.map((result) => `${result.document.u}${result.document.h ?? ''}`);
  };
  return {
    search,
    indexFile,
    bytes: raw.length,
    gzip: gzipSync(raw).length,
    limit: searchResultLimits,
  };
}

const siteDir = values.reuse ? path.resolve(values.reuse) : prepareSite();
try {
  const lib = loadSearchLib();
  const oursFile = path.join(siteDir, 'build/search-index/index.json');
  const ours = readIndex(oursFile, lib, 'eval:search:easyops');
  const set = readEvalSet(values.queries, ours, lib, 'eval:search:easyops');
  const engine = new lib.SearchEngine(ours);
  const oursReport = await lib.evaluate(set, (query) =>
    engine.search(query, {limit: 10}).results.map((result) => result.url),
  );
  const easyops = easyopsSearch(siteDir);
  const easyopsReport = await lib.evaluate(set, (query) => easyops.search(query));

  printReport(`${tag} our search`, oursReport);
  if (values.verbose) printMisses(oursReport, true);
  printReport(
    `${tag} @easyops-cn/docusaurus-search-local ${easyopsVersion} (searchResultLimits ${easyops.limit})`,
    easyopsReport,
  );
  if (values.verbose) printMisses(easyopsReport, true);

  const oursRaw = readFileSync(oursFile);
  const oursGzip = gzipSync(oursRaw).length;
  console.log(`\n${tag} index transfer for the first query (${ours.pages.length} pages):`);
  console.log(
    `  ours:    ${kb(oursRaw.length)} raw, ${kb(oursGzip)} gzip (${Math.round(oursGzip / ours.pages.length)} B gzip per page)`,
  );
  console.log(
    `  easyops: ${kb(easyops.bytes)} raw, ${kb(easyops.gzip)} gzip (${Math.round(easyops.gzip / ours.pages.length)} B gzip per page) — ${path.basename(easyops.indexFile)}`,
  );
  const better = (a, b) => (a > b ? 'ours higher' : a < b ? 'EASYOPS HIGHER' : 'equal');
  console.log(
    `\n${tag} summary: recall@10 ${better(oursReport.recallAt10, easyopsReport.recallAt10)}, MRR ${better(oursReport.mrr, easyopsReport.mrr)}, transfer ${oursGzip < easyops.gzip ? 'ours smaller' : 'EASYOPS SMALLER'}`,
  );
} finally {
  if (values.keep || values.reuse) console.log(`${tag} site copy kept in ${siteDir}`);
  else rmSync(siteDir, {recursive: true, force: true});
}
