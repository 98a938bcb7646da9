/**
 * The docs instances of the site (one `@docusaurus/plugin-content-docs` each). No Node.js
 * imports: the theme's components read this module too.
 */

/** The four docs instances: plugin id, content folder and route base path are the same word. */
export const docsInstances = [
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

export type DocsInstance = (typeof docsInstances)[number];
export type DocsInstanceId = DocsInstance['id'];
