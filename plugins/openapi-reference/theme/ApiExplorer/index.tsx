/**
 * Wrapper of the OpenAPI theme's ApiExplorer, the request panel of an operation page (request
 * samples, authorization, the request form and Send API request). The original and what it
 * imports (postman-collection, the sample generators, react-live…) weigh about 500 KB of gzipped
 * JavaScript, so they load only when the reader opens the panel; until then a light launcher
 * stands in its place. Once opened, the panel opens directly on the next operation pages of the
 * browser session.
 */
import React, {lazy, Suspense, useCallback} from 'react';
import {createStorageSlot, useStorageSlot} from '@docusaurus/theme-common';
import Translate from '@docusaurus/Translate';
import ApiExplorerLauncher, {type LauncherLanguage} from '../ApiExplorerLauncher';
import {serverUrl, type ServerObject} from '../../client/serverUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

const loadOriginal = () => import('@theme-init/ApiExplorer');
const OriginalApiExplorer = lazy(loadOriginal);

/** Session flag: the reader opened the request panel. */
const openedSlot = 'openapi-reference.explorer-opened';
/** Where the theme's sample tabs keep the chosen language (`<CodeTabs groupId="code-samples">`). */
const sampleLanguageSlot = 'docusaurus.tab.code-samples';

interface Props {
  item: {method: string; path: string; servers?: ServerObject[]; [key: string]: unknown};
  infoPath: string;
}

export default function ApiExplorer(props: Props): React.JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  const [opened, openedStorage] = useStorageSlot(openedSlot, {persistence: 'sessionStorage'});
  const languages = (siteConfig.themeConfig.languageTabs ?? []) as LauncherLanguage[];

  const open = useCallback(
    (language?: string) => {
      if (language) createStorageSlot(sampleLanguageSlot).set(language);
      openedStorage.set('true');
    },
    [openedStorage],
  );

  if (opened !== 'true') {
    return (
      <ApiExplorerLauncher
        method={props.item.method}
        url={`${serverUrl(props.item.servers?.[0])}${props.item.path}`}
        languages={languages}
        onIntent={() => void loadOriginal()}
        onOpen={open}
      />
    );
  }
  return (
    <Suspense
      fallback={
        <p role="status">
          <Translate id="apiReference.loadingRequestPanel">Loading the request panel…</Translate>
        </p>
      }>
      <OriginalApiExplorer {...props} />
    </Suspense>
  );
}
