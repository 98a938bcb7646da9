#!/usr/bin/env node
/**
 * Searches the built index with the browser's ranking code.
 *
 *   npm run -s search -- "query"                 top 10 as a JSON array of {url, title, heading, score}
 *   npm run -s search -- --stdin --json < file   one query per line in, one {"query", "results"} line out
 *
 * Options: --limit <n> (default 10), --index <file> (default build/search-index/index.json).
 * A query that starts with `-` goes after a lone `--`: npm run -s search -- -- "--quickstart".
 * A mistake in the command line, or an index or body file that cannot be read, ends with one line
 * naming the fix and exit status 2. --help (-h) prints this text.
 */
import {createInterface} from 'node:readline';
import {
  defaultIndexFile,
  loadSearchLib,
  parseCommandLine,
  readIndex,
  usageErrorStatus,
} from './lib/search-lib.mjs';

const {values, positionals} = parseCommandLine(
  {
    allowPositionals: true,
    options: {
      stdin: {type: 'boolean', default: false},
      json: {type: 'boolean', default: false},
      limit: {type: 'string', default: '10'},
      index: {type: 'string', default: defaultIndexFile},
    },
  },
  'search',
  'npm run -s search',
  import.meta.url,
);

const limit = Number(values.limit);
if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
  console.error('[search] --limit must be a whole number from 1 to 100.');
  process.exit(usageErrorStatus);
}

const lib = loadSearchLib();
const engine = new lib.SearchEngine(readIndex(values.index, lib, 'search'));
const search = (query) =>
  engine
    .search(query, {limit})
    .results.map(({url, title, heading, score}) => ({url, title, heading, score}));

if (values.stdin) {
  const lines = createInterface({input: process.stdin, crlfDelay: Infinity});
  for await (const line of lines) {
    const query = line.trim();
    if (!query) continue;
    const results = search(query);
    console.log(
      values.json ? JSON.stringify({query, results}) : JSON.stringify({query, results}, null, 2),
    );
  }
} else {
  const query = positionals.join(' ');
  if (!query.trim()) {
    console.error(
      '[search] usage: npm run -s search -- "query"   or   npm run -s search -- --stdin --json < queries.txt',
    );
    process.exit(usageErrorStatus);
  }
  console.log(JSON.stringify(search(query), null, values.json ? 0 : 2));
}
