/**
 * Wrapper of the OpenAPI theme's RequestSchema, an operation's request body (its media types, the
 * schema tree of each and its examples). The browser keeps its server-rendered HTML when the page
 * hydrates and loads its code when the reader points at it or focuses in it; the first click on
 * a schema node or a tab, or a key a tab answers to, renders it for real and is replayed there
 * (client/whenUsed.ts, see client/hydrationIsland.tsx).
 */
import type {ComponentProps, ComponentType} from 'react';
import {createHydrationIsland} from '../../client/hydrationIsland';
import {shallowEqual} from '../../client/shallowEqual';
import {schemaChoiceStored} from '../../client/storedChoices';
import {whenUsed} from '../../client/whenUsed';
import CodeSamples from '../CodeSamples';
import Markdown from '../Markdown';
import type RequestSchemaInList from './InList';
import styles from './styles.module.css';

type Props = ComponentProps<typeof RequestSchemaInList>;

export default createHydrationIsland<Props>(() => import('./InList'), {
  // The bundler drops this require from the browser bundle (index.ts defines the flag).
  Server: process.env.OPENAPI_REFERENCE_SERVER_BUNDLE
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require('./InList') as {default: ComponentType<Props>}).default
    : undefined,
  className: styles.requestSchema!,
  sameProps: shallowEqual,
  liveWhen: whenUsed,
  liveAtOnce: schemaChoiceStored,
  nested: [Markdown, CodeSamples],
});
