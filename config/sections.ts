/**
 * The docs sections and the four entry points readers start from (navbar, home page, 404 page).
 * No Node.js imports: the theme's components read this module too.
 */

/** The four docs sections: plugin id, content folder and route base path are the same word. */
export const docsSections = [
  {
    id: 'cloud',
    label: 'Cloud Documentation',
    sidebarPath: './sidebars/cloud.ts',
    startDoc: 'intro',
  },
  {
    id: 'dev-docs',
    label: 'Developer Docs',
    sidebarPath: './sidebars/dev-docs.ts',
    startDoc: 'intro',
  },
  {id: 'user-docs', label: 'User Guide', sidebarPath: './sidebars/user-docs.ts', startDoc: 'intro'},
  {id: 'snippets', label: 'Snippets', sidebarPath: false, startDoc: null},
] as const;

export type DocsSection = (typeof docsSections)[number];
export type DocsSectionId = DocsSection['id'];

/** A place readers start from: a doc of one docs instance. */
export interface EntryLink {
  id: 'quick-start' | 'user-docs' | 'dev-docs' | 'cloud';
  label: string;
  docsPluginId: DocsSectionId;
  docId: string;
}

function sectionEntry(id: 'user-docs' | 'dev-docs' | 'cloud'): EntryLink {
  const section = docsSections.find((candidate) => candidate.id === id);
  if (!section?.startDoc) {
    throw new Error(`config/sections.ts: the docs section "${id}" needs a startDoc.`);
  }
  return {id, label: section.label, docsPluginId: id, docId: section.startDoc};
}

/** The navbar's section links, in order; the home and 404 pages offer the same four. */
export const entryLinks: readonly EntryLink[] = [
  {id: 'quick-start', label: 'Quick Start Guide', docsPluginId: 'dev-docs', docId: 'quick-start'},
  sectionEntry('user-docs'),
  sectionEntry('dev-docs'),
  sectionEntry('cloud'),
];

/** Route of an entry link (without the base URL). */
export function entryLinkPath(link: EntryLink): string {
  return `/${link.docsPluginId}/${link.docId}`;
}
