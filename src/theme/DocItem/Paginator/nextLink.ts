/**
 * The page a "Next" link should lead to when the docs plugin's own answer is the page itself.
 *
 * A category whose link is a doc that is also listed as its first item (the "Getting Started →
 * Welcome" pattern of every docs instance's intro) puts that doc twice in a row in the plugin's
 * navigation order, so the plugin's "Next" of the intro is the intro. This walks the sidebar in
 * reading order and returns the first doc or category page after the current one that is not the
 * current one, whatever the sidebar holds.
 */
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';

/** What the paginator needs of a page: where it is and what to call it. */
export interface NavigationLink {
  permalink: string;
  title: string;
}

/** The sidebar's internal pages in reading order: a category's own page first, then its items. */
export function sidebarPages(items: readonly PropSidebarItem[]): NavigationLink[] {
  return items.flatMap((item): NavigationLink[] => {
    if (item.type === 'category') {
      const own = item.href ? [{permalink: item.href, title: item.label}] : [];
      return [...own, ...sidebarPages(item.items)];
    }
    // Doc items carry their doc id; plain links (external, "back to…") are not pages of the flow.
    if (item.type === 'link' && item.docId) return [{permalink: item.href, title: item.label}];
    return [];
  });
}

/** The first page after `permalink` in the sidebar that is another page, or undefined at the end. */
export function nextDistinctPage(
  items: readonly PropSidebarItem[],
  permalink: string,
): NavigationLink | undefined {
  const pages = sidebarPages(items);
  const index = pages.findIndex((page) => page.permalink === permalink);
  if (index === -1) return undefined;
  return pages.slice(index + 1).find((page) => page.permalink !== permalink);
}
