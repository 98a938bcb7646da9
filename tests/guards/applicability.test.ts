/**
 * The build checks what a page says it applies to (plugins/lib/applicability.ts, through the
 * front-matter hook of config/build.ts) and the FEEDBACK_ENDPOINT variable (config/env.ts): a bad
 * value fails the fixture site's build with the file or variable, the field and the fix.
 */
import {beforeEach, describe, expect, it, onTestFinished} from 'vitest';

import {createGuardSite, page, type GuardSite} from '../lib/guardSite';

let site: GuardSite;

beforeEach(() => {
  site = createGuardSite();
  onTestFinished(site.remove);
});

describe('applicability and feedback guards', {timeout: 120_000}, () => {
  it('fails on an unknown plan, naming the file, the field and the allowed values', () => {
    site.inject(
      'docs/user-docs/gold-plan.md',
      page('title: A gold feature\napplicability:\n  plan: gold', 'Body.'),
    );
    const {ok, output} = site.build();
    expect(ok).toBe(false);
    expect(output).toContain(
      'docs/user-docs/gold-plan.md: front matter "applicability.plan" is "gold"; allowed values: community, enterprise.',
    );
  });

  it('fails on a FEEDBACK_ENDPOINT that is not an http(s) URL, naming the variable', () => {
    const {ok, output} = site.build(undefined, {FEEDBACK_ENDPOINT: 'feedback.example.com'});
    expect(ok).toBe(false);
    expect(output).toContain(
      'FEEDBACK_ENDPOINT="feedback.example.com": FEEDBACK_ENDPOINT takes the http(s) URL',
    );
  });
});
