import {describe, expect, it} from 'vitest';
import {findRouteClashes, routeClashesMessage} from './duplicateRoutes';

describe('findRouteClashes', () => {
  it('finds nothing when every doc has its own route', () => {
    const docs = [
      {permalink: '/dev-docs/intro', source: 'docs/dev-docs/intro.md'},
      {permalink: '/cloud/intro', source: 'docs/cloud/intro.md'},
    ];
    expect(findRouteClashes(docs)).toEqual([]);
    expect(routeClashesMessage([])).toBeNull();
  });

  it('groups docs whose routes differ only by case or a trailing slash', () => {
    const docs = [
      {permalink: '/dev-docs/intro', source: 'docs/dev-docs/intro.md'},
      {permalink: '/dev-docs/Intro/', source: 'docs/dev-docs/other.md', slug: 'Intro/'},
    ];
    expect(findRouteClashes(docs)).toEqual([{permalink: '/dev-docs/intro', docs}]);
  });

  it('words an error naming both files, the slug field and the fix', () => {
    const message = routeClashesMessage(
      findRouteClashes([
        {permalink: '/dev-docs/intro', source: 'docs/dev-docs/intro.md'},
        {permalink: '/dev-docs/intro', source: 'docs/dev-docs/copy.md', slug: 'intro'},
      ]),
    );
    expect(message).toContain('/dev-docs/intro is the route of 2 docs');
    expect(message).toContain('docs/dev-docs/intro.md (route from its file path)');
    expect(message).toContain('docs/dev-docs/copy.md (front matter slug: "intro")');
    expect(message).toMatch(/Fix: change or remove the `slug` front matter field/);
  });
});
