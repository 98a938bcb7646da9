/**
 * The two facts every breaking-change page states: does it affect plugins, and does a codemod
 * handle it. No props: the facts come from the page's validated `breaking_change` front matter,
 * and the wording from the shared breaking-change snippets.
 */
import React from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';

import type {BreakingChangeFacts as Facts} from '@site/plugins/breaking-changes/lib/frontMatter';
import AffectingPlugins from '@site/docs/snippets/breaking-change-affecting-plugins.md';
import NotAffectingPlugins from '@site/docs/snippets/breaking-change-not-affecting-plugins.md';
import HandledByCodemod from '@site/docs/snippets/breaking-change-handled-by-codemod.md';
import PartiallyHandledByCodemod from '@site/docs/snippets/breaking-change-partially-handled-by-codemod.md';
import NotHandledByCodemod from '@site/docs/snippets/breaking-change-not-handled-by-codemod.md';

import styles from './styles.module.css';

const codemodSnippets = {
  full: HandledByCodemod,
  partial: PartiallyHandledByCodemod,
  none: NotHandledByCodemod,
} as const;

export default function BreakingChangeFacts(): React.JSX.Element {
  const {frontMatter} = useDoc();
  // Validated at build time by plugins/breaking-changes/lib/frontMatter.ts.
  const facts = (frontMatter as {breaking_change: Facts}).breaking_change;
  const PluginsFact = facts.affects_plugins ? AffectingPlugins : NotAffectingPlugins;
  const CodemodFact = codemodSnippets[facts.codemod];
  return (
    <div
      className={styles.facts}
      data-affects-plugins={String(facts.affects_plugins)}
      data-codemod={facts.codemod}>
      <PluginsFact />
      <CodemodFact />
    </div>
  );
}
