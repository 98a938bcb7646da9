/**
 * Groups breaking changes by topic for the generated index, in the order readers scan them.
 */
import {
  isBreakingChangePage,
  parseBreakingChangeFacts,
  type BreakingChangeFacts,
  type BreakingChangeTopic,
  type CodemodCoverage,
} from './frontMatter';

export interface BreakingChangeEntry extends BreakingChangeFacts {
  title: string;
  permalink: string;
}

export interface BreakingChangeGroup {
  topic: BreakingChangeTopic;
  label: string;
  entries: BreakingChangeEntry[];
}

export const topicLabels: Record<BreakingChangeTopic, string> = {
  database: 'Database',
  dependencies: 'Dependencies',
  configuration: 'Configuration',
  backend: 'Strapi objects, methods and back-end customization',
  'plugins-admin': 'Plugins, providers and admin panel customization',
  apis: 'APIs',
};

/** How the index shows each codemod coverage. */
export const codemodLabels: Record<CodemodCoverage, string> = {
  full: '✅ Yes',
  partial: '👷 Partly',
  none: 'No',
};

/** The part of a doc's metadata the index needs (`source` is `@site/`-aliased, as Docusaurus gives it). */
export interface BreakingChangeSourceDoc {
  title: string;
  permalink: string;
  source: string;
  frontMatter: Record<string, unknown>;
}

/**
 * The entries of every breaking-change page among `docs`, with their validated facts. The
 * `@site/…` source path is enough to recognise a page (this module also runs in the browser).
 */
export function collectBreakingChanges(
  docs: readonly BreakingChangeSourceDoc[],
): BreakingChangeEntry[] {
  return docs
    .filter((doc) => isBreakingChangePage(doc.source))
    .map((doc) => ({
      title: doc.title,
      permalink: doc.permalink,
      ...parseBreakingChangeFacts(doc.source, doc.frontMatter),
    }));
}

/** One group per topic that has entries, topics in `topicLabels` order, entries by title. */
export function groupBreakingChanges(
  entries: readonly BreakingChangeEntry[],
): BreakingChangeGroup[] {
  const topics = Object.keys(topicLabels) as BreakingChangeTopic[];
  return topics
    .map((topic) => ({
      topic,
      label: topicLabels[topic],
      entries: entries
        .filter((entry) => entry.topic === topic)
        .sort((a, b) => a.title.localeCompare(b.title, 'en', {sensitivity: 'base'})),
    }))
    .filter((group) => group.entries.length > 0);
}
