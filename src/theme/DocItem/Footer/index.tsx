/**
 * Wrapper of the doc page footer: the feedback widget (src/components/Feedback) comes first,
 * right after the content, then the original footer (tags, edit link, last updated date).
 */
import React from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';

import Feedback from '@site/src/components/Feedback';

type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props): React.JSX.Element {
  const {metadata} = useDoc();
  return (
    <>
      {/* A new page starts with a fresh widget: no vote or text carried over from the last one. */}
      <Feedback key={metadata.permalink} />
      <Footer {...props} />
    </>
  );
}
