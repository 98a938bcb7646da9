import {describe, expect, it} from 'vitest';
import {
  collectBreakingChanges,
  groupBreakingChanges,
  topicLabels,
  type BreakingChangeEntry,
} from './groups';

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
    expect(groups[1]?.entries.map((e) => e.title)).toEqual([
      'koa-body v6',
      'Vite is the default bundler',
    ]);
    expect(groups[0]?.label).toBe(topicLabels.database);
  });

  it('returns no group when there is no entry', () => {
    expect(groupBreakingChanges([])).toEqual([]);
  });
});

describe('collectBreakingChanges', () => {
  it('keeps the breaking-change pages, recognised from their @site source, with their facts', () => {
    const entries = collectBreakingChanges([
      {
        title: 'Vite is the default bundler',
        permalink: '/dev-docs/migration/v4-to-v5/breaking-changes/vite',
        source: '@site/docs/dev-docs/migration/v4-to-v5/breaking-changes/vite.mdx',
        frontMatter: {
          breaking_change: {topic: 'dependencies', affects_plugins: true, codemod: 'partial'},
        },
      },
      {
        title: 'Breaking changes',
        permalink: '/x',
        source: '@site/docs/dev-docs/migration/v4-to-v5/breaking-changes.mdx',
        frontMatter: {},
      },
      {
        title: 'Intro',
        permalink: '/dev-docs/intro',
        source: '@site/docs/dev-docs/intro.mdx',
        frontMatter: {},
      },
    ]);
    expect(entries).toEqual([
      {
        title: 'Vite is the default bundler',
        permalink: '/dev-docs/migration/v4-to-v5/breaking-changes/vite',
        topic: 'dependencies',
        affects_plugins: true,
        codemod: 'partial',
      },
    ]);
  });
});
