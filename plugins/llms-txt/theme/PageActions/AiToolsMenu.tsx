/**
 * "AI tools": a menu button (WAI-ARIA menu button pattern) beside Copy page, whose menu opens the
 * page in ChatGPT or Claude (plain links whose prompt names the page's Markdown URL: nothing is
 * fetched or sent until the reader follows one), leads to the docs MCP server page and to the
 * llms files. The menu is in the HTML even while closed (`hidden`), so the links to llms.txt are
 * part of every page for agents that read the HTML.
 */
import React, {useEffect, useId, useRef, useState} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';

import styles from './styles.module.css';

export interface AiToolsMenuProps {
  /** Absolute URL of the page's Markdown twin (`https://…/dev-docs/intro.md`). */
  markdownUrl: string;
}

/** Route of the page that explains the docs MCP server. */
const mcpServerRoute = '/dev-docs/mcp-server';

interface MenuEntry {
  key: string;
  label: string;
  href: string;
  /** Opens another site, in a new tab. */
  external?: boolean;
  /** A route of this site (client-side navigation). */
  route?: boolean;
}

function assistantPrompt(markdownUrl: string): string {
  return translate(
    {
      id: 'pageActions.ai.prompt',
      message:
        'Read {url} (a page of the Strapi 5 documentation, as Markdown) so I can ask you questions about it.',
    },
    {url: markdownUrl},
  );
}

function useMenuEntries(markdownUrl: string): MenuEntry[] {
  const prompt = encodeURIComponent(assistantPrompt(markdownUrl));
  const llmsTxt = useBaseUrl('/llms.txt');
  const llmsFull = useBaseUrl('/llms-full.txt');
  const llmsCode = useBaseUrl('/llms-code.txt');
  return [
    {
      key: 'chatgpt',
      label: translate({id: 'pageActions.ai.chatgpt', message: 'Open in ChatGPT'}),
      href: `https://chatgpt.com/?q=${prompt}`,
      external: true,
    },
    {
      key: 'claude',
      label: translate({id: 'pageActions.ai.claude', message: 'Open in Claude'}),
      href: `https://claude.ai/new?q=${prompt}`,
      external: true,
    },
    {
      key: 'mcp',
      label: translate({id: 'pageActions.ai.mcp', message: 'Use these docs in your editor'}),
      href: mcpServerRoute,
      route: true,
    },
    {
      key: 'llms',
      label: translate({id: 'pageActions.ai.llmsTxt', message: 'llms.txt: index of every page'}),
      href: llmsTxt,
    },
    {
      key: 'llms-full',
      label: translate({id: 'pageActions.ai.llmsFull', message: 'llms-full.txt: all pages'}),
      href: llmsFull,
    },
    {
      key: 'llms-code',
      label: translate({
        id: 'pageActions.ai.llmsCode',
        message: 'llms-code.txt: all code examples',
      }),
      href: llmsCode,
    },
  ];
}

function ChevronIcon(): React.JSX.Element {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="14" height="14" className={styles.chevron}>
      <path fill="currentColor" d="M7 10l5 5 5-5z" />
    </svg>
  );
}

function MenuItem({entry, onChosen}: {entry: MenuEntry; onChosen(): void}): React.JSX.Element {
  const newTab = translate({id: 'pageActions.ai.newTab', message: '(opens in a new tab)'});
  if (entry.route) {
    return (
      <Link
        role="menuitem"
        tabIndex={-1}
        className={styles.menuItem}
        to={entry.href}
        onClick={onChosen}>
        {entry.label}
      </Link>
    );
  }
  return (
    // eslint-disable-next-line @docusaurus/no-html-links -- files of the build and other sites, not routes
    <a
      role="menuitem"
      tabIndex={-1}
      className={styles.menuItem}
      href={entry.href}
      onClick={onChosen}
      {...(entry.external ? {target: '_blank', rel: 'noopener noreferrer'} : {})}>
      {entry.label}
      {entry.external ? <span className={styles.status}> {newTab}</span> : null}
    </a>
  );
}

/** The next item to focus for a key pressed in the open menu, or null for other keys. */
function nextIndex(key: string, current: number, count: number): number | null {
  switch (key) {
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

export default function AiToolsMenu({markdownUrl}: AiToolsMenuProps): React.JSX.Element {
  const entries = useMenuEntries(markdownUrl);
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const buttonId = useId();

  const items = (): HTMLElement[] =>
    Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (open) items()[focusIndex]?.focus();
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return undefined;
    const closeOutside = (event: PointerEvent): void => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const openAt = (index: number): void => {
    setFocusIndex(index);
    setOpen(true);
  };
  const close = (returnFocus: boolean): void => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: React.KeyboardEvent): void => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 0 : entries.length - 1);
    }
  };
  const onMenuKeyDown = (event: React.KeyboardEvent): void => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
      return;
    }
    if (event.key === 'Tab') {
      setOpen(false);
      return;
    }
    const current = items().indexOf(document.activeElement as HTMLElement);
    const next = nextIndex(event.key, current, entries.length);
    if (next !== null) {
      event.preventDefault();
      setFocusIndex(next);
      items()[next]?.focus();
    }
  };

  return (
    <div className={styles.menuRoot} ref={rootRef}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className="button button--sm button--outline button--secondary"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}>
        {translate({id: 'pageActions.ai.button', message: 'AI tools'})}
        <ChevronIcon />
      </button>
      <ul
        ref={menuRef}
        id={menuId}
        role="menu"
        aria-labelledby={buttonId}
        className={styles.menu}
        hidden={!open}
        onKeyDown={onMenuKeyDown}>
        {entries.map((entry) => (
          <li key={entry.key} role="none">
            <MenuItem entry={entry} onChosen={() => setOpen(false)} />
          </li>
        ))}
      </ul>
    </div>
  );
}
