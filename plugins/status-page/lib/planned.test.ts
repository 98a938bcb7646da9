import {describe, expect, it} from 'vitest';
import {docsOutsidePlan, docsOutsidePlanMessage, plannedRoutesOf} from './planned';

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

describe('docsOutsidePlan', () => {
  const docs = [
    {permalink: '/cloud/intro', source: '@site/docs/cloud/intro.md'},
    {permalink: '/cloud/hidden/', source: '@site/docs/cloud/hidden.md'},
  ];

  it('names the docs no planned route covers, by file', () => {
    expect(docsOutsidePlan(['/cloud/intro'], docs)).toEqual(['docs/cloud/hidden.md']);
    expect(docsOutsidePlan(['/cloud/intro', '/cloud/hidden'], docs)).toEqual([]);
  });

  it('says how to fix it, and nothing when every doc is planned', () => {
    const message = docsOutsidePlanMessage(['docs/cloud/hidden.md']);
    expect(message).toContain(
      '1 page(s) are in no sidebar, so /status counts them beyond the plan',
    );
    expect(message).toContain('\n  docs/cloud/hidden.md\n');
    expect(docsOutsidePlanMessage([])).toBe('');
  });
});
