/**
 * Stand-in for `@docusaurus/BrowserOnly` inside the OpenAPI theme components listed in
 * lib/serverRendered.ts: renders its children on the server and in the browser alike, so the
 * parameters, request body and responses are in the static HTML.
 */
import React, {type ReactNode} from 'react';

export default function RenderNow({children}: {children?: () => ReactNode}): ReactNode {
  return <>{children?.()}</>;
}
