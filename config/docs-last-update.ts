/**
 * Whether doc pages show their "Last updated" date, read from git at build. A shallow clone (CI's
 * default checkout) holds one commit, so every page would show that commit's date: then the dates
 * are left out and the build says once what to do. The same when git or the repository is missing.
 */
import {execFileSync} from 'node:child_process';
import logger from '@docusaurus/logger';

export type GitHistory = 'complete' | 'shallow' | 'unavailable';

/** What `git rev-parse --is-shallow-repository` says about the repository at `cwd`. */
export function gitHistoryOf(cwd: string): GitHistory {
  try {
    const answer = execFileSync('git', ['rev-parse', '--is-shallow-repository'], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    if (answer === 'false') return 'complete';
    if (answer === 'true') return 'shallow';
    return 'unavailable';
  } catch {
    return 'unavailable';
  }
}

/** The one warning of a build without dates, naming the fix; null when dates are shown. */
export function lastUpdateWarning(history: GitHistory): string | null {
  if (history === 'complete') return null;
  if (history === 'shallow')
    return '[last-update] This is a shallow git clone: every page would show the date of its one commit, so "Last updated" dates are left out. Fetch the full history (`git fetch --unshallow`, or `fetch-depth: 0` in actions/checkout) to show them.';
  return '[last-update] No git history here (git missing or not a repository): "Last updated" dates are left out. Build from a full git clone to show them.';
}

/** Reads the history once per process and warns once when the dates are left out. */
export function showLastUpdateTime(cwd: string): boolean {
  const warning = lastUpdateWarning(gitHistoryOf(cwd));
  if (warning) logger.warn(warning);
  return warning === null;
}
