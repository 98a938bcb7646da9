/**
 * The search index at a larger scale, for `npm run bench:search -- --scale <n>`: a synthetic site
 * of n times the pages made from the real index, and the figures of the index design measured on
 * it (first-query transfer, postings files fetched per query, latency, in-memory build, Ask, the
 * build-side split), with the previous design's figures beside them.
 */
import {setFlagsFromString} from 'node:v8';
import {runInNewContext} from 'node:vm';
import {gzipSync} from 'node:zlib';

/** Words (7 letters or more) found in at most this many sections are renamed in each copy. */
const rareSections = 2;

/**
 * `data` with every page copied `factor - 1` times under `/scale-copy-<k>` (so `factor` times the
 * pages and sections). A real site grows its vocabulary too: in each copy, the rare long words
 * (in at most `rareSections` sections of the original) get a suffix of their own, so the
 * dictionary grows with the pages as new pages bring new names.
 */
/**
 * @param {any} data
 * @param {number} factor
 * @returns {any}
 */
export function scaledIndex(data, factor) {
  if (factor <= 1) return data;
  const sectionsOfWord = new Map();
  for (const section of data.sections) {
    const seen = new Set(`${section.heading} ${section.text} ${section.code}`.match(/\p{L}{7,}/gu));
    for (const word of seen) sectionsOfWord.set(word, (sectionsOfWord.get(word) ?? 0) + 1);
  }
  const rare = (/** @type {string} */ word) => (sectionsOfWord.get(word) ?? 0) <= rareSections;
  const pages = [...data.pages];
  const sections = [...data.sections];
  for (let copy = 1; copy < factor; copy += 1) {
    const suffix = `q${copy.toString(36)}`;
    const rename = (/** @type {string} */ text) =>
      text.replace(/\p{L}{7,}/gu, (word) => (rare(word) ? word + suffix : word));
    const pageOffset = pages.length;
    for (const page of data.pages)
      pages.push({
        ...page,
        url: `/scale-copy-${copy}${page.url}`,
        title: rename(page.title),
        description: rename(page.description),
      });
    for (const section of data.sections)
      sections.push({
        ...section,
        page: section.page + pageOffset,
        heading: rename(section.heading),
        path: section.path.map(rename),
        text: rename(section.text),
        code: rename(section.code),
      });
  }
  return {...data, pages, sections};
}

const gzip = (/** @type {unknown} */ value) =>
  gzipSync(typeof value === 'string' ? value : JSON.stringify(value)).length;
const percentile = (/** @type {number[]} */ sorted, /** @type {number} */ p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const sortedNumbers = (/** @type {number[]} */ values) => [...values].sort((a, b) => a - b);

/** A garbage collection, so that heap figures measure what is kept (best effort). */
function collectGarbage() {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc');
  gc();
}

/**
 * @template T
 * @param {() => T} run
 * @returns {{value: T, ms: number}}
 */
function timed(run) {
  const started = performance.now();
  const value = run();
  return {value, ms: performance.now() - started};
}

/** Every prefix of each query, as the widget searches while the reader types. */
/** @param {string[]} queries */
export function typedPrefixes(queries) {
  return queries.flatMap((query) =>
    Array.from({length: query.length}, (_, index) => query.slice(0, index + 1)),
  );
}

/**
 * The figures of both designs on `data` (a complete index): `queries` are typical queries (the
 * evaluation set). `searchLib` and `buildLib` are `loadSearchLib()` and `loadSearchBuildLib()`.
 */
/**
 * @param {any} searchLib
 * @param {any} buildLib
 * @param {any} data
 * @param {string[]} queries
 */
export function measureDesigns(searchLib, buildLib, data, queries) {
  const lib = {...searchLib, ...buildLib, answerQuestion: searchLib.answerQuestion};
  // Build side: the split (engine index computed and serialised) as the plugin runs it.
  collectGarbage();
  const heapBefore = process.memoryUsage().heapUsed;
  const split = timed(() =>
    lib.splitIndexData(data, (/** @type {number} */ index) => `bodies-${index}.json`),
  );
  const heapAfter = process.memoryUsage().heapUsed;
  const {head, shards, postingShards} =
    /** @type {{head: any; shards: unknown[]; postingShards: unknown[]}} */ (split.value);
  const headJson = JSON.stringify(head);
  const postingJson = postingShards.map((shard) => JSON.stringify(shard));
  const postingGzip = postingJson.map(gzip);
  const serialise = timed(() => [
    headJson,
    ...postingJson,
    ...shards.map((s) => JSON.stringify(s)),
  ]);

  // The previous design: a head of every page and section with its lead and code identifiers,
  // indexed in the browser.
  const previousHead = {
    ...data,
    sections: data.sections.map((/** @type {any} */ {codeSpans: _bodyOnly, ...section}) => ({
      ...section,
      text: searchLib.leadOf(section.text),
      code: lib.codeIdentifiers(section.code),
    })),
  };
  const rebuilt = timed(() => new lib.SearchEngine(data));
  const previousHeadBuild = timed(() => new lib.SearchEngine(previousHead));

  // This design, as the browser runs it: parse the head, no index build, postings on demand.
  const opened = timed(() => {
    const parsed = JSON.parse(headJson);
    const postings = new lib.ShardedPostings(parsed.engineIndex);
    return {
      parsed,
      postings,
      engine: lib.SearchEngine.fromIndex(parsed, parsed.engineIndex, postings),
    };
  });
  const loadShard = (/** @type {any} */ postings, /** @type {number} */ shard) =>
    postings.add(shard, JSON.parse(postingJson[shard] ?? '{}'));

  // Per query typed from a cold start: the postings files its prefixes read.
  const perQuery = queries.map((query) => {
    const postings = new lib.ShardedPostings(head.engineIndex);
    const engine = lib.SearchEngine.fromIndex(head, head.engineIndex, postings);
    const fetched = new Set();
    for (const typed of typedPrefixes([query])) {
      engine.search(typed);
      for (let wanted = postings.wanted(); wanted.length > 0; wanted = postings.wanted()) {
        for (const shard of wanted) {
          fetched.add(shard);
          loadShard(postings, shard);
        }
        engine.search(typed);
      }
    }
    const bytes = [...fetched].reduce((sum, shard) => sum + postingGzip[shard], 0);
    return {files: fetched.size, bytes};
  });

  // Latency and answers with every postings file loaded, over the complete text.
  const allPostings = new lib.ShardedPostings(head.engineIndex);
  postingJson.forEach((_json, shard) => loadShard(allPostings, shard));
  const complete = lib.SearchEngine.fromIndex(
    lib.mergeBodies(head, shards),
    head.engineIndex,
    allPostings,
  );
  const prefixes = typedPrefixes(queries);
  for (const query of prefixes) complete.search(query);
  const latencies = [];
  for (let round = 0; round < 2; round += 1)
    for (const query of prefixes) latencies.push(timed(() => complete.search(query)).ms);
  const previousLatencies = prefixes.map((query) => timed(() => rebuilt.value.search(query)).ms);
  const askTimes = queries.map((query) => timed(() => lib.answerQuestion(complete, query)).ms);
  const differing = queries.filter(
    (query) =>
      JSON.stringify(complete.search(query)) !== JSON.stringify(rebuilt.value.search(query)),
  ).length;

  const headGzip = gzip(headJson);
  const firstQuery = sortedNumbers(perQuery.map((entry) => headGzip + entry.bytes));
  const files = sortedNumbers(perQuery.map((entry) => entry.files));
  const sortedLatencies = sortedNumbers(latencies);
  return {
    pages: data.pages.length,
    sections: data.sections.length,
    keys: head.engineIndex.keys.length,
    headGzip,
    previousHeadGzip: gzip(JSON.stringify({...previousHead, version: head.version})),
    postingFiles: postingJson.length,
    postingsGzip: postingGzip.reduce((sum, value) => sum + value, 0),
    largestPostingGzip: Math.max(...postingGzip),
    bodiesGzip: shards.reduce((/** @type {number} */ sum, shard) => sum + gzip(shard), 0),
    firstQuery: {
      p50: percentile(firstQuery, 50),
      p95: percentile(firstQuery, 95),
      max: firstQuery.at(-1),
    },
    filesPerQuery: {p50: percentile(files, 50), p95: percentile(files, 95), max: files.at(-1)},
    latency: {
      p50: percentile(sortedLatencies, 50),
      p95: percentile(sortedLatencies, 95),
      max: sortedLatencies.at(-1),
      queries: latencies.length,
    },
    previousLatencyP95: percentile(sortedNumbers(previousLatencies), 95),
    openMs: opened.ms,
    previousBuildMs: previousHeadBuild.ms,
    completeRebuildMs: rebuilt.ms,
    ask: {
      p50: percentile(sortedNumbers(askTimes), 50),
      p95: percentile(sortedNumbers(askTimes), 95),
    },
    differing,
    splitMs: split.ms,
    serialiseMs: serialise.ms,
    splitHeapMb: (heapAfter - heapBefore) / 2 ** 20,
  };
}
