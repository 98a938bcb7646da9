/**
 * Where doc pages' "Last updated" dates come from: Docusaurus's VCS (`future.experimental_vcs`),
 * with one check first. A shallow clone (CI's default checkout) holds one commit, so every page
 * would show that commit's date; a copy outside git (the fixture sites) has no history at all.
 * Then the dates are left out, and the build says once what to do. With the full history, git's
 * dates, read with one `git log` of the repository (Docusaurus's eager strategy, under the faster
 * toolchain) instead of one per page.
 */
import {execFileSync} from 'node:child_process';
import logger from '@docusaurus/logger';
import type {VcsConfig} from '@docusaurus/types';
import {getVcsPreset} from '@docusaurus/utils';

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

/**
 * The VCS of the site: `git` (a Docusaurus preset) when the site's repository has its full
 * history, otherwise Docusaurus's `disabled` preset (no dates) and one warning.
 */
export function lastUpdateVcs(git: VcsConfig): VcsConfig {
  let active = git;
  return {
    initialize(params) {
      const warning = lastUpdateWarning(gitHistoryOf(params.siteDir));
      if (warning) {
        logger.warn(warning);
        active = getVcsPreset('disabled');
      }
      active.initialize(params);
    },
    getFileCreationInfo: (filePath) => active.getFileCreationInfo(filePath),
    getFileLastUpdateInfo: (filePath) => active.getFileLastUpdateInfo(filePath),
  };
}
