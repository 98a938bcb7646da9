import {describe, expect, it} from 'vitest';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import {nextDistinctPage, sidebarPages} from './nextLink';

const doc = (id: string, label = id): PropSidebarItem => ({
  type: 'link',
  href: `/docs/${id}`,
  label,
  docId: id,
  unlisted: false,
});

// The shape of every docs instance's start: a category linked to the intro, which is also its first item.
const sidebar: PropSidebarItem[] = [
  {type: 'link', href: '/elsewhere', label: 'Back', unlisted: false},
  {
    type: 'category',
    label: 'Getting Started',
    href: '/docs/intro',
    collapsed: false,
    collapsible: true,
    items: [doc('intro', 'Welcome'), doc('quick-start', 'Quick start')],
  },
  {
    type: 'category',
    label: 'Guides',
    collapsed: true,
    collapsible: true,
    items: [doc('first-guide')],
  },
];

describe('sidebarPages', () => {
  it('lists category pages before their items and leaves out plain links', () => {
    expect(sidebarPages(sidebar).map((page) => page.permalink)).toEqual([
      '/docs/intro',
      '/docs/intro',
      '/docs/quick-start',
      '/docs/first-guide',
    ]);
  });
});

describe('nextDistinctPage', () => {
  it('skips the second listing of the same page', () => {
    expect(nextDistinctPage(sidebar, '/docs/intro')).toEqual({
      permalink: '/docs/quick-start',
      title: 'Quick start',
    });
  });

  it('crosses into the next category', () => {
    expect(nextDistinctPage(sidebar, '/docs/quick-start')?.permalink).toBe('/docs/first-guide');
  });

  it('has no next page at the end or for a page outside the sidebar', () => {
    expect(nextDistinctPage(sidebar, '/docs/first-guide')).toBeUndefined();
    expect(nextDistinctPage(sidebar, '/docs/unknown')).toBeUndefined();
  });
});
