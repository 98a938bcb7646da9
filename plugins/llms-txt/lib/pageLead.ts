/**
 * The lines a doc page shows between its title and its content, which the page's source does not
 * hold (remark plugins insert them at build): the badges of its `applicability` front matter
 * (src/remark/pageApplicability.ts, src/components/Badge) and the verified-facts note
 * (src/remark/verifiedFacts.ts, src/components/VerifiedFacts). The twin writes them as text, in
 * the page's order and with the page's English labels, so an agent reading the `.md` learns the
 * plan a feature needs and what of the page was checked, as a reader of the page does.
 */
import {parseApplicability, type CloudPlan, type FeatureStatus} from '../../lib/applicability';

/** What `npm run test:facts` counted on one page (config/verified-facts.json). */
export type VerifiedCounts = Partial<
  Record<'examples' | 'labels' | 'commands' | 'options' | 'defaults' | 'variables', number>
>;

/** The shape of config/verified-facts.json. */
export interface VerifiedFacts {
  strapiVersion: string;
  /** Counts by page source path, relative to the site directory (`docs/dev-docs/cli.md`). */
  pages: Record<string, VerifiedCounts>;
}

const cloudPlanNames: Record<CloudPlan, string> = {
  developer: 'Developer',
  pro: 'Pro',
  team: 'Team',
};

const statusLabels: Record<FeatureStatus, string> = {
  beta: 'Beta',
  experimental: 'Experimental',
  deprecated: 'Deprecated',
  future: 'Future',
};

/**
 * The badge labels of a page's `applicability`, in the order the page shows them (plan, Cloud
 * plans, status, versions); empty when it has none. `file` names the page in a validation error.
 */
export function applicabilityLabels(value: unknown, file: string): string[] {
  const applicability = parseApplicability(value, file);
  if (!applicability) return [];
  const {plan, cloud_plans: cloud = [], status, introduced, changed} = applicability;
  return [
    ...(plan === 'enterprise' ? ['Enterprise'] : []),
    ...(plan === 'community' ? ['Community'] : []),
    ...cloud.map((cloudPlan) => `Cloud ${cloudPlanNames[cloudPlan]}`),
    ...(status ? [statusLabels[status]] : []),
    ...(introduced ? [`New in ${introduced}`] : []),
    ...(changed ? [`Changed in ${changed}`] : []),
  ];
}

/** Units in the order the page lists them, singular and plural (src/components/VerifiedFacts). */
const units: ReadonlyArray<[keyof VerifiedCounts, string, string]> = [
  ['examples', 'example run', 'examples run'],
  ['labels', 'admin label', 'admin labels'],
  ['commands', 'command', 'commands'],
  ['options', 'option', 'options'],
  ['defaults', 'configuration default', 'configuration defaults'],
  ['variables', 'environment variable', 'environment variables'],
];

/** The route of the page that explains the checks, linked from the note. */
export const verificationRoute = '/dev-docs/example-project#verification';

/**
 * The note `Checked against Strapi 5.0.0: 4 examples run, 2 commands. How the docs are checked`
 * with its link made absolute, or undefined when nothing on the page was checked.
 */
export function verifiedFactsLine(
  counts: VerifiedCounts | undefined,
  strapiVersion: string,
  siteUrl: string,
): string | undefined {
  const parts = units
    .map(([unit, one, other]) => ({count: counts?.[unit] ?? 0, one, other}))
    .filter(({count}) => count > 0)
    .map(({count, one, other}) => `${count} ${count === 1 ? one : other}`);
  if (parts.length === 0) return undefined;
  return `Checked against Strapi ${strapiVersion}: ${parts.join(', ')}. [How the docs are checked](${siteUrl}${verificationRoute})`;
}

/**
 * The page's lead as Markdown paragraphs: `Applies to: Enterprise, Cloud Pro.` then the
 * verified-facts note; '' when the page shows neither.
 */
export function pageLead(badges: readonly string[], factsLine: string | undefined): string {
  return [badges.length > 0 ? `Applies to: ${badges.join(', ')}.` : '', factsLine ?? '']
    .filter(Boolean)
    .join('\n\n');
}
