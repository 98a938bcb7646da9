#!/usr/bin/env node
/**
 * Installs, seeds, starts and stops the Strapi 5.0.0 example project of `example-project/`.
 *
 *   node scripts/example-project.mjs start    install when missing (npm ci), build the admin panel
 *                                             when missing, seed from scratch, start on 127.0.0.1
 *   node scripts/example-project.mjs start --develop
 *                                             the same in development mode (for `npm run screenshots`:
 *                                             the Content-type Builder edits only there), see below
 *   node scripts/example-project.mjs stop     stop the instance started by `start`
 *   node scripts/example-project.mjs install  only install (npm ci) when missing or outdated
 *
 * The port is EXAMPLE_PROJECT_PORT (default 1337). Telemetry is always off. The PID of the
 * running instance is kept in example-project/.tmp/strapi-<port>.pid, its log beside it.
 * Every failure ends with a message that says what to do.
 */
import {spawn, spawnSync} from 'node:child_process';
import {createHash, randomBytes} from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {createRequire} from 'node:module';
import net from 'node:net';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../example-project');
// The seeded administrator, printed once the project runs: the login a reader needs first.
const {adminUser: admin} = createRequire(import.meta.url)(
  path.join(projectDir, 'scripts', 'seed-data.js'),
);
const port = Number(process.env.EXAMPLE_PROJECT_PORT ?? 1337);
const host = '127.0.0.1';
const tmpDir = path.join(projectDir, '.tmp');
const pidFile = path.join(tmpDir, `strapi-${port}.pid`);
const logFile = path.join(tmpDir, `strapi-${port}.log`);
// Lets the docs' verification harness run Document Service examples inside this instance.
const evalTokenFile = path.join(tmpDir, `eval-token-${port}`);
// Written after a successful `npm ci`/admin build: the hash of what they were made from.
const installStamp = path.join(projectDir, 'node_modules', '.example-project-install');
const buildStamp = path.join(projectDir, 'build', '.example-project-build');
const startTimeoutMs = 180_000;

// `start --develop`: Strapi in development mode (autoReload on, NODE_ENV=development), which the
// admin panel's Content-type Builder needs to offer editing instead of a "production mode" notice.
// Not `strapi develop`: with this project's tsconfig.json (outDir ".") that command empties the
// project folder as its "dist" directory before compiling, and it watches the files, generates
// types into the tree and rebuilds the admin panel. This runs what `strapi start` runs, with
// autoReload on and no watcher: nothing is written into the project (the seeded database aside).
const developFlag = '--develop';
const developServer =
  "require('@strapi/strapi').createStrapi({appDir: process.cwd(), distDir: process.cwd(), autoReload: true}).start();";

// The secrets Strapi needs in production mode, generated per run so that a fresh clone (no
// .env) seeds and starts: the users-permissions plugin stops with "Missing jwtSecret" otherwise.
// Set in the environment, they win over any example-project/.env.
const secret = () => randomBytes(16).toString('base64');
const secrets = {
  APP_KEYS: [secret(), secret()].join(','),
  ADMIN_JWT_SECRET: secret(),
  JWT_SECRET: secret(),
  API_TOKEN_SALT: secret(),
  TRANSFER_TOKEN_SALT: secret(),
};

const childEnv = {
  ...process.env,
  ...secrets,
  STRAPI_TELEMETRY_DISABLED: 'true',
  NO_UPDATE_NOTIFIER: '1',
  BROWSER: 'none',
  HOST: host,
  PORT: String(port),
  NODE_ENV: 'production',
};

/** @param {string} message */
function log(message) {
  console.log(`[example-project] ${message}`);
}

/**
 * @param {string} message
 * @returns {never}
 */
function fail(message) {
  console.error(`[example-project] ${message}`);
  process.exit(1);
}

/** @param {...string} files */
function hashOf(...files) {
  const hash = createHash('sha256');
  for (const file of files) hash.update(existsSync(file) ? readFileSync(file) : '');
  return hash.digest('hex');
}

/**
 * Runs a command in the project; stops with `what` failed and the `fix` when it fails.
 * @param {string} command
 * @param {string[]} args
 * @param {string} what
 * @param {string} fix
 * @returns {number} seconds taken
 */
function run(command, args, what, fix) {
  const started = Date.now();
  const result = spawnSync(command, args, {cwd: projectDir, env: childEnv, stdio: 'inherit'});
  if (result.status !== 0) fail(`${what} failed (exit ${result.status ?? result.signal}). ${fix}`);
  return (Date.now() - started) / 1000;
}

function install() {
  const wanted = hashOf(path.join(projectDir, 'package-lock.json'));
  // The stamp alone is not enough: an interrupted removal of node_modules can leave it behind.
  const strapiBin = path.join(projectDir, 'node_modules', '.bin', 'strapi');
  if (
    existsSync(installStamp) &&
    readFileSync(installStamp, 'utf8') === wanted &&
    existsSync(strapiBin)
  )
    return;
  log(
    'installing the Strapi 5.0.0 project with npm ci (a few minutes; better-sqlite3 compiles from source)…',
  );
  const seconds = run(
    'npm',
    ['ci', '--no-audit', '--no-fund'],
    'npm ci in example-project/',
    'Check that the npm registry is reachable and that python3, make and g++ are installed ' +
      '(node-gyp compiles better-sqlite3), then run `npm run example:start` again.',
  );
  writeFileSync(installStamp, wanted);
  log(`installed in ${seconds.toFixed(0)} s`);
}

function buildAdmin() {
  const inputs = ['package-lock.json', 'config/admin.js', 'config/plugins.js'].map((file) =>
    path.join(projectDir, file),
  );
  const wanted = hashOf(...inputs);
  if (existsSync(buildStamp) && readFileSync(buildStamp, 'utf8') === wanted) return;
  log('building the admin panel (about 30 s)…');
  const seconds = run(
    'node',
    ['node_modules/.bin/strapi', 'build'],
    'strapi build',
    'Read the error above; `npm run example:start` retries the build.',
  );
  writeFileSync(buildStamp, wanted);
  log(`admin panel built in ${seconds.toFixed(0)} s`);
}

function runningPid() {
  if (!existsSync(pidFile)) return undefined;
  const pid = Number(readFileSync(pidFile, 'utf8'));
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    rmSync(pidFile, {force: true});
    return undefined;
  }
}

function portIsFree() {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/** @param {number} pid */
async function waitUntilHealthy(pid) {
  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    try {
      process.kill(pid, 0);
    } catch {
      return false;
    }
    try {
      const response = await fetch(`http://${host}:${port}/_health`);
      if (response.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

function tailOfLog() {
  if (!existsSync(logFile)) return '';
  return readFileSync(logFile, 'utf8').split('\n').slice(-25).join('\n');
}

/** @param {boolean} develop */
function serverCommand(develop) {
  return develop
    ? {args: ['-e', developServer], env: {NODE_ENV: 'development'}}
    : {args: ['node_modules/.bin/strapi', 'start'], env: {}};
}

async function start() {
  const develop = process.argv.slice(3).includes(developFlag);
  const already = runningPid();
  if (already !== undefined) {
    fail(
      `already running on http://${host}:${port} (pid ${already}). Stop it first with \`npm run example:stop\`.`,
    );
  }
  if (!(await portIsFree())) {
    fail(
      `port ${port} on ${host} is busy with another program. Stop that program, or choose a free port: ` +
        `EXAMPLE_PROJECT_PORT=1340 npm run example:start (use the same variable for example:stop and the tests).`,
    );
  }
  install();
  buildAdmin();
  mkdirSync(tmpDir, {recursive: true});
  const seeded = run(
    'node',
    ['scripts/seed.js'],
    'seeding',
    'Read the error above; the seed starts from an empty database every time.',
  );
  log(`seeded from scratch in ${seeded.toFixed(0)} s`);

  const evalToken = randomBytes(24).toString('hex');
  writeFileSync(evalTokenFile, evalToken, {mode: 0o600});
  const out = openSync(logFile, 'w');
  const server = serverCommand(develop);
  const child = spawn('node', server.args, {
    cwd: projectDir,
    env: {...childEnv, ...server.env, EXAMPLE_PROJECT_EVAL_TOKEN: evalToken},
    detached: true,
    stdio: ['ignore', out, out],
  });
  closeSync(out);
  const {pid} = child;
  if (pid === undefined)
    fail(`could not start Strapi: no process for node_modules/.bin/strapi in ${projectDir}.`);
  writeFileSync(pidFile, String(pid));
  child.unref();
  const startedAt = Date.now();
  if (!(await waitUntilHealthy(pid))) {
    stopProcess(pid);
    fail(
      `Strapi did not answer on http://${host}:${port}/_health. Last lines of ${logFile}:\n${tailOfLog()}`,
    );
  }
  await snapshotSeededDatabase(evalToken);
  log(
    `running${develop ? ' in development mode' : ''} on http://${host}:${port} (pid ${child.pid}, up in ${((Date.now() - startedAt) / 1000).toFixed(0)} s); admin panel at http://${host}:${port}/admin (${admin.email}, password ${admin.password}); stop it with \`npm run example:stop\``,
  );
}

/**
 * Keeps a copy of the freshly started database (seed plus what Strapi writes at boot): the
 * docs' harness restores it after every example that changes data.
 */
async function snapshotSeededDatabase(/** @type {string} */ evalToken) {
  const response = await fetch(`http://${host}:${port}/example-project/database/snapshot`, {
    method: 'POST',
    headers: {'x-example-project-token': evalToken},
  });
  if (!response.ok) {
    fail(
      `could not snapshot the seeded database (${response.status} ${await response.text()}). Stop with \`npm run example:stop\` and read ${logFile}.`,
    );
  }
}

/** @param {number} pid */
function stopProcess(pid) {
  try {
    // `detached` made the server the leader of its own process group: end the group.
    process.kill(-pid, 'SIGTERM');
  } catch {
    // already gone
  }
  rmSync(pidFile, {force: true});
  rmSync(evalTokenFile, {force: true});
  // Written by the project's verification endpoint (src/verification/database-snapshot.js).
  rmSync(path.join(tmpDir, `snapshot-${port}.db`), {force: true});
}

async function stop() {
  const pid = runningPid();
  if (pid === undefined) {
    log(`no instance started by this script is running on port ${port}`);
    return;
  }
  stopProcess(pid);
  for (let i = 0; i < 50; i += 1) {
    try {
      process.kill(pid, 0);
    } catch {
      log(`stopped (pid ${pid})`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  process.kill(-pid, 'SIGKILL');
  log(`stopped (pid ${pid}, killed after 10 s)`);
}

const commands = {start, stop, install: async () => install()};
const command = process.argv[2] ?? '';
if (!(command in commands))
  fail(`usage: node scripts/example-project.mjs ${Object.keys(commands).join('|')}`);
await commands[/** @type {keyof typeof commands} */ (command)]();
