/** Link items shared by the dedicated Developer Docs sidebars. */

export interface LinkItem {
  type: 'link';
  label: string;
  href: string;
  className?: string;
}

/** First item of every dedicated sidebar (REST, configuration, migration): the way back. */
export const backToDevDocs = {
  type: 'link',
  label: '⬅️ Back to Dev Docs content',
  href: '/dev-docs/intro',
  // The mobile menu already shows "Back to main menu" above the sidebar: custom.css hides this one there.
  className: 'sidebar-back-link',
} satisfies LinkItem;

/** Sidebar links to sections of one page, for references that live on a single long page. */
export function anchorLinks(page: string, anchors: Record<string, string>): LinkItem[] {
  return Object.entries(anchors).map(([label, anchor]) => ({
    type: 'link',
    label,
    href: `${page}#${anchor}`,
  }));
}
