/**
 * The planned routes of a docs instance: every doc its sidebars list, plus the pages planned
 * outside the sidebars (planned-routes.ts). A docs instance without sidebars (snippets) plans every doc
 * it has. Adding a page and its sidebar line therefore plans it, with nothing else to edit.
 */
import {collectSidebarDocIds} from './sidebarDocs';
import {normalizeRoute, plannedRoute} from './status';

export interface PlannedRoutesInput {
  /** Base route of the instance, with the site's base URL: `/cloud`. */
  basePath: string;
  /** The instance's sidebars (as loaded or as configured), or `null` when it has none. */
  sidebars: Readonly<Record<string, unknown>> | null;
  /** The instance's docs. */
  docs: readonly {id: string; permalink: string}[];
  /** Paths below the base route planned outside the sidebars. */
  outsideSidebars: readonly string[];
}

/** Planned routes, sidebar order first, then the pages planned outside the sidebars. */
export function plannedRoutesOf(input: PlannedRoutesInput): string[] {
  const permalinkOf = new Map(input.docs.map((doc) => [doc.id, doc.permalink]));
  const fromSidebars =
    input.sidebars === null
      ? input.docs.map((doc) => doc.permalink)
      : collectSidebarDocIds(input.sidebars, () => []).map(
          (id) => permalinkOf.get(id) ?? plannedRoute(input.basePath, id),
        );
  const routes = [
    ...fromSidebars,
    ...input.outsideSidebars.map((page) => plannedRoute(input.basePath, page)),
  ];
  return [...new Set(routes.map(normalizeRoute))];
}
