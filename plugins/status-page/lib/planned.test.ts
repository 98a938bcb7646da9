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
    expect(plannedRoutesOf({basePath: '/cloud', sidebars, docs})).toEqual([
      '/cloud/deployment',
      '/cloud/intro',
    ]);
  });

  it('counts a doc two sidebars list once', () => {
    const sidebars = {cloud: ['intro'], other: ['intro', 'deployment']};
    expect(plannedRoutesOf({basePath: '/cloud', sidebars, docs})).toEqual([
      '/cloud/deployment',
      '/cloud/intro',
    ]);
  });

  it('plans every doc of a docs instance without sidebars', () => {
    expect(plannedRoutesOf({basePath: '/cloud', sidebars: null, docs})).toEqual([
      '/cloud/intro',
      '/cloud/deployment',
      '/cloud/unlisted',
    ]);
  });
});
