/**
 * Gives the command-line scripts the same TypeScript ranking, answer and evaluation code as the
 * browser widget (plugins/search-index/lib), loaded with jiti (a declared dependency, the same
 * TypeScript loader and version Docusaurus uses for the site config), and reads the index file
 * written by the build.
 */
import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const defaultIndexFile = path.join(repoRoot, 'build/search-index/index.json');
export const defaultEvalSet = path.join(repoRoot, 'plugins/search-index/eval/queries.json');

const require = createRequire(import.meta.url);

/** A jiti loader (TypeScript and extension-less ESM) rooted at `from`, with optional aliases. */
export function createLoader(from, alias = {}) {
  /** @type {typeof import('jiti').default} */
  const createJiti = require('jiti');
  return createJiti(from, {interopDefault: true, cache: false, requireCache: false, alias});
}

/** The shared library: engine, answers, passages, evaluation. */
export function loadSearchLib() {
  const load = createLoader(fileURLToPath(import.meta.url));
  const lib = (name) => load(path.join(repoRoot, 'plugins/search-index/lib', `${name}.ts`));
  return {
    ...lib('engine'),
    ...lib('answer'),
    ...lib('evaluate'),
    ...lib('indexData'),
  };
}

/** Exit status of a command-line mistake (bad option or argument), as shells and CLIs use it. */
export const usageErrorStatus = 2;

/**
 * Parses the command line with node's parseArgs; a mistake (an unknown option, such as a query
 * that starts with `-`) ends the script with one line that says how to fix it, not a stack trace.
 */
export function parseCommandLine(config, tag, usage) {
  try {
    return parseArgs({...config, args: config.args ?? process.argv.slice(2)});
  } catch (caught) {
    const error = /** @type {Error & {code?: string}} */ (caught);
    const detail = (String(error.message).split('\n')[0] ?? '').replace(
      /\. To specify a positional.*$/,
      '',
    );
    const fix =
      error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION'
        ? `a query that starts with "-" goes after a lone --: ${usage} -- -- "--quickstart"`
        : `usage: ${usage} -- "query" (options: see the top of scripts/${tag}.mjs)`;
    console.error(`[${tag}] ${detail.replace(/\.$/, '')}; ${fix}.`);
    process.exit(usageErrorStatus);
  }
}

/**
 * Reads and checks the index file and merges its body files (`headOnly`: the head alone, what
 * the first query of the widget runs on); exits with a clear message when it is missing or is
 * not a search index.
 */
export function readIndex(file, lib, tag, headOnly = false) {
  const relative = path.relative(process.cwd(), file);
  const shown = relative && !relative.startsWith('..') ? relative : file;
  if (!existsSync(file)) {
    console.error(
      `[${tag}] ${shown} not found: run \`npm run build\` first (the index is written by the production build), or pass --index <file>.`,
    );
    process.exit(1);
  }
  let data;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
    lib.assertIndexData(data, file);
  } catch (error) {
    const reason =
      error instanceof SyntaxError
        ? 'not JSON'
        : String(/** @type {Error} */ (error).message)
            .replace(/\s+/g, ' ')
            .trim();
    console.error(
      `[${tag}] ${shown} is not a search index (${reason}): pass --index the build/search-index/index.json that \`npm run build\` writes.`,
    );
    process.exit(usageErrorStatus);
  }
  if (headOnly || !data.bodies?.length) return data;
  // The complete index, as the widget has it once the body files are in.
  const shards = data.bodies.map((/** @type {string} */ name) => {
    const shardFile = path.join(path.dirname(file), name);
    const shard = JSON.parse(readFileSync(shardFile, 'utf8'));
    lib.assertBodyShard(shard, shardFile);
    return shard;
  });
  return lib.mergeBodies(data, shards);
}

/** Reads the evaluation set and checks that each expected page exists in the index. */
export function readEvalSet(file, data, lib, tag) {
  const set = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(set.queries) || set.queries.length === 0) {
    console.error(`[${tag}] ${file} has no "queries" list.`);
    process.exit(1);
  }
  if (data) {
    const pages = new Set(data.pages.map((page) => lib.pageOf(page.url)));
    // A pending query waits for pages not written yet; any other must name pages that exist.
    const missing = set.queries.flatMap((entry) =>
      (entry.pending ? [] : entry.expected)
        .filter((url) => !pages.has(lib.pageOf(url)))
        .map((url) => `"${entry.query}" expects ${url}`),
    );
    // A pending query whose pages now exist would stay out of the figures for no reason.
    const arrived = set.queries
      .filter((entry) => entry.pending && entry.expected.every((url) => pages.has(lib.pageOf(url))))
      .map((entry) => `"${entry.query}"`);
    if (arrived.length > 0) {
      console.error(
        `[${tag}] ${arrived.length} pending query(ies) of ${path.relative(process.cwd(), file)} expect pages that now exist: remove their "pending" flag so that they count (${arrived.join(', ')}).`,
      );
      process.exit(1);
    }
    if (missing.length > 0) {
      console.error(
        `[${tag}] ${missing.length} expected page(s) of ${path.relative(process.cwd(), file)} are not in the index (renamed or removed pages?):\n  ${missing.join('\n  ')}`,
      );
      process.exit(1);
    }
  }
  return set;
}
