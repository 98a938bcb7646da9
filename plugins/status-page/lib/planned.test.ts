import {describe, expect, it} from 'vitest';
import {plannedRoutesOf} from './planned';

const docs = [
  {id: 'intro', permalink: '/cloud/intro'},
  {id: 'deployment', permalink: '/cloud/deployment'},
  {id: 'unlisted', permalink: '/cloud/unlisted'},
];

describe('plannedRoutesOf', () => {
  it('plans every doc a sidebar lists, so a new page needs only its file and its sidebar line', () => {
    const sidebars = {
      cloud: [
        'intro',
        {type: 'category', label: 'Deploy', items: [{type: 'doc', id: 'deployment'}]},
      ],
    };
    expect(plannedRoutesOf({basePath: '/cloud', sidebars, docs, outsideSidebars: []})).toEqual([
      '/cloud/deployment',
      '/cloud/intro',
    ]);
  });

  it('adds the pages planned outside the sidebars, counting a page listed twice once', () => {
    const sidebars = {cloud: ['intro']};
    expect(
      plannedRoutesOf({
        basePath: '/cloud',
        sidebars,
        docs,
        outsideSidebars: ['settings', 'intro', 'account/billing'],
      }),
    ).toEqual(['/cloud/intro', '/cloud/settings', '/cloud/account/billing']);
  });

  it('plans every doc of a docs instance without sidebars', () => {
    expect(
      plannedRoutesOf({basePath: '/cloud', sidebars: null, docs, outsideSidebars: ['later']}),
    ).toEqual(['/cloud/intro', '/cloud/deployment', '/cloud/unlisted', '/cloud/later']);
  });
});
