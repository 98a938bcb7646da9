/**
 * Groups breaking changes by topic for the generated index, in the order readers scan them.
 */
import type {BreakingChangeFacts, BreakingChangeTopic} from './frontMatter';

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

/** One group per topic that has entries, topics in `topicLabels` order, entries by title. */
export function groupBreakingChanges(entries: readonly BreakingChangeEntry[]): BreakingChangeGroup[] {
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
