/**
 * The limits the hosts that read `_headers` put on the file. Cloudflare Pages documents at most 100
 * header rules and 2,000 characters per line, and ignores what lies beyond; Netlify's headers
 * documentation states no such limit, so Cloudflare Pages' are the ones that bind. A file over a
 * limit would deploy with pages silently left without their policy, so the build fails instead.
 */
import type {HeaderRule} from './headers';

export interface HostLimits {
  host: string;
  maxRules: number;
  maxLineLength: number;
}

export const headersFileHosts: readonly HostLimits[] = [
  {host: 'Cloudflare Pages', maxRules: 100, maxLineLength: 2000},
];

/** Each limit the file breaks, as a sentence naming the file, the figure and the limit. */
export function hostLimitProblems(
  fileName: string,
  rules: readonly HeaderRule[],
  text: string,
  hosts: readonly HostLimits[] = headersFileHosts,
): string[] {
  const problems: string[] = [];
  const lines = text.split('\n');
  for (const {host, maxRules, maxLineLength} of hosts) {
    if (rules.length > maxRules)
      problems.push(
        `${fileName} has ${rules.length} rules; ${host} reads at most ${maxRules}. Give route families one wildcard rule each.`,
      );
    lines.forEach((line, index) => {
      if (line.length > maxLineLength)
        problems.push(
          `${fileName}:${index + 1} is ${line.length} characters long (${line.trim().slice(0, 40)}…); ${host} reads at most ${maxLineLength} per line. Shorten the policy (fewer inline scripts or hosts).`,
        );
    });
  }
  return problems;
}

/** The longest line of the file, for the build log. */
export function longestLineLength(text: string): number {
  return Math.max(0, ...text.split('\n').map((line) => line.length));
}
