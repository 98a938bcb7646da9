import React from 'react';
import {describe, expect, it} from 'vitest';
import {lazyRouteComponent} from './lazyRouteComponent.js';

function fakeLoadable() {
  const created: string[] = [];
  const preloaded: string[] = [];
  const Loadable = ({title}: {title: string}) => React.createElement('h1', null, title);
  Loadable.preload = async () => {
    preloaded.push('route');
  };
  const create = () => {
    created.push('route');
    return Loadable;
  };
  return {create, created, preloaded, Loadable};
}

describe('lazyRouteComponent', () => {
  it('creates nothing until the route renders or is preloaded', () => {
    const {create, created} = fakeLoadable();
    lazyRouteComponent(create);
    expect(created).toEqual([]);
  });

  it('renders the real component with the props, created once', () => {
    const {create, created, Loadable} = fakeLoadable();
    const Route = lazyRouteComponent(create);
    const element = Route({title: 'Quick Start'});
    expect(element.type).toBe(Loadable);
    expect(element.props).toEqual({title: 'Quick Start'});
    Route({title: 'again'});
    expect(created).toEqual(['route']);
  });

  it('preloads through the real component', async () => {
    const {create, created, preloaded} = fakeLoadable();
    const Route = lazyRouteComponent(create);
    await Route.preload();
    expect(preloaded).toEqual(['route']);
    expect(created).toEqual(['route']);
  });
});
