import {describe, expect, it} from 'vitest';
import {breakingChangesMarkdown} from './markdown';
import {groupBreakingChanges} from './groups';

describe('breakingChangesMarkdown', () => {
  it('renders one table per topic with the index columns', () => {
    const groups = groupBreakingChanges([
      {
        title: 'Vite is the default bundler',
        permalink: '/bc/vite',
        topic: 'dependencies',
        affects_plugins: true,
        codemod: 'none',
      },
      {
        title: 'MySQL v5 | not supported',
        permalink: '/bc/mysql5',
        topic: 'database',
        affects_plugins: false,
        codemod: 'full',
      },
    ]);
    expect(breakingChangesMarkdown(groups)).toBe(
      [
        '## Database',
        '',
        '| Description | Affects plugins | Handled by codemods |',
        '| --- | --- | --- |',
        '| [MySQL v5 \\| not supported](/bc/mysql5) | No | ✅ Yes |',
        '',
        '## Dependencies',
        '',
        '| Description | Affects plugins | Handled by codemods |',
        '| --- | --- | --- |',
        '| [Vite is the default bundler](/bc/vite) | Yes | No |',
      ].join('\n'),
    );
  });
});
