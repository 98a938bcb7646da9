/**
 * Stand-in for `@docusaurus/ComponentCreator` in the browser bundle (../index.ts).
 *
 * The generated route table calls ComponentCreator for each of the site's 600-odd routes while
 * main.js is evaluated, and each call builds a loadable component (chunk lookups, a class, two
 * registrations) although a page renders or preloads only a handful of routes. Here each route
 * gets a thin component that builds Docusaurus's own on first use (./lazyRouteComponent.js).
 */
import createRouteComponent from '@docusaurus/core/lib/client/exports/ComponentCreator.js';
import {lazyRouteComponent} from './lazyRouteComponent.js';

/**
 * @param {string} path
 * @param {string} hash
 */
export default function ComponentCreator(path, hash) {
  return lazyRouteComponent(() => createRouteComponent(path, hash));
}
