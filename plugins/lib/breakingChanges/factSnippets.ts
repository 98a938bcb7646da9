/**
 * The one table from a breaking change's facts to the snippets (docs/snippets/<name>.md) that
 * state them, used by `<BreakingChangeFacts />` on the page and by llms-txt in the page's Markdown.
 */
import type {BreakingChangeFacts, CodemodCoverage} from './frontMatter';

export const factSnippets = {
  affectsPlugins: {
    true: 'breaking-change-affecting-plugins',
    false: 'breaking-change-not-affecting-plugins',
  },
  codemod: {
    full: 'breaking-change-handled-by-codemod',
    partial: 'breaking-change-partially-handled-by-codemod',
    none: 'breaking-change-not-handled-by-codemod',
  },
} as const satisfies {
  affectsPlugins: Record<'true' | 'false', string>;
  codemod: Record<CodemodCoverage, string>;
};

export type FactSnippetName =
  | (typeof factSnippets.affectsPlugins)[keyof typeof factSnippets.affectsPlugins]
  | (typeof factSnippets.codemod)[CodemodCoverage];

/** The snippets that state the facts, in display order: plugins first, then the codemod. */
export function factSnippetNames(facts: BreakingChangeFacts): [FactSnippetName, FactSnippetName] {
  return [
    factSnippets.affectsPlugins[`${facts.affects_plugins}`],
    factSnippets.codemod[facts.codemod],
  ];
}
