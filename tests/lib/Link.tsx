/**
 * `@docusaurus/Link` for component tests that render outside a Docusaurus app (no router): a
 * plain anchor with the same `to` → `href` mapping, aliased in vitest.config.mts.
 */
import React, {type ComponentProps, type ReactNode} from 'react';

type Props = Omit<ComponentProps<'a'>, 'href'> & {to?: string; href?: string};

export default function Link({to, href, ...props}: Props): ReactNode {
  return <a href={to ?? href} {...props} />;
}
