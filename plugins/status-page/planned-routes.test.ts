/**
 * The pages planned outside the sidebars: one list per docs instance of the site, each path
 * written as the status page expects it.
 */
import {describe, expect, it} from 'vitest';

import {redirects} from '../../config/redirects';
import {docsInstances} from '../../config/site';
import {plannedOutsideSidebars} from './planned-routes';

describe('pages planned outside the sidebars', () => {
  it('have one list per docs instance of the site', () => {
    expect(Object.keys(plannedOutsideSidebars).sort()).toEqual(
      docsInstances.map((instance) => instance.id).sort(),
    );
  });

  it.each(Object.entries(plannedOutsideSidebars))(
    '%s: no duplicate, no leading or trailing slash',
    (_id, paths) => {
      expect(new Set(paths).size).toBe(paths.length);
      for (const route of paths) expect(route).toMatch(/^[^/](.*[^/])?$/);
    },
  );

  it('plan no route that a redirect answers: the page it leads to is planned instead', () => {
    const redirected = new Set(
      redirects.flatMap(({from}) => (Array.isArray(from) ? from : [from])),
    );
    const planned = Object.entries(plannedOutsideSidebars).flatMap(([id, paths]) =>
      paths.map((route) => `/${id}/${route}`),
    );
    expect(planned.filter((route) => redirected.has(route))).toEqual([]);
  });
});
