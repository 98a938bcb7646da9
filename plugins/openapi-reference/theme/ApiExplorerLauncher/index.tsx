/**
 * Stand-in for the request panel of an operation page until the reader opens it (see
 * theme/ApiExplorer): the endpoint, one button per request-sample language and one for the
 * request form. Pointing at or focusing the launcher starts loading the panel, so it is usually
 * ready by the time of the click.
 */
import React from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

/** An entry of `themeConfig.languageTabs`: the theme's language key and our display label. */
export interface LauncherLanguage {
  language: string;
  label?: string;
}

interface Props {
  method: string;
  url: string;
  languages: LauncherLanguage[];
  /** The reader is about to use the panel: start loading it. */
  onIntent: () => void;
  /** Open the panel, on the given sample language if any. */
  onOpen: (language?: string) => void;
}

/** Infima badge colour per HTTP method, as the OpenAPI theme colours its method badges. */
const methodColours: Record<string, string> = {
  get: 'primary',
  post: 'success',
  put: 'info',
  patch: 'warning',
  delete: 'danger',
};

export default function ApiExplorerLauncher({
  method,
  url,
  languages,
  onIntent,
  onOpen,
}: Props): React.JSX.Element {
  return (
    <section
      className={styles.launcher}
      aria-label={translate({id: 'apiReference.requestPanel', message: 'Request panel'})}
      onPointerEnter={onIntent}
      onFocus={onIntent}>
      <p className={styles.endpoint}>
        <span className={clsx('badge', `badge--${methodColours[method] ?? 'secondary'}`)}>
          {method.toUpperCase()}
        </span>{' '}
        <code>
          {url.split(/(?<=[^/]\/)(?!\/)/).map((segment, index) => (
            <React.Fragment key={index}>
              {index > 0 && <wbr />}
              {segment}
            </React.Fragment>
          ))}
        </code>
      </p>
      <p className={styles.title} id="api-explorer-launcher-samples">
        <Translate id="apiReference.requestSamples">Request samples</Translate>
      </p>
      <div
        className={styles.languages}
        role="group"
        aria-labelledby="api-explorer-launcher-samples">
        {languages.map((language) => (
          <button
            key={language.language}
            type="button"
            className={styles.language}
            onClick={() => onOpen(language.language)}>
            {language.label ?? language.language}
          </button>
        ))}
      </div>
      <button
        type="button"
        className={clsx('button button--primary', styles.form)}
        onClick={() => onOpen()}>
        <Translate id="apiReference.openRequestForm">Open the request form</Translate>
      </button>
      <p className={styles.note}>
        <Translate id="apiReference.loadOnOpen">
          The samples, and the form that sends this request to a server you choose, load when you
          open them.
        </Translate>
      </p>
    </section>
  );
}
