import {describe, expect, it} from 'vitest';
import {groupBreakingChanges, topicLabels, type BreakingChangeEntry} from './groups';

function entry(title: string, topic: BreakingChangeEntry['topic']): BreakingChangeEntry {
  return {title, topic, permalink: `/x/${title}`, affects_plugins: false, codemod: 'none'};
}

describe('groupBreakingChanges', () => {
  it('groups by topic in the reading order and sorts entries by title', () => {
    const groups = groupBreakingChanges([
      entry('Vite is the default bundler', 'dependencies'),
      entry('new response format', 'apis'),
      entry('MySQL v5 is not supported', 'database'),
      entry('koa-body v6', 'dependencies'),
    ]);
    expect(groups.map((group) => group.topic)).toEqual(['database', 'dependencies', 'apis']);
    expect(groups[1]?.entries.map((e) => e.title)).toEqual(['koa-body v6', 'Vite is the default bundler']);
    expect(groups[0]?.label).toBe(topicLabels.database);
  });

  it('returns no group when there is no entry', () => {
    expect(groupBreakingChanges([])).toEqual([]);
  });
});
