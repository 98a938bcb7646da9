/**
 * Wrapper of the sidebar's doc link: a page whose front matter has `applicability` shows its
 * badges after its label. The docs plugin hands the doc's `sidebar_custom_props` to its sidebar
 * item as `customProps`; the front-matter hook (config/build.ts) copies `applicability` there.
 */
import React from 'react';
import DocSidebarItemLink from '@theme-original/DocSidebarItem/Link';
import type DocSidebarItemLinkType from '@theme/DocSidebarItem/Link';
import type {WrapperProps} from '@docusaurus/types';

import type {Applicability} from '@site/plugins/lib/applicability';
import {ApplicabilityBadges} from '@site/src/components/Badge';
import styles from './styles.module.css';

type Props = WrapperProps<typeof DocSidebarItemLinkType>;

export default function DocSidebarItemLinkWrapper(props: Props): React.JSX.Element {
  const applicability = props.item.customProps?.applicability as Applicability | undefined;
  if (!applicability) return <DocSidebarItemLink {...props} />;
  // The original renders its label inside the link, so the badges join the label: they are part
  // of the link's accessible name ("Releases Enterprise Cloud Team") and wrap with it.
  const label = (
    <>
      {props.item.label}
      <ApplicabilityBadges applicability={applicability} className={styles.badges} />
    </>
  );
  return (
    <DocSidebarItemLink {...props} item={{...props.item, label: label as unknown as string}} />
  );
}
