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
/**
 * The build side of the index (the split into head, postings and body files) and the postings
 * reader, for the benchmarks; apart from `loadSearchLib`, whose `codeIdentifiers` is Ask's.
 */
export function loadSearchBuildLib() {
  const load = createLoader(fileURLToPath(import.meta.url));
  const lib = (name) => load(path.join(repoRoot, 'plugins/search-index/lib', `${name}.ts`));
  return {...lib('buildIndex'), ...lib('postings')};
}

export const usageErrorStatus = 2;

// Control characters (C0, DEL, C1) and the bidirectional-override characters: matching them is
// the point of this pattern.
/* eslint-disable no-control-regex */
const controlCharacters =
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
/* eslint-enable no-control-regex */

/**
 * `text` with its control and bidirectional-override characters written as escapes (`\x1b`,
 * `\u202e`), so that text typed by someone else (an option name, a file name) is shown as it was
 * written and never drives the terminal.
 */
export function escapeControlCharacters(text) {
  return String(text).replace(controlCharacters, (char) => {
    const code = char.codePointAt(0) ?? 0;
    return code <= 0xff
      ? `\\x${code.toString(16).padStart(2, '0')}`
      : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}

/**
 * The usage a script documents in its header comment (the block comment after the `#!` line),
 * as plain text: what `--help` prints, so the help and the comment cannot drift apart.
 *
 * @param {string} source
 */
export function headerComment(source) {
  const match = /^(?:#![^\n]*\n)?\s*\/\*\*\n([\s\S]*?)\n\s*\*\//.exec(source);
  if (!match?.[1]) return '';
  return match[1]
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, ''))
    .join('\n')
    .trim();
}

/**
 * Parses the command line with node's parseArgs; a mistake (an unknown option, such as a query
 * that starts with `-`) ends the script with one line that says how to fix it, not a stack trace.
 * Every script also takes `--help` (`-h`): its header comment, on stdout, exit status 0.
 * `script` is the calling script's `import.meta.url`.
 *
 * @template {import('node:util').ParseArgsConfig} T
 * @param {T} config
 * @param {string} tag
 * @param {string} usage
 * @param {string} script
 * @returns {ReturnType<typeof parseArgs<T>>}
 */
export function parseCommandLine(config, tag, usage, script) {
  let parsed;
  try {
    parsed = parseArgs({
      ...config,
      options: {...config.options, help: {type: 'boolean', short: 'h', default: false}},
      args: config.args ?? process.argv.slice(2),
    });
  } catch (caught) {
    const error = /** @type {Error & {code?: string}} */ (caught);
    const detail = (String(error.message).split('\n')[0] ?? '').replace(
      /\. To specify a positional.*$/,
      '',
    );
    const fix =
      error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && config.allowPositionals
        ? `a query that starts with "-" goes after a lone --: ${usage} -- -- "--quickstart"`
        : `usage: ${usage} -- --help`;
    console.error(`[${tag}] ${escapeControlCharacters(detail.replace(/\.$/, ''))}; ${fix}.`);
    process.exit(usageErrorStatus);
  }
  if (/** @type {{help?: boolean}} */ (parsed.values).help) {
    console.log(headerComment(readFileSync(fileURLToPath(script), 'utf8')));
    process.exit(0);
  }
  // The same result as parsing `config` alone: `help` is handled above.
  return /** @type {ReturnType<typeof parseArgs<T>>} */ (/** @type {unknown} */ (parsed));
}

/** Ends the script with one line: the index (or one of its body files) cannot be used. */
function notAnIndex(tag, shown, reason) {
  console.error(
    `[${tag}] ${escapeControlCharacters(shown)} is not a search index (${escapeControlCharacters(reason)}): pass --index the build/search-index/index.json that \`npm run build\` writes.`,
  );
  process.exit(usageErrorStatus);
}

/** Why a file could not be read as JSON of the expected shape, in one line. */
function unreadableReason(error) {
  if (error instanceof SyntaxError) return 'not JSON';
  return String(/** @type {Error} */ (error).message)
    .replace(/\s+/g, ' ')
    .trim();
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
    notAnIndex(tag, shown, unreadableReason(error));
  }
  if (headOnly || !data.bodies?.length) return data;
  // The complete index, as the widget has it once the body files are in. A body file that is
  // missing or damaged (an interrupted copy of build/) makes the whole index unusable.
  const shards = data.bodies.map((/** @type {string} */ name) => {
    const shardFile = path.join(path.dirname(file), name);
    try {
      const shard = JSON.parse(readFileSync(shardFile, 'utf8'));
      lib.assertBodyShard(shard, shardFile);
      return shard;
    } catch (error) {
      const missing = /** @type {{code?: string}} */ (error).code === 'ENOENT';
      return notAnIndex(
        tag,
        shown,
        `its body file ${name} is ${missing ? 'missing' : `unreadable: ${unreadableReason(error)}`}`,
      );
    }
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
