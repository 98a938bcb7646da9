/**
 * Faults that used to pass silently, corrupt content or fail without naming their cause, each
 * proved on a copy of the fixture site (tests/lib/guardSite.ts). A fixture build costs about 15 s,
 * so faults detected in the same phase share one build: each is found on its own and keeps a
 * message of its own.
 */
import {describe, expect, it, onTestFinished} from 'vitest';

import {createGuardSite, type GuardSite} from '../lib/guardSite';

/** A fresh copy of tests/fixtures/guard-site, removed when the case ends. */
function guardSite(): GuardSite {
  const site = createGuardSite();
  onTestFinished(site.remove);
  return site;
}

describe('faults that fail loudly', {timeout: 180_000}, () => {
  it('a bad environment value stops the build naming the variable, its value and what it takes', () => {
    const {ok, output} = guardSite().build(undefined, {
      FASTER: 'false',
      REPOSITORY_URL: 'not-a-url',
      REPOSITORY_BRANCH: 'my branch',
    });
    expect(ok).toBe(false);
    expect(output).toContain('3 environment variables have a value the site cannot use');
    expect(output).toContain('FASTER="false": FASTER takes 1 (Rspack and SWC, the default) or 0');
    expect(output).toContain('REPOSITORY_URL="not-a-url": REPOSITORY_URL takes the web address');
    expect(output).toContain('REPOSITORY_BRANCH="my branch": REPOSITORY_BRANCH takes a git branch');
    // Stopped when the config was loaded, before any broken link could be reported.
    expect(output).not.toMatch(/broken links/i);
  });
});
