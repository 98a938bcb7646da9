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

/**
 * The docs that no planned route covers (no sidebar lists them and planned-routes.ts does not name
 * them): /status counts them only as "beyond the plan", so the build warns, naming each file.
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
    `[status-page] ${sources.length} page(s) are in no sidebar and not in plugins/status-page/planned-routes.ts, so /status does not plan them:\n` +
    sources.map((source) => `  ${source}`).join('\n') +
    "\nFix: add each to its instance's sidebar, or, if it stays out of the sidebars on purpose, list it in planned-routes.ts."
  );
}
