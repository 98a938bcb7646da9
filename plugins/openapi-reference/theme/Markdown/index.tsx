/**
 * Wrapper of the OpenAPI theme's Markdown, which renders the descriptions of an operation's
 * parameters, properties and responses with react-markdown, remark-gfm and rehype-raw (a full
 * HTML parser): dozens of parses per page at hydration, and the largest part of the page's
 * JavaScript. The descriptions are static, so the browser keeps their server-rendered HTML and
 * loads the original only to render a description anew (client-side navigation, the request
 * panel); see client/hydrationIsland.tsx.
 */
import type {ComponentType} from 'react';
import {createHydrationIsland} from '../../client/hydrationIsland';
import styles from './styles.module.css';

interface Props {
  children?: string;
}

export default createHydrationIsland<Props>(() => import('@theme-init/Markdown'), {
  // The bundler drops this require from the browser bundle (index.ts defines the flag).
  Server: process.env.OPENAPI_REFERENCE_SERVER_BUNDLE
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require('@theme-init/Markdown') as {default: ComponentType<Props>}).default
    : undefined,
  className: styles.markdown!,
  sameProps: (before, after) => before.children === after.children,
});
