/**
 * Inline pills marking availability or status, usable in headings and table cells.
 *
 * <EnterpriseBadge />          feature needs an Enterprise license.
 * <CloudPlanBadge plan="Pro"/> plan: the Strapi Cloud plan that includes the feature.
 * <NewBadge />, <UpdatedBadge />, <BetaBadge />, <FutureBadge /> content or feature status.
 */
import React from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';

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
