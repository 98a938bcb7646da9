/**
 * The page's AI toolbar, beside each doc page's breadcrumbs: "Copy page", "View as Markdown" and
 * the "AI tools" menu (Open in ChatGPT / Claude, the docs MCP server, the llms files). All use the
 * page's `.md` route written by the llms-txt plugin: the button fetches it only when pressed and
 * copies it to the clipboard, announcing the result; the link opens it. The page's head links the
 * same file as its Markdown alternate. Rendered only where a `.md` route exists (the plugin's
 * global data): on the docs of the instances that have them, and, given a `permalink`, on the other
 * pages with a twin (a Markdown page, /status); anywhere else it renders nothing.
 */
import React, {useEffect, useRef, useState} from 'react';
import {useActiveDocContext, useActivePlugin} from '@docusaurus/plugin-content-docs/client';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import Translate, {translate} from '@docusaurus/Translate';

import type {LlmsTxtGlobalData} from '../../types';
import {markdownRoute} from '../../lib/paths';
import AiToolsMenu from './AiToolsMenu';
import styles from './styles.module.css';

type CopyState = 'idle' | 'copying' | 'copied' | 'failed';

/** The button's label in each state. */
function stateLabel(state: CopyState): string {
  switch (state) {
    case 'idle':
      return translate({id: 'pageActions.copy', message: 'Copy page'});
    case 'copying':
      return translate({id: 'pageActions.copying', message: 'Copying…'});
    case 'copied':
      return translate({id: 'pageActions.copied', message: 'Copied'});
    case 'failed':
      return translate({id: 'pageActions.copyFailed', message: 'Copy failed'});
  }
}

/** What screen readers hear once a copy ends. */
function announcement(state: CopyState): string {
  switch (state) {
    case 'copied':
      return translate({
        id: 'pageActions.copied.announcement',
        message: 'The page was copied to the clipboard as Markdown.',
      });
    case 'failed':
      return translate({
        id: 'pageActions.copyFailed.announcement',
        message: 'The page could not be copied. Open it as Markdown instead.',
      });
    default:
      return '';
  }
}

async function fetchMarkdown(url: string): Promise<string> {
  const response = await fetch(url, {headers: {Accept: 'text/markdown, text/plain'}});
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

/** Writes the Markdown while the click's user activation lasts: the clipboard item waits for the fetch. */
async function copyMarkdown(url: string): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    const blob = fetchMarkdown(url).then((text) => new Blob([text], {type: 'text/plain'}));
    await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
    return;
  }
  await navigator.clipboard.writeText(await fetchMarkdown(url));
}

function CopyIcon(): React.JSX.Element {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" className={styles.icon}>
      <path
        fill="currentColor"
        d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11v14z"
      />
    </svg>
  );
}

function PageActionsForDoc({permalink}: {permalink: string}): React.JSX.Element {
  const [state, setState] = useState<CopyState>('idle');
  const reset = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(reset.current), []);
  const markdownUrl = markdownRoute(permalink);
  const {siteConfig} = useDocusaurusContext();
  const absoluteMarkdownUrl = `${siteConfig.url.replace(/\/+$/, '')}${markdownUrl}`;

  const onCopy = (): void => {
    if (state === 'copying') return;
    window.clearTimeout(reset.current);
    setState('copying');
    copyMarkdown(markdownUrl)
      .then(() => setState('copied'))
      .catch((error: unknown) => {
        console.warn('[llms-txt] copy failed:', error);
        setState('failed');
      })
      .finally(() => {
        reset.current = window.setTimeout(() => setState('idle'), 2500);
      });
  };

  // `data-markdown-ignore` (Agent-Friendly Docs Spec): controls for readers of the web page, which
  // the page's Markdown rightly lacks; checkers comparing the two leave them out.
  return (
    <div className={styles.actions} data-page-actions="" data-markdown-ignore="">
      <Head>
        <link rel="alternate" type="text/markdown" href={absoluteMarkdownUrl} />
      </Head>
      <button
        type="button"
        className="button button--sm button--outline button--secondary"
        onClick={onCopy}
        data-copy-page=""
        aria-disabled={state === 'copying'}
        title={translate({
          id: 'pageActions.copy.title',
          message: 'Copy this page to the clipboard as Markdown',
        })}>
        <CopyIcon />
        {stateLabel(state)}
      </button>
      {/* A plain link: the .md file is not a route of the site's router (no client-side navigation). */}
      {/* eslint-disable-next-line @docusaurus/no-html-links -- a file of the build, not a route */}
      <a className="button button--sm button--outline button--secondary" href={markdownUrl}>
        <Translate id="pageActions.viewMarkdown">View as Markdown</Translate>
      </a>
      <AiToolsMenu markdownUrl={absoluteMarkdownUrl} />
      <span className={styles.status} role="status" aria-live="polite">
        {announcement(state)}
      </span>
    </div>
  );
}

function PageActionsForInstance({pluginId}: {pluginId: string}): React.JSX.Element | null {
  // Not useDoc(): breadcrumbs also render outside a doc (generated category index pages).
  const {activeDoc, activeVersion} = useActiveDocContext(pluginId);
  const {pathname} = useLocation();
  if (activeDoc) return <PageActionsForDoc permalink={activeDoc.path} />;
  // An instance whose global data leaves out its list of docs (the API reference, see
  // plugins/openapi-reference/lib/globalData.ts) has no active doc: its pages are all docs, at
  // the address the reader is on (its index keeps its trailing slash: `/openapi/index.md`).
  if (activeVersion && activeVersion.docs.length === 0)
    return <PageActionsForDoc permalink={pathname} />;
  return null;
}

interface Props {
  /** Route of a page outside the docs instances (`/status`); without it, the active doc's. */
  readonly permalink?: string;
}

export default function PageActions({permalink}: Props): React.JSX.Element | null {
  const activePlugin = useActivePlugin();
  const data = usePluginData('llms-txt') as LlmsTxtGlobalData | undefined;
  if (!data) return null;
  if (permalink !== undefined)
    return data.pages.includes(permalink) ? <PageActionsForDoc permalink={permalink} /> : null;
  if (!activePlugin || !data.instances.includes(activePlugin.pluginId)) return null;
  return <PageActionsForInstance pluginId={activePlugin.pluginId} />;
}
