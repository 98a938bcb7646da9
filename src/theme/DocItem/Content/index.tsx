/**
 * Doc page content with the llms-txt page controls ("Copy page", "View as Markdown") above it.
 */
import React from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';

import PageActions from '@site/plugins/llms-txt/components/PageActions';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): React.JSX.Element {
  return (
    <>
      <PageActions />
      <Content {...props} />
    </>
  );
}
