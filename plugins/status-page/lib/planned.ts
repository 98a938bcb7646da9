/**
 * The planned routes of a docs instance: every doc its sidebars list. A docs instance without
 * sidebars (snippets) plans every doc it has. Adding a page and its sidebar line therefore plans
 * it, with nothing else to edit; a written page no sidebar lists is counted beyond the plan.
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
}

/** Planned routes, in the order of collectSidebarDocIds (sorted doc ids), or of the docs. */
export function plannedRoutesOf(input: PlannedRoutesInput): string[] {
  const permalinkOf = new Map(input.docs.map((doc) => [doc.id, doc.permalink]));
  const routes =
    input.sidebars === null
      ? input.docs.map((doc) => doc.permalink)
      : collectSidebarDocIds(input.sidebars, () => []).map(
          (id) => permalinkOf.get(id) ?? plannedRoute(input.basePath, id),
        );
  return [...new Set(routes.map(normalizeRoute))];
}
