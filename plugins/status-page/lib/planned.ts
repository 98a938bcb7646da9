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

/**
 * The docs that no planned route covers (no sidebar lists them): /status counts them only as
 * "beyond the plan", so the build warns, naming each file.
 */
export function docsOutsidePlan(
  planned: readonly string[],
  docs: readonly {permalink: string; source: string}[],
): string[] {
  const plannedSet = new Set(planned.map(normalizeRoute));
  return docs
    .filter((doc) => !plannedSet.has(normalizeRoute(doc.permalink)))
    .map((doc) => doc.source.replace(/^@site\//, ''));
}

export function docsOutsidePlanMessage(sources: readonly string[]): string {
  if (sources.length === 0) return '';
  return (
    `[status-page] ${sources.length} page(s) are in no sidebar, so /status counts them beyond the plan:\n` +
    sources.map((source) => `  ${source}`).join('\n') +
    "\nFix: add each to its instance's sidebar (sidebars/), or remove the page if it is not meant to be published."
  );
}
