/**
 * Twins that other plugins give and pages whose twins other plugins write: what llms-txt reads of
 * them, with an error naming the plugin and the field when the content is malformed.
 */
import type {MarkdownTwinsContent, OtherPage} from '../types';

/** A twin another plugin gives: its body, and a description for a doc that has none. */
export interface GivenTwin {
  markdown: string;
  description?: string;
}

function isTwinsContent(value: unknown): value is MarkdownTwinsContent {
  return typeof value === 'object' && value !== null && 'markdownTwins' in value;
}

/**
 * The twins in the loaded content of every plugin that gives some (`markdownTwins`), by docs
 * instance id, then by doc id. A malformed entry stops the build naming the plugin.
 */
export function markdownTwinsByInstance(
  allContent: Record<string, Record<string, unknown>>,
): Map<string, Map<string, GivenTwin>> {
  const byInstance = new Map<string, Map<string, GivenTwin>>();
  for (const [pluginName, instances] of Object.entries(allContent)) {
    for (const [pluginId, content] of Object.entries(instances ?? {})) {
      if (!isTwinsContent(content)) continue;
      const {docsPluginId, twins} = content.markdownTwins;
      const where = `[llms-txt] the markdownTwins of plugin ${pluginName} (id ${pluginId})`;
      if (typeof docsPluginId !== 'string' || !Array.isArray(twins))
        throw new Error(
          `${where} must be {docsPluginId: string, twins: {docId, markdown}[]}; fix that plugin's loadContent.`,
        );
      const byDoc = byInstance.get(docsPluginId) ?? new Map<string, GivenTwin>();
      for (const twin of twins) {
        if (typeof twin?.docId !== 'string' || typeof twin.markdown !== 'string')
          throw new Error(
            `${where}: an entry lacks a string docId or markdown (${JSON.stringify(twin).slice(0, 120)}).`,
          );
        byDoc.set(twin.docId, {markdown: twin.markdown, description: twin.description});
      }
      byInstance.set(docsPluginId, byDoc);
    }
  }
  return byInstance;
}

/** The routes of `otherPages` with the base URL (`/status` → `/base/status`). */
export function otherPagesRoutes(pages: readonly OtherPage[], baseUrl: string): string[] {
  const base = baseUrl.replace(/\/+$/, '');
  return pages.map((page) => `${base}${page.route}`);
}

/** The routes of `htmlPages` with the base URL (`/` → `/base/`). */
export function htmlPagesRoutes(routes: readonly string[], baseUrl: string): string[] {
  const base = baseUrl.replace(/\/+$/, '');
  return routes.map((route) => `${base}${route}`);
}

/**
 * A converted body without its leading `# Title` line: a Markdown page of `src/pages` writes its
 * title as its first heading, which the twin's document form already gives.
 */
export function withoutLeadingTitle(body: string, title: string): string {
  const match = /^\s*# (.+)\n+/.exec(body);
  return match && match[1]!.trim() === title.trim() ? body.slice(match[0].length) : body;
}

/** A route as Docusaurus hands it to `postBuild` (the fields read here). */
export interface BuiltRoute {
  path: string;
  props?: Record<string, unknown>;
  routes?: BuiltRoute[];
}

/**
 * The body of the twin of each `otherPages` route, which the plugin that adds the route gives in
 * the route's props (`markdownTwin`, type `RouteMarkdownTwin`: plugins/status-page), so it is known
 * here whichever plugin's `postBuild` runs first. A route that is missing or gives no body stops
 * the build, naming the route and the fix.
 */
export function otherPagesBodies(
  routes: readonly BuiltRoute[],
  wanted: readonly string[],
): string[] {
  const byPath = new Map<string, BuiltRoute>();
  const visit = (list: readonly BuiltRoute[]): void => {
    for (const route of list) {
      if (!byPath.has(route.path)) byPath.set(route.path, route);
      if (route.routes) visit(route.routes);
    }
  };
  visit(routes);
  return wanted.map((path) => {
    const route = byPath.get(path);
    if (!route)
      throw new Error(
        `[llms-txt] otherPages lists ${path}, but no plugin adds that route; fix the otherPages option (config/plugins.ts).`,
      );
    const twin = route.props?.markdownTwin as {markdown?: unknown} | undefined;
    if (typeof twin?.markdown !== 'string')
      throw new Error(
        `[llms-txt] the route ${path} (otherPages) has no props.markdownTwin.markdown; the plugin that adds it must give its twin's body there (see plugins/llms-txt/README.md).`,
      );
    return twin.markdown;
  });
}
