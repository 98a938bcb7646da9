/**
 * Wrapper of the OpenAPI theme's StatusCodes, an operation's responses: the status-code tabs, and
 * in each the description, headers and schema tree of every media type with its examples. The
 * browser keeps their server-rendered HTML when the page hydrates and loads their code when the
 * reader points at them or focuses in them; the first click on a tab or a schema node, or a key
 * a tab answers to, renders them for real and is replayed there (client/whenUsed.ts, see
 * client/hydrationIsland.tsx). The descriptions and samples inside load with them.
 */
import type {ComponentProps, ComponentType} from 'react';
import type OriginalStatusCodes from 'docusaurus-theme-openapi-docs/lib/theme/StatusCodes';
import {createHydrationIsland} from '../../client/hydrationIsland';
import {shallowEqual} from '../../client/shallowEqual';
import {schemaChoiceStored} from '../../client/storedChoices';
import {whenUsed} from '../../client/whenUsed';
import CodeSamples from '../CodeSamples';
import Markdown from '../Markdown';
import styles from './styles.module.css';

type Props = ComponentProps<typeof OriginalStatusCodes>;

export default createHydrationIsland<Props>(() => import('@theme-init/StatusCodes'), {
  // The bundler drops this require from the browser bundle (index.ts defines the flag).
  Server: process.env.OPENAPI_REFERENCE_SERVER_BUNDLE
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require('@theme-init/StatusCodes') as {default: ComponentType<Props>}).default
    : undefined,
  className: styles.statusCodes!,
  sameProps: shallowEqual,
  liveWhen: whenUsed,
  liveAtOnce: schemaChoiceStored,
  nested: [Markdown, CodeSamples],
});
