/**
 * Inline pills marking availability or status, usable in headings and table cells.
 *
 * <EnterpriseBadge />          feature needs an Enterprise license.
 * <CloudPlanBadge plan="Pro"/> plan: the Strapi Cloud plan that includes the feature.
 * <NewBadge />, <UpdatedBadge />, <BetaBadge />, <FutureBadge /> content or feature status.
 *
 * <ApplicabilityBadges applicability={…} /> every badge of a page's `applicability` front matter
 * (plugins/lib/applicability.ts), the same pills under the title, in the sidebar and on tag pages.
 */
import React from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';

import {
  type Applicability,
  type CloudPlan,
  type FeatureStatus,
} from '../../../plugins/lib/applicability';

import styles from './styles.module.css';

type Variant =
  | 'community'
  | 'enterprise'
  | 'cloud'
  | 'new'
  | 'updated'
  | 'beta'
  | 'experimental'
  | 'deprecated'
  | 'future';

function Badge({
  variant,
  label,
  tooltip,
}: {
  variant: Variant;
  label: string;
  tooltip: string;
}): React.JSX.Element {
  return (
    // Status, not content: the site search leaves it out of its index (plugins/search-index).
    <span className={clsx(styles.badge, styles[variant])} title={tooltip} data-search-ignore="">
      {label}
    </span>
  );
}

export const EnterpriseBadge = (): React.JSX.Element => (
  <Badge
    variant="enterprise"
    label={translate({id: 'badge.enterprise', message: 'Enterprise'})}
    tooltip={translate({
      id: 'badge.enterprise.tooltip',
      message: 'Available with an Enterprise license',
    })}
  />
);

export const CloudPlanBadge = ({plan}: {plan: string}): React.JSX.Element => (
  <Badge
    variant="cloud"
    label={translate({id: 'badge.cloudPlan', message: 'Cloud {plan}'}, {plan})}
    tooltip={translate(
      {id: 'badge.cloudPlan.tooltip', message: 'Included in the Strapi Cloud {plan} plan'},
      {plan},
    )}
  />
);

export const NewBadge = (): React.JSX.Element => (
  <Badge
    variant="new"
    label={translate({id: 'badge.new', message: 'New'})}
    tooltip={translate({id: 'badge.new.tooltip', message: 'This content is new'})}
  />
);

export const UpdatedBadge = (): React.JSX.Element => (
  <Badge
    variant="updated"
    label={translate({id: 'badge.updated', message: 'Updated'})}
    tooltip={translate({
      id: 'badge.updated.tooltip',
      message: 'This content was updated for Strapi 5',
    })}
  />
);

export const BetaBadge = (): React.JSX.Element => (
  <Badge
    variant="beta"
    label={translate({id: 'badge.beta', message: 'Beta'})}
    tooltip={translate({
      id: 'badge.beta.tooltip',
      message: 'This feature is in beta and may change',
    })}
  />
);

export const FutureBadge = (): React.JSX.Element => (
  <Badge
    variant="future"
    label={translate({id: 'badge.future', message: 'Future'})}
    tooltip={translate({
      id: 'badge.future.tooltip',
      message: 'Experimental: enabled through a future flag',
    })}
  />
);

export const CommunityBadge = (): React.JSX.Element => (
  <Badge
    variant="community"
    label={translate({id: 'badge.community', message: 'Community'})}
    tooltip={translate({
      id: 'badge.community.tooltip',
      message: 'Available in the free Community Edition',
    })}
  />
);

const ExperimentalBadge = (): React.JSX.Element => (
  <Badge
    variant="experimental"
    label={translate({id: 'badge.experimental', message: 'Experimental'})}
    tooltip={translate({
      id: 'badge.experimental.tooltip',
      message: 'Experimental: may change or be removed without notice',
    })}
  />
);

const DeprecatedBadge = (): React.JSX.Element => (
  <Badge
    variant="deprecated"
    label={translate({id: 'badge.deprecated', message: 'Deprecated'})}
    tooltip={translate({
      id: 'badge.deprecated.tooltip',
      message: 'Deprecated: still works, but will be removed in a future version',
    })}
  />
);

const statusBadges: Record<FeatureStatus, () => React.JSX.Element> = {
  beta: BetaBadge,
  experimental: ExperimentalBadge,
  deprecated: DeprecatedBadge,
  future: FutureBadge,
};

const cloudPlanNames: Record<CloudPlan, string> = {
  developer: 'Developer',
  pro: 'Pro',
  team: 'Team',
};

function VersionBadge({
  kind,
  version,
}: {
  kind: 'introduced' | 'changed';
  version: string;
}): React.JSX.Element {
  return kind === 'introduced' ? (
    <Badge
      variant="new"
      label={translate({id: 'badge.introduced', message: 'New in {version}'}, {version})}
      tooltip={translate(
        {id: 'badge.introduced.tooltip', message: 'Introduced in Strapi {version}'},
        {version},
      )}
    />
  ) : (
    <Badge
      variant="updated"
      label={translate({id: 'badge.changed', message: 'Changed in {version}'}, {version})}
      tooltip={translate(
        {id: 'badge.changed.tooltip', message: 'Changed in Strapi {version}'},
        {version},
      )}
    />
  );
}

/**
 * The badges of one page's applicability, in reading order: plan, Cloud plans, status, version.
 * `asList`: a list with one item per badge (the row under a page's title), so that each badge
 * reads as a word of its own where the page is read as text, not as "EnterpriseCloud Pro".
 */
export function ApplicabilityBadges({
  applicability,
  className,
  asList = false,
}: {
  applicability: Applicability;
  className?: string;
  asList?: boolean;
}): React.JSX.Element {
  const {plan, cloud_plans: cloud = [], status, introduced, changed} = applicability;
  const Status = status ? statusBadges[status] : null;
  const badges = [
    plan === 'enterprise' && <EnterpriseBadge key="plan" />,
    plan === 'community' && <CommunityBadge key="plan" />,
    ...cloud.map((cloudPlan) => (
      <CloudPlanBadge key={`cloud-${cloudPlan}`} plan={cloudPlanNames[cloudPlan]} />
    )),
    Status && <Status key="status" />,
    introduced && <VersionBadge key="introduced" kind="introduced" version={introduced} />,
    changed && <VersionBadge key="changed" kind="changed" version={changed} />,
  ].filter((badge): badge is React.JSX.Element => Boolean(badge));
  return asList ? (
    <ul className={clsx(styles.group, styles.list, className)} data-applicability="">
      {badges.map((badge) => (
        <li key={badge.key}>{badge}</li>
      ))}
    </ul>
  ) : (
    <span className={clsx(styles.group, className)} data-applicability="">
      {badges}
    </span>
  );
}
