/**
 * Inline pills marking availability or status, usable in headings and table cells.
 *
 * <EnterpriseBadge />          feature needs an Enterprise licence.
 * <CloudPlanBadge plan="Pro"/> plan: the Strapi Cloud plan that includes the feature.
 * <NewBadge />, <UpdatedBadge />, <BetaBadge />, <FutureBadge /> content or feature status.
 */
import React from 'react';
import clsx from 'clsx';

import styles from './styles.module.css';

type Variant = 'enterprise' | 'cloud' | 'new' | 'updated' | 'beta' | 'future';

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
    <span className={clsx(styles.badge, styles[variant])} title={tooltip}>
      {label}
    </span>
  );
}

export const EnterpriseBadge = (): React.JSX.Element => (
  <Badge variant="enterprise" label="Enterprise" tooltip="Available with an Enterprise licence" />
);

export const CloudPlanBadge = ({plan}: {plan: string}): React.JSX.Element => (
  <Badge
    variant="cloud"
    label={`Cloud ${plan}`}
    tooltip={`Included in the Strapi Cloud ${plan} plan`}
  />
);

export const NewBadge = (): React.JSX.Element => (
  <Badge variant="new" label="New" tooltip="This content is new" />
);

export const UpdatedBadge = (): React.JSX.Element => (
  <Badge variant="updated" label="Updated" tooltip="This content was updated for Strapi 5" />
);

export const BetaBadge = (): React.JSX.Element => (
  <Badge variant="beta" label="Beta" tooltip="This feature is in beta and may change" />
);

export const FutureBadge = (): React.JSX.Element => (
  <Badge variant="future" label="Future" tooltip="Experimental: enabled through a future flag" />
);
