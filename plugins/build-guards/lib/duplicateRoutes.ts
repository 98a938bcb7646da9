/**
 * Two docs on one route: Docusaurus only warns, and one page silently replaces the other in the
 * HTML, its `.md` twin and the search index. This finds every such clash across the docs
 * instances and words an error that names both files, the field that made the route and the fix.
 */

/** What the check needs of a loaded doc. */
export interface RoutedDoc {
  /** Route of the doc, with the site's base URL. */
  permalink: string;
  /** Source file relative to the site (`docs/dev-docs/intro.md`). */
  source: string;
  /** The `slug` front matter field, when the doc sets one. */
  slug?: string | undefined;
}

export interface RouteClash {
  permalink: string;
  docs: RoutedDoc[];
}

/** Groups the docs that share a permalink (case and trailing slash do not tell routes apart). */
export function findRouteClashes(docs: readonly RoutedDoc[]): RouteClash[] {
  const byRoute = new Map<string, RoutedDoc[]>();
  for (const doc of docs) {
    const key = doc.permalink.toLowerCase().replace(/\/+$/, '') || '/';
    byRoute.set(key, [...(byRoute.get(key) ?? []), doc]);
  }
  return [...byRoute.values()]
    .filter((group) => group.length > 1)
    .map((group) => ({permalink: group[0]!.permalink, docs: group}));
}

function describeDoc(doc: RoutedDoc): string {
  return doc.slug === undefined
    ? `${doc.source} (route from its file path)`
    : `${doc.source} (front matter slug: ${JSON.stringify(doc.slug)})`;
}

/** The build error for a list of clashes, or null when every doc has a route of its own. */
export function routeClashesMessage(clashes: readonly RouteClash[]): string | null {
  if (clashes.length === 0) return null;
  const lines = clashes.map(
    (clash) =>
      `- ${clash.permalink} is the route of ${clash.docs.length} docs:\n${clash.docs.map((doc) => `    ${describeDoc(doc)}`).join('\n')}`,
  );
  return (
    `[build-guards] ${clashes.length === 1 ? 'Two docs share a route' : `${clashes.length} routes are shared by several docs`}; only one of them would be published:\n` +
    `${lines.join('\n')}\n` +
    'Fix: change or remove the `slug` front matter field of one of them (or rename its file) so that each doc has a route of its own.'
  );
}
