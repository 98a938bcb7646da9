/**
 * The OpenAPI theme's stylesheet is a CSS chunk of the API reference's root component (see
 * ../theme.ts). Docusaurus 3.10 writes only the site-wide stylesheet into a page's HTML, so that
 * chunk arrived with the JavaScript: the API pages were painted unstyled, then restyled (a layout
 * shift). After the build, each API page's HTML links the chunk's CSS in <head>.
 */

/** The part of `.docusaurus/client-manifest.json` read here. */
export interface ClientManifest {
  origins: Record<string, string[]>;
  assets: Record<string, {css?: {publicPath: string}[]}>;
}

/** The webpack chunk name that `.docusaurus/registry.js` gives a component, if any. */
export function chunkNameOf(registrySource: string, component: string): string | undefined {
  const escaped = component.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return registrySource.match(
    new RegExp(`"([^"]+)":\\s*\\[\\(\\) => import\\([^)]*"${escaped}"\\)`),
  )?.[1];
}

/** The CSS files a chunk needs beyond the ones every page already links. */
export function chunkStylesheets(
  manifest: ClientManifest,
  chunkName: string,
  alreadyLinked: readonly string[],
): string[] {
  const files = (manifest.origins[chunkName] ?? []).flatMap(
    (assetId) => manifest.assets[assetId]?.css?.map((css) => css.publicPath) ?? [],
  );
  return [...new Set(files)].filter((file) => !alreadyLinked.includes(file));
}

/** The HTML with a <link rel="stylesheet"> per file before </head>, unless it already has it. */
export function withStylesheets(html: string, hrefs: readonly string[]): string {
  const missing = hrefs.filter(
    (href) => !html.includes(`href=${href}`) && !html.includes(`href="${href}"`),
  );
  if (missing.length === 0) return html;
  const links = missing.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
  return html.replace('</head>', `${links}</head>`);
}
