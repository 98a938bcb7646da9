/**
 * What the feedback widget (src/components/Feedback) needs from the build, handed to the browser
 * through `customFields.feedback`: where votes and comments go (FEEDBACK_ENDPOINT, or nowhere),
 * the repository its pre-filled issues open in, and the commit the site was built from.
 */
import {execFileSync} from 'node:child_process';
import path from 'node:path';

import {feedbackEndpoint, repositoryUrl} from './env';

export interface FeedbackSiteConfig {
  /** FEEDBACK_ENDPOINT, or null: nothing is sent. */
  endpoint: string | null;
  /** REPOSITORY_URL: issues open at `<repositoryUrl>/issues/new`. */
  repositoryUrl: string;
  /** The commit the site was built from; empty outside a git repository. */
  commit: string;
}

/** `git rev-parse HEAD` of the site's repository, or '' when git or the repository is missing. */
export function buildCommit(cwd: string): string {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return '';
  }
}

export const feedbackSiteConfig: FeedbackSiteConfig = {
  endpoint: feedbackEndpoint,
  repositoryUrl: repositoryUrl.replace(/\/+$/, ''),
  commit: buildCommit(path.join(__dirname, '..')),
};
