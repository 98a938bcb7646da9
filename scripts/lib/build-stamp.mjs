/**
 * The build stamp: what the site in build/ was built from, so `npm test` can reuse a build that is
 * current and rebuild one that is not. A stamp is the git tree hash of the working tree (tracked
 * files with their uncommitted changes, plus untracked files that are not ignored), the values of
 * the environment variables that change the build, and the Node.js version. The stamp file sits
 * beside build/; it is written only after a build succeeded from inputs that did not change while
 * it ran, and removed before a build starts, so a failed or interrupted build leaves none.
 */
import {execFileSync} from 'node:child_process';
import {copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The stamp file, relative to the site folder (git-ignored). */
export const stampFile = '.build-stamp.json';

/** Files whose presence says build/ holds a whole site. */
export const builtSiteFiles = ['build/index.html', 'build/sitemap.xml'];

/**
 * The environment variables that change what the build writes: every name config/env.ts reads
 * (`process.env.NAME`), Docusaurus's own `DOCUSAURUS_*` switches and NODE_ENV.
 * @param {string} envModuleSource the text of config/env.ts
 * @param {Record<string, string | undefined>} env
 * @returns {string[]} sorted names
 */
export function buildEnvironmentNames(envModuleSource, env) {
  const names = new Set(['NODE_ENV']);
  for (const [, name] of envModuleSource.matchAll(/process\.env\.([A-Z0-9_]+)/g)) {
    if (name) names.add(name);
  }
  for (const name of Object.keys(env)) if (name.startsWith('DOCUSAURUS_')) names.add(name);
  return [...names].sort();
}

/**
 * The stamp of a build from this tree, environment and Node.js version. An unset variable and an
 * empty one are told apart (`null` and `''`), since the config treats some differently.
 * @param {{tree: string, names: string[], env: Record<string, string | undefined>, node: string}} inputs
 */
export function buildStamp({tree, names, env, node}) {
  return {tree, env: Object.fromEntries(names.map((name) => [name, env[name] ?? null])), node};
}

/**
 * Whether build/ can be reused, and why (printed). Reused only when the stamp file holds exactly
 * the current stamp, the built site is there and nothing asks for a build.
 * @param {{stored: unknown, current: object, siteExists: boolean, force: boolean}} state
 * @returns {{reuse: boolean, reason: string}}
 */
export function reuseDecision({stored, current, siteExists, force}) {
  if (force) return {reuse: false, reason: 'a build was asked for (FORCE_BUILD=1)'};
  if (!siteExists) return {reuse: false, reason: 'build/ holds no built site'};
  if (stored === undefined) return {reuse: false, reason: `no ${stampFile} beside build/`};
  const differs = changedParts(stored, current);
  if (differs.length > 0) return {reuse: false, reason: `the ${differs.join(', ')} changed`};
  return {reuse: true, reason: 'build/ was built from the current sources and environment'};
}

/**
 * The parts of two stamps that differ, named for a reader.
 * @param {any} stored
 * @param {any} current
 */
function changedParts(stored, current) {
  if (typeof stored !== 'object' || stored === null) return ['stamp file (unreadable)'];
  const parts = [];
  if (stored.tree !== current.tree) parts.push('sources');
  const names = new Set([...Object.keys(stored.env ?? {}), ...Object.keys(current.env)]);
  const changedNames = [...names].filter((name) => stored.env?.[name] !== current.env[name]);
  if (changedNames.length > 0) parts.push(`environment (${changedNames.sort().join(', ')})`);
  if (stored.node !== current.node) parts.push('Node.js version');
  return parts;
}

/**
 * The git tree hash of the working tree as `git add --all` would record it, computed in a
 * throw-away copy of the index so the repository's own index is never touched. The stamp file
 * itself is left out.
 * @param {string} siteDir a folder inside a git work tree
 */
export function workingTreeHash(siteDir) {
  /** @type {(args: string[], env?: NodeJS.ProcessEnv) => string} */
  const git = (args, env) =>
    execFileSync('git', args, {cwd: siteDir, env, encoding: 'utf8'}).trim();
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'build-stamp-'));
  try {
    const index = path.join(scratch, 'index');
    const realIndex = path.resolve(siteDir, git(['rev-parse', '--git-path', 'index']));
    // Starting from the real index keeps git's file-stat cache: unchanged files are not re-read.
    if (existsSync(realIndex)) copyFileSync(realIndex, index);
    const env = {...process.env, GIT_INDEX_FILE: index};
    git(['add', '--all'], env);
    // Left out whether or not .gitignore names it (naming an ignored file to `git add` fails).
    git(['rm', '--cached', '--quiet', '--ignore-unmatch', '--', stampFile], env);
    return git(['write-tree'], env);
  } finally {
    rmSync(scratch, {recursive: true, force: true});
  }
}

/**
 * The stamp of a build of the site in `siteDir` now.
 * @param {string} siteDir
 * @param {Record<string, string | undefined>} env
 */
export function currentStamp(siteDir, env = process.env) {
  const envSource = readFileSync(path.join(siteDir, 'config/env.ts'), 'utf8');
  return buildStamp({
    tree: workingTreeHash(siteDir),
    names: buildEnvironmentNames(envSource, env),
    env,
    node: process.version,
  });
}

/**
 * The stamp stored beside build/, or undefined when there is none (unreadable JSON reads as null,
 * which never matches a stamp).
 * @param {string} siteDir
 */
export function readStoredStamp(siteDir) {
  const file = path.join(siteDir, stampFile);
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}
