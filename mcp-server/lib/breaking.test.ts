import {describe, expect, it} from 'vitest';
import type {BreakingChangesData} from '../../plugins/breaking-changes/types';
import {formatBreakingChanges, listBreakingChanges} from './breaking';

const data: BreakingChangesData = {
  groups: [
    {
      topic: 'database',
      label: 'Database',
      entries: [
        {
          title: 'MySQL v5 is not supported',
          permalink: '/bc/mysql5',
          topic: 'database',
          affects_plugins: false,
          codemod: 'none',
        },
      ],
    },
    {
      topic: 'apis',
      label: 'APIs',
      entries: [
        {
          title: 'publicationState is replaced by status',
          permalink: '/bc/status',
          topic: 'apis',
          affects_plugins: true,
          codemod: 'partial',
        },
        {
          title: 'Documents have a documentId',
          permalink: '/bc/document-id',
          topic: 'apis',
          affects_plugins: true,
          codemod: 'full',
        },
      ],
    },
  ],
};
const summaries: Record<string, string> = {'/bc/document-id': 'Use documentId instead of id.'};
const list = (filter?: string) =>
  listBreakingChanges(
    data,
    filter,
    'https://docs.test',
    (permalink) => summaries[permalink] ?? '',
  ).map((item) => item.title);

describe('listBreakingChanges', () => {
  it('lists every change without a filter', () => {
    expect(list()).toHaveLength(3);
    expect(list('  ')).toHaveLength(3);
  });

  it('lists a topic by its key or its label', () => {
    expect(list('database')).toEqual(['MySQL v5 is not supported']);
    expect(list('APIs')).toHaveLength(2);
  });

  it('otherwise keeps the changes whose title or summary holds every word', () => {
    expect(list('publicationState')).toEqual(['publicationState is replaced by status']);
    expect(list('instead of id')).toEqual(['Documents have a documentId']);
    expect(list('graphql')).toEqual([]);
  });
});

describe('formatBreakingChanges', () => {
  it('writes one line of facts per change, then its summary', () => {
    const items = listBreakingChanges(data, 'apis', 'https://docs.test', (p) => summaries[p] ?? '');
    expect(formatBreakingChanges(items)).toBe(
      '- [publicationState is replaced by status](https://docs.test/bc/status) — APIs; affects plugins; partly handled by a codemod.\n' +
        '- [Documents have a documentId](https://docs.test/bc/document-id) — APIs; affects plugins; handled by a codemod.\n' +
        '  Use documentId instead of id.',
    );
  });
});
