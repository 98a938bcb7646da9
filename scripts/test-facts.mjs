#!/usr/bin/env node
/**
 * `npm run test:facts`: the facts the pages state that the installed Strapi 5.0.0 can answer
 * (the example project's packages, installed when missing), each failing with the page, the line,
 * what the page says and what 5.0.0 says:
 *
 * - admin-panel labels: every bold phrase of a User Guide page is a string the 5.0.0 admin shows
 *   (its English translations and default messages) or a name of the example project's content
 *   model (scripts/lib/admin-labels.mjs);
 * - the CLI reference: every command and option of docs/dev-docs/cli.md exists in the 5.0.0
 *   `strapi` binary, and every command and option of the binary is documented
 *   (scripts/lib/cli-docs.mjs);
 * - environment variables: every name a page shows as code (`DATABASE_HOST`) is read by the 5.0.0
 *   code or by the page's own code (scripts/lib/env-vars.mjs).
 *
 * Pages whose facts these checks (or the verified examples) cover say so under their title, from
 * the counts in config/verified-facts.json: `npm run test:facts -- --write` records them, and a
 * run fails when the recorded counts are not its own.
 *
 * Prints what it checked. Exit 1 on a difference, 2 when the example project cannot be installed.
 */
import {spawnSync} from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {boldPhrases, createLabelMatcher, defaultMessagesOf} from './lib/admin-labels.mjs';
import {compareCli, documentedCli} from './lib/cli-docs.mjs';
import {envNamesOf, namesInCode} from './lib/env-vars.mjs';
import {codeFallbacks, documentedDefaults} from './lib/config-defaults.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const projectDir = path.join(root, 'example-project');
const modulesDir = path.join(projectDir, 'node_modules');

/** Each folder's listing, read once: the checks walk the same packages and docs. */
const listings = new Map();

/**
 * Files below `dir` whose path relative to it passes `keep` (node_modules folders skipped).
 * @param {string} dir
 * @param {(relative: string) => boolean} keep
 * @returns {string[]}
 */
function filesUnder(dir, keep) {
  if (!existsSync(dir)) return [];
  /** @type {string[] | undefined} */
  let listing = listings.get(dir);
  if (!listing) {
    listing = readdirSync(dir, {recursive: true, encoding: 'utf8'}).filter(
      (relative) => !relative.split(path.sep).includes('node_modules'),
    );
    listings.set(dir, listing);
  }
  return listing.filter(keep).map((relative) => path.join(dir, relative));
}

/** Each file's text, read once: the label, variable and default checks read the same code. */
const texts = new Map();

/**
 * @param {string} file
 * @returns {string}
 */
function textOf(file) {
  let text = texts.get(file);
  if (text === undefined) {
    text = readFileSync(file, 'utf8');
    texts.set(file, text);
  }
  return text;
}

/** Every installed @strapi/* package folder, nested copies included. */
function strapiPackages() {
  const found = new Set();
  const visit = (/** @type {string} */ nodeModules) => {
    const scope = path.join(nodeModules, '@strapi');
    if (!existsSync(scope)) return;
    for (const name of readdirSync(scope)) {
      const dir = path.join(scope, name);
      if (found.has(dir)) continue;
      found.add(dir);
      visit(path.join(dir, 'node_modules'));
    }
  };
  visit(modulesDir);
  return [...found];
}

/**
 * Whether a compiled file is the translation chunk of another language than English
 * (`dist/_chunks/fr-Bx3k2Lq.js`, `pt-BR-…`): its messages are not what an English admin shows.
 * @param {string} relative
 */
function isOtherLanguage(relative) {
  const name = path.basename(relative);
  return /^[a-z]{2}(?:-[A-Za-z]{2,4})?-[\w-]{6,}\.js$/.test(name) && !name.startsWith('en-');
}

/** The admin's English strings: translation values and default messages of every @strapi package. */
function adminStrings() {
  const require = createRequire(import.meta.url);
  const messages = [];
  for (const dir of strapiPackages()) {
    // A plugin's name as the admin lists it in the roles' plugin sections ("users-permissions").
    const manifest = JSON.parse(textOf(path.join(dir, 'package.json')));
    messages.push(...[manifest.strapi?.name, manifest.strapi?.displayName].filter(Boolean));
    const translations = filesUnder(dir, (file) =>
      /(^|[/\\])(en-[\w-]+\.js|translations[/\\]en\.json)$/.test(file),
    );
    for (const file of translations) {
      const loaded = file.endsWith('.json')
        ? JSON.parse(readFileSync(file, 'utf8'))
        : require(file);
      const table = loaded.default ?? loaded;
      messages.push(...Object.values(table).filter((value) => typeof value === 'string'));
    }
    // Compiled code in dist/; some plugins (users-permissions) ship plain server/ and admin/ code.
    for (const file of filesUnder(
      dir,
      (relative) =>
        /\.(js|jsx)$/.test(relative) && !/\.test\./.test(relative) && !isOtherLanguage(relative),
    )) {
      messages.push(...defaultMessagesOf(textOf(file)));
    }
  }
  return messages;
}

/** Names the admin shows from the example project's content model. */
function contentModelNames() {
  const names = [];
  for (const file of filesUnder(path.join(projectDir, 'src'), (relative) =>
    relative.endsWith('.json'),
  )) {
    const schema = JSON.parse(readFileSync(file, 'utf8'));
    if (schema.info?.displayName) names.push(schema.info.displayName);
    if (schema.info?.singularName) names.push(schema.info.singularName);
    names.push(...Object.keys(schema.attributes ?? {}));
  }
  return names;
}

/**
 * What each page had checked, by unit: shown under its title (src/remark/verifiedFacts.ts).
 * @type {Map<string, Record<string, number>>}
 */
const pageCounts = new Map();

/** @param {string} file @param {string} unit @param {number} [count] */
function countOn(file, unit, count = 1) {
  const page = path.relative(root, file).split(path.sep).join('/');
  // A snippet is compiled into the pages that import it: a line of its own would land mid-page.
  if (page.startsWith('docs/snippets/')) return;
  const counts = pageCounts.get(page) ?? {};
  counts[unit] = (counts[unit] ?? 0) + count;
  pageCounts.set(page, counts);
}

/** @param {string} dir */
function markdownFiles(dir) {
  return filesUnder(dir, (relative) => /\.mdx?$/.test(relative)).sort();
}

function checkLabels() {
  const matcher = createLabelMatcher([...adminStrings(), ...contentModelNames()]);
  const problems = [];
  let checked = 0;
  for (const file of markdownFiles(path.join(root, 'docs', 'user-docs'))) {
    for (const {phrase, line} of boldPhrases(textOf(file))) {
      checked += 1;
      if (matcher.has(phrase)) countOn(file, 'labels');
      else {
        problems.push(
          `${path.relative(root, file)}:${line}: the page shows **${phrase}** as a label; the 5.0.0 admin has no such string (write the exact label, or use other markup for a phrase that is not one)`,
        );
      }
    }
  }
  console.log(
    `[test:facts] admin labels: ${checked} bold phrases of the User Guide checked against ${matcher.size} strings of the 5.0.0 admin`,
  );
  return problems;
}

/** Every capitalised name the 5.0.0 code holds: its packages and the project's configuration. */
function namesInStrapiCode() {
  const names = new Set();
  const files = [
    ...strapiPackages().flatMap((dir) =>
      filesUnder(dir, (relative) => /\.(c?js|mjs)$/.test(relative)),
    ),
    ...filesUnder(path.join(projectDir, 'config'), (relative) => /\.[jt]s$/.test(relative)),
    // The project files create-strapi-app 5.0.0 writes (its templates' config/ reads DATABASE_HOST…).
    ...filesUnder(path.join(modulesDir, 'create-strapi-app'), (relative) =>
      /\.(c?js|mjs|ts)$/.test(relative),
    ),
  ];
  for (const file of files) for (const name of namesInCode(textOf(file))) names.add(name);
  return names;
}

function checkEnvironmentVariables() {
  const known = namesInStrapiCode();
  const problems = [];
  let checked = 0;
  for (const file of markdownFiles(path.join(root, 'docs'))) {
    const {mentions, readByPage, declared, imports} = envNamesOf(textOf(file));
    // What an imported snippet's code reads, the page reads.
    for (const snippet of imports) {
      const snippetFile = path.join(root, snippet);
      if (!existsSync(snippetFile)) continue;
      for (const name of envNamesOf(textOf(snippetFile)).readByPage) readByPage.add(name);
    }
    const verified = new Set();
    for (const {name, line} of mentions) {
      checked += 1;
      if (known.has(name)) verified.add(name);
      if (readByPage.has(name) || known.has(name) || declared.has(name)) continue;
      problems.push(
        `${path.relative(root, file)}:${line}: the page names \`${name}\`, which no 5.0.0 code reads and no code of the page reads either (check the name; show the reader's code that reads it; or, for another tool's variable, a v4 name the page says is gone or a value the code builds, list it in the front matter's names_not_in_strapi)`,
      );
    }
    if (verified.size > 0) countOn(file, 'variables', verified.size);
    for (const name of declared) {
      if (known.has(name)) {
        problems.push(
          `${path.relative(root, file)}: names_not_in_strapi lists \`${name}\`, which the 5.0.0 code reads: remove it from the list`,
        );
      }
    }
  }
  console.log(
    `[test:facts] environment variables: ${checked} names shown as code checked against ${known.size} names in the 5.0.0 code and the pages' own code`,
  );
  return problems;
}

async function checkCli() {
  // The binary's own command tree, built as `strapi` builds it (no command runs).
  const require = createRequire(import.meta.url);
  const {createCLI} = require(
    path.join(modulesDir, '@strapi', 'strapi', 'dist', 'cli', 'index.js'),
  );
  const cwd = process.cwd();
  process.chdir(projectDir);
  const program = await createCLI(['node', 'strapi']);
  process.chdir(cwd);
  /** @type {import('./lib/cli-docs.mjs').ActualCommand[]} */
  const actual = program.commands
    .filter(
      (/** @type {any} */ command) =>
        command.name() !== 'help' && !command.name().startsWith('plugin:'),
    )
    .map((/** @type {any} */ command) => ({
      // Commander keeps a command's arguments in its name ("templates:generate <directory>").
      name: String(command.name()).split(' ')[0] ?? '',
      aliases: command.aliases().map(String),
      hidden: Boolean(command._hidden),
      options: command.options.map((/** @type {any} */ option) => ({
        short: option.short,
        long: option.long,
        hidden: Boolean(option.hidden),
      })),
    }));
  const page = path.join(root, 'docs', 'dev-docs', 'cli.md');
  const documented = documentedCli(readFileSync(page, 'utf8'));
  const problems = compareCli(documented, actual).map(
    ({line, message}) => `${path.relative(root, page)}:${line}: ${message}`,
  );
  const options = actual.reduce((sum, command) => sum + command.options.length, 0);
  const optionRows = [...documented.sections.values()].reduce(
    (sum, section) => sum + section.options.length,
    0,
  );
  if (problems.length === 0) {
    countOn(page, 'commands', documented.glance.size);
    countOn(page, 'options', optionRows);
  }
  console.log(
    `[test:facts] CLI: ${documented.glance.size} commands and ${optionRows} option rows of cli.md against the binary's ${actual.length} commands and ${options} options`,
  );
  return problems;
}

const install = spawnSync(process.execPath, ['scripts/example-project.mjs', 'install'], {
  cwd: root,
  stdio: 'inherit',
});
if (install.status !== 0) process.exit(2);

/**
 * What 5.0.0 gives each configuration key a project leaves out: the configuration its loader
 * resolves for a project with an empty config/ folder, each plugin's own defaults, and the
 * fallbacks its code passes to `config.get(key, fallback)`.
 */
function strapiDefaults() {
  const require = createRequire(import.meta.url);
  const {loadConfiguration} = require(
    path.join(modulesDir, '@strapi', 'core', 'dist', 'configuration', 'index.js'),
  );
  const emptyProject = mkdtempSync(path.join(tmpdir(), 'strapi-defaults-'));
  try {
    writeFileSync(path.join(emptyProject, 'package.json'), '{"name": "defaults"}');
    mkdirSync(path.join(emptyProject, 'config'));
    // The loader reads HOST and PORT; an untouched project has neither.
    const {HOST, PORT} = process.env;
    delete process.env.HOST;
    delete process.env.PORT;
    const resolved = loadConfiguration({appDir: emptyProject, distDir: emptyProject});
    Object.assign(process.env, HOST === undefined ? {} : {HOST}, PORT === undefined ? {} : {PORT});
    const fallbacks = new Map();
    for (const dir of strapiPackages()) {
      for (const file of filesUnder(dir, (relative) => /\.js$/.test(relative))) {
        for (const [key, value] of codeFallbacks(textOf(file))) fallbacks.set(key, value);
      }
    }
    const plugins = pluginDefaults();
    /** @param {string} key */
    return (key) => {
      const value = valueAt(resolved, key) ?? valueAt(plugins, key);
      return value !== undefined ? value : fallbacks.get(key);
    };
  } finally {
    rmSync(emptyProject, {recursive: true, force: true});
  }
}

/**
 * The value at a dotted path ("server.cron.enabled"); a plugin's configuration sits under its
 * UID ("plugin::upload.provider").
 * @param {any} tree
 * @param {string} key
 */
function valueAt(tree, key) {
  const plugin = /^(plugin::[\w-]+)\.(.*)$/.exec(key);
  const parts = plugin ? [plugin[1] ?? '', ...(plugin[2] ?? '').split('.')] : key.split('.');
  return parts.reduce((node, part) => node?.[part], tree);
}

/** Each installed plugin's own defaults (`config.default` of its server part), by plugin UID. */
function pluginDefaults() {
  const require = createRequire(import.meta.url);
  // What the config files' env() returns when no variable is set: the default it is given.
  const read = (/** @type {string} */ _name, /** @type {unknown} */ fallback) => fallback;
  const env = Object.assign(read, {
    int: read,
    float: read,
    bool: read,
    json: read,
    array: read,
    date: read,
    oneOf: read,
  });
  /** @type {Record<string, unknown>} */
  const defaults = {};
  for (const dir of strapiPackages()) {
    const manifest = JSON.parse(textOf(path.join(dir, 'package.json')));
    if (manifest.strapi?.kind !== 'plugin') continue;
    /** @type {string} */
    let serverEntry;
    try {
      // Through the package's exports, as Strapi loads it.
      serverEntry = require.resolve(`${manifest.name}/strapi-server`, {paths: [projectDir]});
    } catch {
      continue;
    }
    try {
      const loaded = require(serverEntry);
      const exported = loaded.default ?? loaded;
      const server = typeof exported === 'function' ? exported() : exported;
      const fallback = server?.config?.default;
      defaults[`plugin::${manifest.strapi.name}`] =
        typeof fallback === 'function' ? fallback({env}) : fallback;
    } catch {
      // A server part that needs a running Strapi to load: its defaults stay unknown here.
    }
  }
  return defaults;
}

function checkConfigurationDefaults() {
  const defaultOf = strapiDefaults();
  const problems = [];
  let checked = 0;
  let described = 0;
  let unknown = 0;
  for (const file of markdownFiles(path.join(root, 'docs'))) {
    const page = documentedDefaults(textOf(file));
    described += page.described;
    for (const {path: key, value, literal, line} of page.checked) {
      const actual = defaultOf(key);
      if (actual === undefined) {
        unknown += 1;
        continue;
      }
      checked += 1;
      if (JSON.stringify(actual) === JSON.stringify(value)) countOn(file, 'defaults');
      else {
        problems.push(
          `${path.relative(root, file)}:${line}: the page gives \`${key}\` the default \`${literal}\`; 5.0.0 gives it ${JSON.stringify(actual)}`,
        );
      }
    }
  }
  console.log(
    `[test:facts] configuration defaults: ${checked} literal defaults of marked tables checked against 5.0.0 (${unknown} with no default in the loader, a plugin's defaults or a config.get fallback, ${described} described in words, left to the audit)`,
  );
  return problems;
}

/**
 * The examples `npm run test:examples` verifies on each page: its `<ApiCall>` blocks that show a
 * response and are not a declared known issue.
 */
function countExamples() {
  for (const file of markdownFiles(path.join(root, 'docs'))) {
    const blocks = textOf(file)
      .split(/^<ApiCall\b/m)
      .slice(1);
    const verified = blocks.filter((block) => {
      const call = block.split('</ApiCall>')[0] ?? '';
      return call.includes('<Response') && !/^[^>]*knownIssue=/.test(call);
    });
    if (verified.length > 0) countOn(file, 'examples', verified.length);
  }
}

/**
 * The counts as config/verified-facts.json holds them. `--write` writes them; otherwise a stale
 * file is a difference, so the line under a title never shows counts a check did not make.
 */
function checkRecordedCounts() {
  const file = path.join(root, 'config', 'verified-facts.json');
  const pages = Object.fromEntries([...pageCounts].sort(([a], [b]) => a.localeCompare(b)));
  const strapiVersion = JSON.parse(readFileSync(path.join(projectDir, 'package.json'), 'utf8'))
    .dependencies['@strapi/strapi'];
  const current = `${JSON.stringify({strapiVersion, pages}, null, 2)}\n`;
  if (process.argv.includes('--write')) {
    writeFileSync(file, current);
    console.log(
      `[test:facts] wrote the counts of ${pageCounts.size} pages to config/verified-facts.json`,
    );
    return [];
  }
  return existsSync(file) && readFileSync(file, 'utf8') === current
    ? []
    : [
        "config/verified-facts.json: the counts shown under the pages' titles are not those of this run: run `npm run test:facts -- --write` and commit the file",
      ];
}

const problems = [
  ...checkLabels(),
  ...(await checkCli()),
  ...checkEnvironmentVariables(),
  ...checkConfigurationDefaults(),
];
countExamples();
// Counts are recorded only when every check passed: a page never shows a failing check as done.
if (problems.length === 0) problems.push(...checkRecordedCounts());
for (const problem of problems) console.error(`  ${problem}`);
console.log(
  `[test:facts] ${problems.length === 0 ? 'passed' : `${problems.length} difference(s)`}`,
);
process.exit(problems.length === 0 ? 0 : 1);
