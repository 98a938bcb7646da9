import {describe, expect, it} from 'vitest';
import {headerRules, headersFile, noThirdParty, sitePolicy} from './headers';
import {hostLimitProblems, longestLineLength} from './hostLimits';

const policy = sitePolicy({inlineScriptHashes: ["'sha256-a'"], thirdParty: noThirdParty});

describe('hostLimitProblems', () => {
  it('passes a file within the limits', () => {
    const rules = headerRules({baseUrl: '/', preview: false, policy, scopedPolicies: []});
    expect(hostLimitProblems('build/_headers', rules, headersFile(rules))).toEqual([]);
  });

  it('names the file, the count and the limit when there are too many rules', () => {
    const scopedPolicies = Array.from({length: 40}, (_, index) => ({
      scope: {page: `/p${index}`},
      policy,
    }));
    const rules = headerRules({baseUrl: '/', preview: false, policy, scopedPolicies});
    expect(rules).toHaveLength(122);
    expect(hostLimitProblems('build/_headers', rules, headersFile(rules))).toEqual([
      'build/_headers has 122 rules; Cloudflare Pages reads at most 100. Give route families one wildcard rule each.',
    ]);
  });

  it('names the line, its length and the limit when a line is too long', () => {
    const long = sitePolicy({
      inlineScriptHashes: Array.from(
        {length: 40},
        (_, index) => `'sha256-${'x'.repeat(44)}${index}'`,
      ),
      thirdParty: noThirdParty,
    });
    const rules = headerRules({baseUrl: '/', preview: false, policy: long, scopedPolicies: []});
    const text = headersFile(rules);
    const [problem] = hostLimitProblems('build/_headers', rules, text);
    expect(problem).toMatch(
      new RegExp(
        `^build/_headers:2 is ${longestLineLength(text)} characters long .*Cloudflare Pages reads at most 2000 per line`,
      ),
    );
  });
});
