import {describe, expect, it} from 'vitest';
import {computeStatus, plannedRoute, docsInstanceStatus} from './status';

describe('docsInstanceStatus', () => {
  const status = docsInstanceStatus({
    id: 'cloud',
    label: 'Cloud Documentation',
    planned: ['/cloud/intro', '/cloud/deployment', '/cloud/advanced/email', '/cloud/settings'],
    published: ['/cloud/intro', '/cloud/settings/', '/cloud/extra-page'],
  });

  it('counts planned routes that are published, and published pages beyond the plan', () => {
    expect(status).toMatchObject({planned: 4, published: 2, beyondPlan: 1, percent: 50});
  });

  it('lists the planned routes not yet published, in plan order', () => {
    expect(status.missing).toEqual(['/cloud/deployment', '/cloud/advanced/email']);
  });

  it('gives 0 % when nothing is planned', () => {
    expect(
      docsInstanceStatus({id: 'x', label: 'X', planned: [], published: ['/x/a']}),
    ).toMatchObject({
      planned: 0,
      percent: 0,
      beyondPlan: 1,
    });
  });

  it('rounds percentages down, so 100 % means everything is published', () => {
    const planned = ['/x/a', '/x/b', '/x/c'];
    expect(
      docsInstanceStatus({id: 'x', label: 'X', planned, published: ['/x/a', '/x/b']}).percent,
    ).toBe(66);
  });
});

describe('plannedRoute', () => {
  it('joins the base path and the planned path', () => {
    expect(plannedRoute('/dev-docs', 'api/rest')).toBe('/dev-docs/api/rest');
    expect(plannedRoute('/base/cloud/', 'intro')).toBe('/base/cloud/intro');
  });
});

describe('computeStatus', () => {
  it('adds up the instances and reports the site facts', () => {
    const status = computeStatus({
      siteVersion: '5.0.0-rc',
      docsVersionLabels: ['Next', 'Next', 'Next'],
      generator: {name: 'Docusaurus', version: '3.10.2'},
      buildDate: new Date('2026-11-21T10:00:00Z'),
      instances: [
        {id: 'a', label: 'A', planned: ['/a/1', '/a/2'], published: ['/a/1']},
        {id: 'b', label: 'B', planned: ['/b/1', '/b/2'], published: ['/b/1', '/b/2', '/b/3']},
      ],
      tags: {used: 12, declared: 139},
    });
    expect(status.docsVersionLabel).toBe('Next');
    expect(status.buildDate).toBe('2026-11-21T10:00:00.000Z');
    expect(status.totals).toEqual({planned: 4, published: 3, beyondPlan: 1, percent: 75});
    expect(status.instances.map((s) => s.missing)).toEqual([['/a/2'], []]);
    expect(status.tags).toEqual({used: 12, declared: 139});
  });
});
