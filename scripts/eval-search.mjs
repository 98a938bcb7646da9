#!/usr/bin/env node
/**
 * Retrieval quality of the search on the evaluation set (plugins/search-index/eval/queries.json):
 * recall@1, recall@10 and MRR at page level, overall and by kind of query, then how the figures
 * hold when readers type the same queries otherwise (`readerVariants`). Needs `npm run build`.
 *
 *   npm run eval:search                  figures, then the queries not answered at rank 1
 *   npm run eval:search -- --verbose     every query with its rank and top results
 *   npm run -s eval:search -- --json     the full report as JSON
 *
 * Held-apart queries (a `heldOut` flag, or the quarter a hash of the text picks in a set with
 * `"heldApart": "sha256"`, such as readers-queries.json) are counted, never listed: --verbose and
 * --json give only their number.
 *
 * Options: --index <file>, --queries <file>, --head (the first-query head alone, before the body
 * files are in). The easyops comparison: npm run eval:search:easyops.
 *
 *   npm run eval:search -- --ablate      the rule budget: each ranking rule and each site option
 *                                        switched off alone, its Δ recall@1 / Δ MRR on every
 *                                        evaluation set (queries.json, situations.json,
 *                                        readers-queries.json and its held-apart quarter, as
 *                                        numbers only) and reader variant, and a verdict against
 *                                        the noise threshold it prints (scripts/lib/eval-ablate.mjs);
 *                                        --jobs <n> (default 2) processes share the ablations;
 *                                        --sets-only leaves the reader variants out (a quarter of
 *                                        the work); --only <name,name> measures only those ablations
 */
import path from 'node:path';
import {
  printMisses,
  printReport,
  printVariants,
  reportWithoutHeldApart,
} from './lib/eval-report.mjs';
import {spawn} from 'node:child_process';
import {fileURLToPath} from 'node:url';
import {ablationFigures, printAblation} from './lib/eval-ablate.mjs';
import {
  defaultEvalSet,
  defaultIndexFile,
  loadSearchLib,
  parseCommandLine,
  readEvalSet,
  readIndex,
  repoRoot,
} from './lib/search-lib.mjs';

/** The evaluation sets the rule budget is measured on (plugins/search-index/eval). */
const ablationSets = ['queries', 'situations', 'readers-queries'];

/**
 * The figures of every ablation, from `jobs` processes of this script (`--ablate-part i/jobs`),
 * merged.
 * @param {number} jobs
 */
async function ablationWorkers(jobs) {
  const script = fileURLToPath(import.meta.url);
  const parts = await Promise.all(
    Array.from({length: jobs}, (_, part) => {
      const worker = spawn(
        process.execPath,
        [
          script,
          '--index',
          values.index,
          '--ablate-part',
          `${part}/${jobs}`,
          ...(values['sets-only'] ? ['--sets-only'] : []),
          ...(values.only ? ['--only', values.only] : []),
        ],
        {stdio: ['ignore', 'pipe', 'inherit']},
      );
      let output = '';
      worker.stdout.on('data', (chunk) => (output += chunk));
      return new Promise((resolve, reject) =>
        worker.on('close', (status) =>
          status === 0
            ? resolve(JSON.parse(output))
            : reject(new Error(`[eval:search] ablation worker ${part} exited with ${status}`)),
        ),
      );
    }),
  );
  return Object.assign({}, ...parts);
}

const {values} = parseCommandLine(
  {
    options: {
      index: {type: 'string', default: defaultIndexFile},
      queries: {type: 'string', default: defaultEvalSet},
      json: {type: 'boolean', default: false},
      verbose: {type: 'boolean', default: false},
      head: {type: 'boolean', default: false},
      ablate: {type: 'boolean', default: false},
      jobs: {type: 'string', default: '2'},
      'ablate-part': {type: 'string'},
      'sets-only': {type: 'boolean', default: false},
      only: {type: 'string'},
    },
  },
  'eval:search',
  'npm run eval:search',
  import.meta.url,
);

const lib = loadSearchLib();
const data = readIndex(values.index, lib, 'eval:search', values.head);

if (values.ablate || values['ablate-part']) {
  const sets = ablationSets.map((name) => {
    const file = path.join(repoRoot, 'plugins/search-index/eval', `${name}.json`);
    return {name: `${name}.json`, set: readEvalSet(file, data, lib, 'eval:search')};
  });
  const scope = {
    variants: !values['sets-only'],
    only: values.only ? values.only.split(',').map((name) => name.trim()) : null,
  };
  if (values['ablate-part']) {
    // A worker: its share of the ablations, as JSON on stdout.
    const [part, parts] = values['ablate-part'].split('/').map(Number);
    const figures = await ablationFigures(lib, data, sets, part ?? 0, parts ?? 1, scope);
    // Written in full before exiting: stdout is a pipe, which exiting at once would cut.
    await new Promise((resolve) => process.stdout.write(`${JSON.stringify(figures)}\n`, resolve));
    process.exit(0);
  }
  const jobs = Number(values.jobs);
  if (!Number.isInteger(jobs) || jobs < 1 || jobs > 16) {
    console.error(
      `[eval:search] --jobs must be a whole number from 1 to 16; got "${values.jobs}".`,
    );
    process.exit(2);
  }
  await printAblation(lib, data, sets, ablationWorkers(jobs), scope);
  process.exit(0);
}
const set = readEvalSet(values.queries, data, lib, 'eval:search');
const problems = lib.heldApartProblems(set, set.queries);
if (problems.length > 0) {
  console.error(`[eval:search] ${values.queries}: ${problems.join(' ')}`);
  process.exit(1);
}
const engine = new lib.SearchEngine(data);
const search = (query) => engine.search(query, {limit: 10}).results.map((result) => result.url);
const report = await lib.evaluate(set, search);

if (values.json) {
  console.log(JSON.stringify(reportWithoutHeldApart(report), null, 2));
} else {
  printReport(
    `[eval:search] our search${values.head ? ', head only (first query)' : ''} (${data.pages.length} pages, ${data.sections.length} sections)`,
    report,
  );
  printVariants(await lib.evaluateVariants(set, search, report));
  printMisses(report, values.verbose);
}
