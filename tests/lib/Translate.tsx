/**
 * `@docusaurus/Translate` for component tests that render outside a Docusaurus app (no
 * translations loaded): the default English message with its `{placeholders}` filled, as
 * Docusaurus renders it for the default locale. Aliased in vitest.config.mts.
 */
import React, {type ReactNode} from 'react';

type Values = Record<string, ReactNode>;

function interpolate(message: string, values: Values | undefined): ReactNode {
  if (!values) return message;
  const parts = message.split(/(\{\w+\})/);
  if (
    parts.every((part) => !/^\{\w+\}$/.test(part) || typeof values[part.slice(1, -1)] !== 'object')
  ) {
    return parts
      .map((part) => (/^\{\w+\}$/.test(part) ? String(values[part.slice(1, -1)] ?? part) : part))
      .join('');
  }
  return (
    <>
      {parts.map((part, index) => (
        <React.Fragment key={index}>
          {/^\{\w+\}$/.test(part) ? (values[part.slice(1, -1)] ?? part) : part}
        </React.Fragment>
      ))}
    </>
  );
}

export function translate(
  {message}: {message: string; id?: string; description?: string},
  values?: Record<string, string | number>,
): string {
  return String(interpolate(message, values));
}

export default function Translate({
  children,
  values,
}: {
  children: string;
  id?: string;
  description?: string;
  values?: Values;
}): ReactNode {
  return interpolate(children, values);
}
