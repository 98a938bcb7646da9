/**
 * Wrapper of the OpenAPI theme's MimeTabs: its tabs hydrate once and are not rendered again in the
 * browser (see client/tabsWithoutRemount.tsx). A body with a single media type (every request
 * body and response of the Content API) gets no tab group: a tab strip with one tab offers no
 * choice and puts the body's own Schema/Example tabs inside another tab panel. Its media type is
 * shown as a line above its content instead.
 */
import React, {Children, isValidElement, type ComponentProps, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import MimeTabs from '@theme-init/MimeTabs';
import {tabsWithoutRemount} from '../../client/tabsWithoutRemount';
import styles from './styles.module.css';

const Tabs = tabsWithoutRemount(MimeTabs);

interface MimeTabProps {
  label?: string;
  value?: string;
  children?: ReactNode;
}

export default function MimeTabsWrapper(props: ComponentProps<typeof MimeTabs>): ReactNode {
  // The theme maps media types to tabs and leaves null for one without a schema.
  const tabs = Children.toArray(props.children).filter(isValidElement<MimeTabProps>);
  if (tabs.length !== 1) return <Tabs {...props} />;
  const {label, value, children} = tabs[0]!.props;
  return (
    <div className={styles.singleMediaType}>
      <p className={styles.mediaType}>
        <Translate
          id="openapi.mediaType.single"
          description="Above a request or response body that has one media type"
          values={{mediaType: <code>{label ?? value}</code>}}>
          {'Content type: {mediaType}'}
        </Translate>
      </p>
      {children}
    </div>
  );
}
