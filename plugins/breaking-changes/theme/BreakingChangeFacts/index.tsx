/**
 * `<BreakingChangeFacts />` on a breaking-change page: the shared snippets that state whether the
 * change affects plugins and whether a codemod handles it, chosen from the page's front matter
 * by the table of lib/factSnippets.ts.
 */
import React, {type ComponentType} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';

import AffectingPlugins from '@site/docs/snippets/breaking-change-affecting-plugins.md';
import NotAffectingPlugins from '@site/docs/snippets/breaking-change-not-affecting-plugins.md';
import HandledByCodemod from '@site/docs/snippets/breaking-change-handled-by-codemod.md';
import PartiallyHandledByCodemod from '@site/docs/snippets/breaking-change-partially-handled-by-codemod.md';
import NotHandledByCodemod from '@site/docs/snippets/breaking-change-not-handled-by-codemod.md';
import {factSnippetNames, type FactSnippetName} from '../../../lib/breakingChanges/factSnippets';
import type {BreakingChangeFacts as Facts} from '../../../lib/breakingChanges/frontMatter';
import styles from './styles.module.css';

/** The snippets by name; the type makes a snippet the table names but this map lacks an error. */
const snippets: Record<FactSnippetName, ComponentType> = {
  'breaking-change-affecting-plugins': AffectingPlugins,
  'breaking-change-not-affecting-plugins': NotAffectingPlugins,
  'breaking-change-handled-by-codemod': HandledByCodemod,
  'breaking-change-partially-handled-by-codemod': PartiallyHandledByCodemod,
  'breaking-change-not-handled-by-codemod': NotHandledByCodemod,
};

export default function BreakingChangeFacts(): React.JSX.Element {
  const {frontMatter} = useDoc();
  // Validated when the docs load (plugins/lib/breakingChanges/frontMatter.ts).
  const facts = (frontMatter as {breaking_change: Facts}).breaking_change;
  return (
    <div
      className={styles.facts}
      data-affects-plugins={String(facts.affects_plugins)}
      data-codemod={facts.codemod}>
      {factSnippetNames(facts).map((name) => {
        const Snippet = snippets[name];
        return <Snippet key={name} />;
      })}
    </div>
  );
}
