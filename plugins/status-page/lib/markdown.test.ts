import {describe, expect, it} from 'vitest';

import {formatBuildDate, statusMarkdown} from './markdown';
import {computeStatus} from './status';

const status = computeStatus({
  siteVersion: '5.0.0-rc',
  docsVersionLabels: ['Next'],
  generator: {name: 'Docusaurus', version: '3.10.2'},
  buildDate: new Date('2026-11-21T10:05:30.000Z'),
  instances: [
    {
      id: 'cloud',
      label: 'Cloud',
      planned: ['/cloud/a', '/cloud/b'],
      published: ['/cloud/a', '/cloud/b', '/cloud/extra'],
    },
    {
      id: 'user-docs',
      label: 'User | Guide',
      planned: ['/user-docs/a', '/user-docs/b'],
      published: ['/user-docs/a'],
    },
  ],
  tags: {used: 4, declared: 6},
});

describe('statusMarkdown', () => {
  const markdown = statusMarkdown(status, 'https://docs.example.com/tags');

  it('gives the facts the page shows', () => {
    expect(markdown).toContain(
      [
        '- Site version: 5.0.0-rc',
        '- Docs version: Next',
        '- Generator: Docusaurus 3.10.2',
        '- Built: 2026-11-21 10:05 UTC',
        '- Tags: 4 in use, of 6 declared ([all tags](https://docs.example.com/tags))',
      ].join('\n'),
    );
  });

  it('gives the table of published pages with its totals, cells escaped', () => {
    expect(markdown).toContain(
      [
        '## Published pages',
        '',
        '| Documentation | Published | Planned | Progress | Published beyond the plan |',
        '| --- | --- | --- | --- | --- |',
        '| Cloud | 2 | 2 | 100% | 1 |',
        '| User \\| Guide | 1 | 2 | 50% | 0 |',
        '| All documentation | 3 | 4 | 75% | 1 |',
      ].join('\n'),
    );
  });

  it('lists the planned pages not yet published, per docs instance', () => {
    expect(markdown.split('## Planned pages not yet published\n\n')[1]).toBe(
      'Cloud: every planned page is published.\n\nUser | Guide: 1 planned page not yet published:\n\n- `/user-docs/b`',
    );
  });
});

describe('formatBuildDate', () => {
  it('is the UTC minute, the same on the server and in the browser', () => {
    expect(formatBuildDate('2026-01-02T23:59:59.999Z')).toBe('2026-01-02 23:59 UTC');
  });
});
