/**
 * Wrapper of the OpenAPI theme's CodeSamples, the highlighted example of a request or response
 * body. An operation page holds several, each in a tab the reader has not opened yet. The browser
 * keeps their server-rendered HTML when the page hydrates, and renders a sample for real (its
 * copy and word-wrap buttons) once it is on screen; see client/hydrationIsland.tsx.
 */
import type {ComponentType} from 'react';
import {createHydrationIsland, whenVisible} from '../../client/hydrationIsland';
import styles from './styles.module.css';

interface Props {
  example: string;
  language?: string;
}

export default createHydrationIsland<Props>(() => import('@theme-init/CodeSamples'), {
  // The bundler drops this require from the browser bundle (index.ts defines the flag).
  Server: process.env.OPENAPI_REFERENCE_SERVER_BUNDLE
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require('@theme-init/CodeSamples') as {default: ComponentType<Props>}).default
    : undefined,
  className: styles.codeSamples!,
  sameProps: (before, after) =>
    before.example === after.example && before.language === after.language,
  liveWhen: whenVisible,
});
