/**
 * The breaking changes between Strapi v4 and Strapi 5, from the index the build writes
 * (`build/breaking-changes.json`, plugins/breaking-changes), filtered by topic or by words.
 */
import type {BreakingChangeEntry} from '../../plugins/lib/breakingChanges/groups';
import type {BreakingChangesData} from '../../plugins/breaking-changes/types';
import {comparableHeading} from './sections';

export interface BreakingChangeItem {
  title: string;
  /** Absolute URL of the page. */
  url: string;
  topic: string;
  topicLabel: string;
  affectsPlugins: boolean;
  codemod: BreakingChangeEntry['codemod'];
  /** The page's one-sentence summary (its description), when the search index has it. */
  summary: string;
}

/** The topics of the index, as keys and labels. */
export function breakingChangeTopics(
  data: BreakingChangesData,
): Array<{topic: string; label: string}> {
  return data.groups.map(({topic, label}) => ({topic, label}));
}

/**
 * The entries of `data` that match `filter`: every entry when it is empty, the entries of a topic
 * when it names one (its key or label), else those whose title, summary or topic holds every word.
 */
export function listBreakingChanges(
  data: BreakingChangesData,
  filter: string | undefined,
  origin: string,
  summaryOf: (permalink: string) => string,
): BreakingChangeItem[] {
  const all = data.groups.flatMap((group) =>
    group.entries.map((entry) => ({
      title: entry.title,
      url: `${origin}${entry.permalink}`,
      topic: group.topic,
      topicLabel: group.label,
      affectsPlugins: entry.affects_plugins,
      codemod: entry.codemod,
      summary: summaryOf(entry.permalink),
    })),
  );
  const wanted = comparableHeading(filter ?? '');
  if (wanted === '') return all;
  const byTopic = all.filter(
    (item) =>
      comparableHeading(item.topic) === wanted || comparableHeading(item.topicLabel) === wanted,
  );
  if (byTopic.length > 0) return byTopic;
  const words = wanted.split(' ');
  return all.filter((item) => {
    const text = comparableHeading(
      `${item.title} ${item.summary} ${item.topic} ${item.topicLabel}`,
    );
    return words.every((word) => text.includes(word));
  });
}

const codemodText: Record<BreakingChangeItem['codemod'], string> = {
  full: 'handled by a codemod',
  partial: 'partly handled by a codemod',
  none: 'no codemod',
};

/** The list as Markdown: one line per change with its facts, then its summary. */
export function formatBreakingChanges(items: readonly BreakingChangeItem[]): string {
  return items
    .map(
      (item) =>
        `- [${item.title}](${item.url}) — ${item.topicLabel}; ${
          item.affectsPlugins ? 'affects plugins' : 'does not affect plugins'
        }; ${codemodText[item.codemod]}.${item.summary ? `\n  ${item.summary}` : ''}`,
    )
    .join('\n');
}
