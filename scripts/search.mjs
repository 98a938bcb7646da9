#!/usr/bin/env node
/**
 * Searches the built index with the browser's ranking code.
 *
 *   npm run -s search -- "query"                 top 10 as a JSON array of {url, title, heading, score}
 *   npm run -s search -- --stdin --json < file   one query per line in, one {"query", "results"} line out
 *
 * Options: --limit <n> (default 10), --index <file> (default build/search-index/index.json).
 */
import {createInterface} from 'node:readline';
import {parseArgs} from 'node:util';
import {defaultIndexFile, loadSearchLib, readIndex} from './lib/search-lib.mjs';

const {values, positionals} = parseArgs({
  allowPositionals: true,
  options: {
    stdin: {type: 'boolean', default: false},
    json: {type: 'boolean', default: false},
    limit: {type: 'string', default: '10'},
    index: {type: 'string', default: defaultIndexFile},
  },
});

const limit = Number(values.limit);
if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
  console.error('[search] --limit must be a whole number from 1 to 100.');
  process.exit(1);
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
    process.exit(1);
  }
  console.log(JSON.stringify(search(query), null, values.json ? 0 : 2));
}
