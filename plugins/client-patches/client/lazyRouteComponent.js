/**
 * A route component that creates the real one (Docusaurus's loadable component) the first time it
 * renders or is preloaded, not when the route table is evaluated.
 */
import React from 'react';

/**
 * @template P
 * @param {() => React.ComponentType<P> & {preload?: () => Promise<unknown>}} create
 */
export function lazyRouteComponent(create) {
  /** @type {(React.ComponentType<P> & {preload?: () => Promise<unknown>}) | undefined} */
  let component;
  const load = () => (component ??= create());
  /** @param {P & React.JSX.IntrinsicAttributes} props */
  function LazyRouteComponent(props) {
    return React.createElement(load(), props);
  }
  LazyRouteComponent.preload = () => load().preload?.();
  return LazyRouteComponent;
}
