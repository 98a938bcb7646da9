/**
 * InteractiveQueryBuilder: turns a JavaScript query object into a Strapi REST API URL as the
 * reader types, the way `qs.stringify(obj, { encodeValuesOnly: true })` would.
 *
 * Props
 * - `endpoint` (string, optional, default `"/api/restaurants"`): the path first shown in the
 *   Endpoint field. The reader can change it; the query string is appended to it.
 * - `code` (string, optional): the source of the JavaScript object first shown in the editor,
 *   for example `"{ sort: ['name:asc'] }"`. Without it, a small sort-and-pagination example
 *   is shown.
 *
 * Usage in MDX (the component is registered globally):
 *   <InteractiveQueryBuilder endpoint="/api/restaurants" code={`{ sort: ['name:asc'] }`} />
 *
 * The object is read by JSON5, which never evaluates what the reader types (see
 * `buildQuery.ts`), so pasting arbitrary text is safe.
 */
import React, {useEffect, useId, useMemo, useState} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';

import {buildQueryUrl} from './buildQuery';
import styles from './styles.module.css';

export type InteractiveQueryBuilderProps = {
  /** Path the query string is appended to. Defaults to `/api/restaurants`. */
  endpoint?: string;
  /** Initial JavaScript object source shown in the editor. */
  code?: string;
};

const DEFAULT_ENDPOINT = '/api/restaurants';

const DEFAULT_CODE = `{
  sort: ['name:asc'],
  pagination: {
    page: 1,
    pageSize: 10,
  },
}`;

/** How long the "Copied" confirmation stays visible, in milliseconds. */
const CONFIRMATION_DURATION = 2500;

type CopyState = 'idle' | 'copied' | 'failed' | 'unavailable';

function copyMessage(state: Exclude<CopyState, 'idle'>): string {
  switch (state) {
    case 'copied':
      return translate({
        id: 'queryBuilder.copy.copied',
        message: 'Copied',
        description: 'Confirmation after the query URL was copied',
      });
    case 'failed':
      return translate({
        id: 'queryBuilder.copy.failed',
        message: 'Copying failed: select the URL and copy it by hand.',
        description: 'Shown when writing the query URL to the clipboard failed',
      });
    case 'unavailable':
      return translate({
        id: 'queryBuilder.copy.unavailable',
        message:
          'This browser does not allow copying from the page: select the URL and copy it by hand.',
        description: 'Shown when the browser has no clipboard API',
      });
  }
}

export default function InteractiveQueryBuilder({
  endpoint = DEFAULT_ENDPOINT,
  code = DEFAULT_CODE,
}: InteractiveQueryBuilderProps): React.JSX.Element {
  const [path, setPath] = useState<string>(endpoint);
  const [source, setSource] = useState<string>(code);
  const [copyState, setCopyState] = useState<CopyState>('idle');

  const id = useId();
  const endpointId = `${id}-endpoint`;
  const editorId = `${id}-editor`;
  const errorId = `${id}-error`;

  const result = useMemo(() => buildQueryUrl(path, source), [path, source]);
  const url = 'url' in result ? result.url : null;
  const error = 'error' in result ? result.error : null;

  // A new URL makes any earlier confirmation stale.
  useEffect(() => {
    setCopyState('idle');
  }, [url]);

  // Hide the confirmation after a short while.
  useEffect(() => {
    if (copyState === 'idle') {
      return undefined;
    }
    const timer = window.setTimeout(() => setCopyState('idle'), CONFIRMATION_DURATION);
    return () => window.clearTimeout(timer);
  }, [copyState]);

  const handleCopy = async (): Promise<void> => {
    if (url === null) {
      return;
    }
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard || typeof clipboard.writeText !== 'function') {
      setCopyState('unavailable');
      return;
    }
    try {
      await clipboard.writeText(url);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  };

  const editorRows = Math.min(Math.max(source.split('\n').length + 1, 6), 24);

  return (
    <div
      className={styles.builder}
      role="group"
      aria-label={translate({
        id: 'queryBuilder.label',
        message: 'Interactive query builder',
        description: 'Accessible name of the query builder group',
      })}>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={endpointId}>
          <Translate id="queryBuilder.endpoint" description="Label of the endpoint field">
            Endpoint
          </Translate>
        </label>
        <input
          id={endpointId}
          className={styles.input}
          type="text"
          value={path}
          onChange={(event) => setPath(event.target.value)}
          placeholder={DEFAULT_ENDPOINT}
          spellCheck={false}
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
        />
      </div>

      <div className={styles.field}>
        <label className={styles.label} htmlFor={editorId}>
          <Translate
            id="queryBuilder.parameters"
            description="Label of the editor holding the query object">
            Query parameters (JavaScript object)
          </Translate>
        </label>
        <textarea
          id={editorId}
          className={styles.editor}
          value={source}
          onChange={(event) => setSource(event.target.value)}
          rows={editorRows}
          wrap="off"
          spellCheck={false}
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          aria-invalid={error !== null}
          aria-describedby={error !== null ? errorId : undefined}
        />
      </div>

      <div className={styles.field}>
        <span className={styles.label}>
          <Translate id="queryBuilder.url" description="Label above the built URL">
            Query URL
          </Translate>
        </span>
        {error === null ? (
          <pre className={styles.result}>
            <code>{url}</code>
          </pre>
        ) : (
          <p className={styles.error} id={errorId}>
            {error}
          </p>
        )}
      </div>

      <div className={styles.actions}>
        <button
          type="button"
          className={styles.copyButton}
          onClick={() => {
            void handleCopy();
          }}
          disabled={url === null}>
          <Translate id="queryBuilder.copy" description="Button copying the built URL">
            Copy to clipboard
          </Translate>
        </button>
        <span
          className={clsx(
            styles.status,
            copyState === 'copied' && styles.statusSuccess,
            (copyState === 'failed' || copyState === 'unavailable') && styles.statusWarning,
          )}
          role="status">
          {copyState === 'idle' ? '' : copyMessage(copyState)}
        </span>
      </div>
    </div>
  );
}
