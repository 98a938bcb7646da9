/**
 * Fallback of `@theme/PageActions` for a site without plugins/llms-txt, whose component of the
 * same name (the AI toolbar) replaces this one, since that plugin is registered after this one.
 * Without it there is no Markdown twin to offer, so nothing renders.
 */
import type React from 'react';

export default function PageActions(_props: {
  readonly permalink?: string;
}): React.JSX.Element | null {
  return null;
}
