/**
 * The four entry links readers start from (navbar, home page, 404 page): the start page of three
 * docs instances, and the Quick Start Guide, a page of the dev-docs instance. No Node.js imports:
 * the theme's components read this module too.
 */
import {docsInstances, type DocsInstanceId} from './docs-instances';

/** A place readers start from: a doc of one docs instance. */
export interface EntryLink {
  id: 'quick-start' | 'user-docs' | 'dev-docs' | 'cloud';
  label: string;
  docsPluginId: DocsInstanceId;
  docId: string;
}

/** The entry link to a docs instance's start page, labelled with the instance's name. */
function instanceStartLink(id: 'user-docs' | 'dev-docs' | 'cloud'): EntryLink {
  const instance = docsInstances.find((candidate) => candidate.id === id);
  if (!instance?.startDoc) {
    throw new Error(`config/docs-instances.ts: the docs instance "${id}" needs a startDoc.`);
  }
  return {id, label: instance.label, docsPluginId: id, docId: instance.startDoc};
}

/** The navbar's entry links, in order; the home and 404 pages offer the same four. */
export const entryLinks: readonly EntryLink[] = [
  {id: 'quick-start', label: 'Quick Start Guide', docsPluginId: 'dev-docs', docId: 'quick-start'},
  instanceStartLink('user-docs'),
  instanceStartLink('dev-docs'),
  instanceStartLink('cloud'),
];

/** Route of an entry link (without the base URL). */
export function entryLinkPath(link: EntryLink): string {
  return `/${link.docsPluginId}/${link.docId}`;
}
