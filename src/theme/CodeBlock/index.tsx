/**
 * Code blocks: ordinary ones render with the classic theme's CodeBlock; `live` ones load the
 * playground (react-live + sucrase, ~64 KB gzip) as a separate chunk, so only pages that have a
 * live block pay for it. This replaces the eager enhancer of @docusaurus/theme-live-codeblock.
 */
import React, {lazy, Suspense, type ComponentProps} from 'react';
import CodeBlock from '@theme-init/CodeBlock';

const LiveCodeBlock = lazy(() => import('@theme/LiveCodeBlock'));

type Props = ComponentProps<typeof CodeBlock> & {live?: boolean};

export default function CodeBlockWithLazyPlayground(props: Props): React.JSX.Element {
  const isLive =
    Boolean(props.live) && (props.children === undefined || typeof props.children === 'string');
  if (!isLive) return <CodeBlock {...props} />;
  return (
    <Suspense fallback={<CodeBlock {...props} />}>
      <LiveCodeBlock {...props} />
    </Suspense>
  );
}
