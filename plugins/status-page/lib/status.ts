/**
 * The state of the documentation, computed at build time from the loaded content: how many of
 * each instance's planned routes are published, which are not yet, and the site's facts.
 */

export interface DocsInstanceInput {
  id: string;
  label: string;
  /** Planned routes, with the base route (lib/planned.ts). */
  planned: readonly string[];
  /** Permalinks of the instance's published docs. */
  published: readonly string[];
}

export interface DocsInstanceStatus {
  id: string;
  label: string;
  planned: number;
  /** Planned routes that are published. */
  published: number;
  /** Published docs that are not planned. */
  beyondPlan: number;
  /** Whole percent of planned routes published (0 when nothing is planned). */
  percent: number;
  /** Planned routes not published yet, in plan order. */
  missing: string[];
}

export interface StatusData {
  siteVersion: string;
  docsVersionLabel: string;
  generator: {name: string; version: string};
  buildDate: string;
  instances: DocsInstanceStatus[];
  totals: {planned: number; published: number; beyondPlan: number; percent: number};
  tags: {used: number; declared: number};
}

export function normalizeRoute(route: string): string {
  const collapsed = route.replace(/\/{2,}/g, '/');
  return collapsed.length > 1 ? collapsed.replace(/\/+$/, '') : collapsed;
}

export function plannedRoute(basePath: string, plannedPath: string): string {
  return normalizeRoute(`${basePath}/${plannedPath}`);
}

function percentOf(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.floor((part / whole) * 100);
}

export function docsInstanceStatus(input: DocsInstanceInput): DocsInstanceStatus {
  const published = new Set(input.published.map(normalizeRoute));
  const plannedRoutes = [...new Set(input.planned.map(normalizeRoute))];
  const planned = new Set(plannedRoutes);
  const missing = plannedRoutes.filter((route) => !published.has(route));
  const publishedPlanned = plannedRoutes.length - missing.length;
  return {
    id: input.id,
    label: input.label,
    planned: plannedRoutes.length,
    published: publishedPlanned,
    beyondPlan: [...published].filter((route) => !planned.has(route)).length,
    percent: percentOf(publishedPlanned, plannedRoutes.length),
    missing,
  };
}

export interface StatusInput {
  siteVersion: string;
  docsVersionLabels: readonly string[];
  generator: {name: string; version: string};
  buildDate: Date;
  instances: readonly DocsInstanceInput[];
  tags: {used: number; declared: number};
}

export function computeStatus(input: StatusInput): StatusData {
  const instances = input.instances.map(docsInstanceStatus);
  const sum = (pick: (instance: DocsInstanceStatus) => number): number =>
    instances.reduce((total, s) => total + pick(s), 0);
  const planned = sum((s) => s.planned);
  const published = sum((s) => s.published);
  return {
    siteVersion: input.siteVersion,
    docsVersionLabel: [...new Set(input.docsVersionLabels)].join(', '),
    generator: input.generator,
    buildDate: input.buildDate.toISOString(),
    instances,
    totals: {
      planned,
      published,
      beyondPlan: sum((s) => s.beyondPlan),
      percent: percentOf(published, planned),
    },
    tags: input.tags,
  };
}
