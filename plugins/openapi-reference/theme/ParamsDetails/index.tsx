/**
 * Wrapper of the OpenAPI theme's ParamsDetails, an operation's parameters (one collapsible list
 * per location, each parameter with its schema, description, allowed values and examples). The
 * browser keeps their server-rendered HTML when the page hydrates and loads their code when the
 * reader points at them or focuses in them; the first click on a control renders them for real
 * and is replayed there (client/whenUsed.ts, see client/hydrationIsland.tsx).
 */
import type {ComponentProps, ComponentType} from 'react';
import type OriginalParamsDetails from 'docusaurus-theme-openapi-docs/lib/theme/ParamsDetails';
import {createHydrationIsland} from '../../client/hydrationIsland';
import {shallowEqual} from '../../client/shallowEqual';
import {whenUsed} from '../../client/whenUsed';
import Markdown from '../Markdown';
import styles from './styles.module.css';

type Props = ComponentProps<typeof OriginalParamsDetails>;

export default createHydrationIsland<Props>(() => import('@theme-init/ParamsDetails'), {
  // The bundler drops this require from the browser bundle (index.ts defines the flag).
  Server: process.env.OPENAPI_REFERENCE_SERVER_BUNDLE
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require('@theme-init/ParamsDetails') as {default: ComponentType<Props>}).default
    : undefined,
  className: styles.paramsDetails!,
  sameProps: shallowEqual,
  liveWhen: whenUsed,
  nested: [Markdown],
});
