#!/usr/bin/env node
/**
 * How the site's costs grow with its content: builds a copy of the site as it is (1×) and a copy
 * whose Developer Docs are multiplied (`--factor`, default 3: the pages of docs/dev-docs copied
 * under docs/dev-docs/scale-copy-<k>/, each copy a category of the dev-docs sidebar), each from
 * cold caches, and prints side by side: build wall time and peak memory of the process tree,
 * routes, a doc page's initial JavaScript, the search index's first-query head and body files,
 * then `bench:search` run inside each copy (query p95, in-memory index build).
 *
 *   npm run bench:scale                      1× and 3×
 *   npm run bench:scale -- --factor 10       1× and 10× (the search's scale probe)
 *   npm run bench:scale -- --keep            keep the copies (printed) for a closer look
 *
 * The copies live in the system's temporary folder and link node_modules; the repository's own
 * build/ is not touched. Figures vary with the machine's load: run it on a quiet machine.
 */
import {spawn, spawnSync} from 'node:child_process';
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {gzipSync} from 'node:zlib';
import {kb, pageScriptWeight} from './lib/page-weight.mjs';
import {treeRss} from './lib/process-tree.mjs';

const tag = '[bench:scale]';
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const {values} = parseArgs({
  options: {
    factor: {type: 'string', default: '3'},
    keep: {type: 'boolean', default: false},
    page: {type: 'string', default: 'dev-docs/api/rest/parameters/index.html'},
    help: {type: 'boolean', default: false},
  },
});
if (values.help) {
  console.log('npm run bench:scale -- [--factor <2–20>] [--keep] [--page <built html>]');
  process.exit(0);
}
const factor = Number(values.factor);
if (!Number.isInteger(factor) || factor < 2 || factor > 20) {
  console.error(
    `${tag} --factor must be a whole number from 2 to 20; got ${JSON.stringify(values.factor)}.`,
  );
  process.exit(2);
}

/** Entries of the repository a build does not read (or that are linked instead of copied). */
const notCopied = new Set([
  '.git',
  'node_modules',
  'build',
  '.docusaurus',
  'test-results',
  '.look',
  '.bench',
]);

/** The copies made by this run, removed at its end unless --keep. @type {string[]} */
const copies = [];

/**
 * A fresh copy of the site in the temporary folder, node_modules linked.
 * @param {string} name
 * @returns {string}
 */
function copySite(name) {
  const siteDir = mkdtempSync(path.join(tmpdir(), `bench-scale-${name}-`));
  copies.push(siteDir);
  for (const entry of readdirSync(repoRoot)) {
    if (notCopied.has(entry)) continue;
    cpSync(path.join(repoRoot, entry), path.join(siteDir, entry), {
      recursive: true,
      // The example project's sources are read by the config; its install and builds are not.
      filter: (source) =>
        !/[\\/]example-project[\\/](node_modules|build|\.strapi|\.tmp)$/.test(source),
    });
  }
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(siteDir, 'node_modules'));
  return siteDir;
}

const relativeTarget = /(\]\(|from '|require\(')(\.{1,2}\/[^)'#\s]*)/g;

/**
 * A page of the copy with its relative links and imports still pointing where the original's
 * did: a target inside the copied tree stays relative (the copy's own page), one outside it is
 * rewritten relative to the copy's folder.
 * @param {string} text
 * @param {string} originalFile
 * @param {string} copyFile
 * @param {string} devDocsDir
 * @returns {string}
 */
function rewriteRelativeTargets(text, originalFile, copyFile, devDocsDir) {
  return text.replace(
    relativeTarget,
    (/** @type {string} */ whole, /** @type {string} */ opener, /** @type {string} */ target) => {
      const resolved = path.resolve(path.dirname(originalFile), target);
      if (resolved.startsWith(devDocsDir + path.sep)) return whole;
      const rewritten = path.relative(path.dirname(copyFile), resolved).split(path.sep).join('/');
      return `${opener}${rewritten.startsWith('.') ? rewritten : `./${rewritten}`}`;
    },
  );
}

/**
 * A copy is an ordinary page: the `breaking_change` facts are allowed only on the pages of the
 * breaking-changes folder (the build rejects them anywhere else), so the copy drops that block
 * from its front matter.
 * @param {string} text
 * @returns {string}
 */
function withoutBreakingChangeFacts(text) {
  return text.replace(/^(---\n[\s\S]*?)^breaking_change:\n(?:[ \t]+.*\n)*/m, '$1');
}

/**
 * @param {string} dir
 * @returns {string[]}
 */
function markdownFilesBelow(dir) {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name.startsWith('scale-copy-') ? [] : markdownFilesBelow(file);
    return /\.mdx?$/.test(entry.name) ? [file] : [];
  });
}

/**
 * Adds `factor - 1` copies of docs/dev-docs, each a sidebar category of its own.
 * @param {string} siteDir
 * @returns {number} the number of pages copied each time
 */
function multiplyDevDocs(siteDir) {
  const devDocsDir = path.join(siteDir, 'docs', 'dev-docs');
  const originals = markdownFilesBelow(devDocsDir);
  const categories = [];
  for (let copy = 2; copy <= factor; copy += 1) {
    const copyDir = path.join(devDocsDir, `scale-copy-${copy}`);
    for (const file of originals) {
      const copyFile = path.join(copyDir, path.relative(devDocsDir, file));
      cpSync(file, copyFile);
      const text = readFileSync(file, 'utf8');
      writeFileSync(
        copyFile,
        withoutBreakingChangeFacts(rewriteRelativeTargets(text, file, copyFile, devDocsDir)),
      );
    }
    categories.push(
      `{type: 'category', label: 'Copy ${copy}', items: [{type: 'autogenerated', dirName: 'scale-copy-${copy}'}]}`,
    );
  }
  const sidebarsFile = path.join(siteDir, 'sidebars', 'dev-docs.ts');
  const sidebars = readFileSync(sidebarsFile, 'utf8');
  const marker = 'const devDocsCategories: (SidebarItem | SidebarItem[])[] = [';
  if (!sidebars.includes(marker)) {
    throw new Error(
      `${tag} sidebars/dev-docs.ts no longer declares "${marker}": update multiplyDevDocs.`,
    );
  }
  writeFileSync(
    sidebarsFile,
    sidebars.replace(marker, `${marker}\n  ${categories.join(',\n  ')},`),
  );
  return originals.length;
}

/**
 * Cold build of a copy: wall seconds and peak memory of its process tree.
 * @param {string} siteDir
 * @returns {Promise<{seconds: number, peak: number}>}
 */
function buildSite(siteDir) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    let output = '';
    const build = spawn(path.join(repoRoot, 'node_modules/.bin/docusaurus'), ['build', siteDir], {
      cwd: siteDir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {...process.env, NO_UPDATE_NOTIFIER: '1', FORCE_COLOR: '0'},
    });
    build.stdout.on('data', (chunk) => (output += chunk));
    build.stderr.on('data', (chunk) => (output += chunk));
    let peak = 0;
    const pid = build.pid ?? 0;
    const sampler = setInterval(() => (peak = Math.max(peak, treeRss(pid))), 100);
    build.on('exit', (code) => {
      clearInterval(sampler);
      if (code !== 0)
        reject(new Error(`${tag} the build of ${siteDir} failed:\n${output.slice(-4000)}`));
      else resolve({seconds: Number(process.hrtime.bigint() - started) / 1e9, peak});
    });
  });
}

/**
 * @param {string} dir
 * @returns {string[]}
 */
function htmlFiles(dir) {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(file);
    return entry.name.endsWith('.html') ? [file] : [];
  });
}

/**
 * Figures read from a built copy.
 * @param {string} siteDir
 */
function measureBuild(siteDir) {
  const buildDir = path.join(siteDir, 'build');
  const searchDir = path.join(buildDir, 'search-index');
  const headFile = path.join(searchDir, 'index.json');
  /** @type {{pages?: unknown[], bodies?: string[]}} */
  const head = JSON.parse(readFileSync(headFile, 'utf8'));
  const bodies = (head.bodies ?? []).map((name) => readFileSync(path.join(searchDir, name)));
  const weight = pageScriptWeight(buildDir, values.page);
  return {
    routes: htmlFiles(buildDir).length,
    indexedPages: head.pages?.length ?? 0,
    pageJs: weight,
    headGzip: gzipSync(readFileSync(headFile)).length,
    bodiesGzip: bodies.reduce(
      (/** @type {number} */ sum, /** @type {Buffer} */ body) => sum + gzipSync(body).length,
      0,
    ),
  };
}

/**
 * bench:search's own report, run on the copy's build.
 * @param {string} siteDir
 * @returns {string}
 */
function searchBench(siteDir) {
  const result = spawnSync(process.execPath, [path.join(siteDir, 'scripts', 'bench-search.mjs')], {
    cwd: siteDir,
    encoding: 'utf8',
  });
  return `${result.stdout}${result.stderr}`.trim();
}

/**
 * @param {string} name
 * @param {boolean} multiply
 */
async function run(name, multiply) {
  const siteDir = copySite(name);
  const copied = multiply ? multiplyDevDocs(siteDir) : 0;
  console.log(
    `${tag} ${name}: building ${siteDir}${copied ? ` (${copied} dev-docs pages × ${factor})` : ''}…`,
  );
  const build = await buildSite(siteDir);
  return {name, siteDir, build, figures: measureBuild(siteDir), search: searchBench(siteDir)};
}

/** @type {Array<Awaited<ReturnType<typeof run>>>} */
const runs = [];
try {
  runs.push(await run('1x', false));
  runs.push(await run(`${factor}x`, true));
} finally {
  if (!values.keep) for (const dir of copies) rmSync(dir, {recursive: true, force: true});
}

/** @typedef {Awaited<ReturnType<typeof run>>} Run */
/** @type {Array<{label: string, show: (r: Run) => string, value: (r: Run) => number}>} */
const rows = [
  {
    label: 'cold build, wall',
    show: (r) => `${r.build.seconds.toFixed(1)} s`,
    value: (r) => r.build.seconds,
  },
  {
    label: 'peak memory (process tree)',
    show: (r) => `${(r.build.peak / 1024 ** 3).toFixed(2)} GiB`,
    value: (r) => r.build.peak,
  },
  {
    label: 'HTML files (routes)',
    show: (r) => String(r.figures.routes),
    value: (r) => r.figures.routes,
  },
  {
    label: 'pages in the search index',
    show: (r) => String(r.figures.indexedPages),
    value: (r) => r.figures.indexedPages,
  },
  {
    label: `initial JS of ${values.page}`,
    show: (r) => `${kb(r.figures.pageJs.raw)} raw, ${kb(r.figures.pageJs.gzip)} gzip`,
    value: (r) => r.figures.pageJs.gzip,
  },
  {
    label: 'search head (first query), gzip',
    show: (r) => kb(r.figures.headGzip),
    value: (r) => r.figures.headGzip,
  },
  {
    label: 'search body files, gzip',
    show: (r) => kb(r.figures.bodiesGzip),
    value: (r) => r.figures.bodiesGzip,
  },
];
const [base, scaled] = /** @type {[Run, Run]} */ (runs);
console.log(`\n${tag} 1× → ${factor}× the Developer Docs`);
for (const {label, show, value} of rows) {
  const ratio = `×${(value(scaled) / value(base)).toFixed(2)}`;
  console.log(`  ${label.padEnd(46)} ${show(base).padEnd(24)} ${show(scaled).padEnd(24)} ${ratio}`);
}
for (const r of runs) console.log(`\n${tag} bench:search on the ${r.name} build\n${r.search}`);
if (values.keep) for (const dir of copies) console.log(`${tag} kept ${dir}`);
