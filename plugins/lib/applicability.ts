/**
 * What a doc page applies to, from its front matter: the plan a feature needs, its status and the
 * Strapi version that introduced or changed it. One typed schema, checked at build by the
 * front-matter hook (config/build.ts), read under the page title, beside the page in the sidebar
 * and on tag pages. Browser-safe: no Node.js imports.
 *
 * ```yaml
 * applicability:
 *   plan: enterprise          # community | enterprise (self-hosted license)
 *   cloud_plans: [pro, team]  # developer | pro | team (Strapi Cloud plans at the 5.0 release)
 *   status: beta              # beta | experimental | deprecated | future
 *   introduced: 5.0.0         # Strapi version that brought the feature
 *   changed: 5.0.0            # Strapi version that last changed it
 * ```
 */

export const selfHostedPlans = ['community', 'enterprise'] as const;
export const cloudPlans = ['developer', 'pro', 'team'] as const;
export const featureStatuses = ['beta', 'experimental', 'deprecated', 'future'] as const;

export type SelfHostedPlan = (typeof selfHostedPlans)[number];
export type CloudPlan = (typeof cloudPlans)[number];
export type FeatureStatus = (typeof featureStatuses)[number];

export interface Applicability {
  plan?: SelfHostedPlan;
  cloud_plans?: CloudPlan[];
  status?: FeatureStatus;
  introduced?: string;
  changed?: string;
}

/** The front-matter key. */
export const applicabilityKey = 'applicability';

const fields = ['plan', 'cloud_plans', 'status', 'introduced', 'changed'] as const;
const versionPattern = /^\d+\.\d+\.\d+$/;

function failure(file: string, field: string, got: unknown, expected: string): Error {
  return new Error(
    `[applicability] ${file}: front matter "${field ? `${applicabilityKey}.${field}` : applicabilityKey}" is ${JSON.stringify(got)}; ${expected}.`,
  );
}

function oneOf<T extends string>(
  file: string,
  field: string,
  value: unknown,
  allowed: readonly T[],
): T {
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value))
    return value as T;
  throw failure(file, field, value, `allowed values: ${allowed.join(', ')}`);
}

function version(file: string, field: string, value: unknown): string {
  // YAML reads 5.0 as a number; a version is always written in full.
  if (typeof value === 'string' && versionPattern.test(value)) return value;
  throw failure(file, field, value, 'write a Strapi version as major.minor.patch, e.g. 5.0.0');
}

function cloudPlanList(file: string, value: unknown): CloudPlan[] {
  if (!Array.isArray(value) || value.length === 0)
    throw failure(file, 'cloud_plans', value, `write a list of: ${cloudPlans.join(', ')}`);
  return value.map((plan) => oneOf(file, 'cloud_plans', plan, cloudPlans));
}

/**
 * The page's applicability, or undefined when it has none. Throws an error naming the file, the
 * field and the allowed values on anything else (an unknown key, value or type).
 */
export function parseApplicability(value: unknown, file: string): Applicability | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value))
    throw failure(file, '', value, `write a mapping with some of: ${fields.join(', ')}`);
  const entries = value as Record<string, unknown>;
  const unknownKey = Object.keys(entries).find(
    (key) => !(fields as readonly string[]).includes(key),
  );
  if (unknownKey !== undefined)
    throw failure(file, unknownKey, entries[unknownKey], `allowed fields: ${fields.join(', ')}`);
  const result: Applicability = {};
  if ('plan' in entries) result.plan = oneOf(file, 'plan', entries.plan, selfHostedPlans);
  if ('cloud_plans' in entries) result.cloud_plans = cloudPlanList(file, entries.cloud_plans);
  if ('status' in entries) result.status = oneOf(file, 'status', entries.status, featureStatuses);
  if ('introduced' in entries) result.introduced = version(file, 'introduced', entries.introduced);
  if ('changed' in entries) result.changed = version(file, 'changed', entries.changed);
  if (Object.keys(result).length === 0)
    throw failure(file, '', value, `write some of: ${fields.join(', ')}, or leave the key out`);
  return result;
}

/**
 * Checks a page's applicability and copies it into `sidebar_custom_props`, which the docs plugin
 * hands to the page's sidebar item (Docusaurus's own channel from a doc to its sidebar entry).
 */
export function withApplicability(frontMatter: Record<string, unknown>, file: string): void {
  const applicability = parseApplicability(frontMatter[applicabilityKey], file);
  if (!applicability) return;
  frontMatter[applicabilityKey] = applicability;
  const customProps = frontMatter.sidebar_custom_props;
  frontMatter.sidebar_custom_props = {
    ...(typeof customProps === 'object' && customProps !== null ? customProps : {}),
    [applicabilityKey]: applicability,
  };
}
