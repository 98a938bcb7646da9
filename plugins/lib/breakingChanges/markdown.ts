/**
 * The breaking-changes index as Markdown (one table per topic), for the `.md` version of the
 * index page and llms-full.txt. Same columns and labels as `<BreakingChangesIndex />`.
 */
import {codemodLabels, type BreakingChangeGroup} from './groups';

function cell(text: string): string {
  return text.replaceAll('|', '\\|');
}

export function breakingChangesMarkdown(groups: readonly BreakingChangeGroup[]): string {
  return groups
    .map((group) =>
      [
        `## ${group.label}`,
        '',
        '| Description | Affects plugins | Handled by codemods |',
        '| --- | --- | --- |',
        ...group.entries.map(
          (entry) =>
            `| [${cell(entry.title)}](${entry.permalink}) | ${entry.affects_plugins ? 'Yes' : 'No'} | ${codemodLabels[entry.codemod]} |`,
        ),
      ].join('\n'),
    )
    .join('\n\n');
}
