/**
 * A PostCSS plugin for the OpenAPI theme's stylesheet, which Docusaurus bundles into the one CSS
 * file of the site: the theme wraps one rule in `@layer docusaurus.infima { … }`, and a single
 * cascade layer makes the CSS minifier transpile layers for the whole file, raising Infima's
 * `:root` variables above the site's own (`:root:not(#\#):not(#\#)`), so every page loses the
 * Strapi palette. The rule works the same without the layer (it is `!important` and more specific
 * than the Infima utility it overrides), so the layer blocks of that stylesheet are unwrapped.
 */

/** The part of a PostCSS at-rule the plugin uses. */
interface AtRuleNode {
  nodes?: unknown[];
  replaceWith(...nodes: unknown[]): unknown;
  remove(): unknown;
}

/** The part of a PostCSS root the plugin uses. */
interface RootNode {
  walkAtRules(name: string, callback: (atRule: AtRuleNode) => void): unknown;
}

export const unwrapLayersPluginName = 'openapi-reference-unwrap-layers';

/** Unwraps `@layer` blocks in the files whose path contains `pathMarker`. */
export function unwrapLayers(pathMarker: string) {
  return {
    postcssPlugin: unwrapLayersPluginName,
    Once(root: RootNode, {result}: {result: {opts: {from?: string}}}) {
      if (!(result.opts.from ?? '').includes(pathMarker)) return;
      root.walkAtRules('layer', (atRule) => {
        if (atRule.nodes && atRule.nodes.length > 0) atRule.replaceWith(...atRule.nodes);
        else atRule.remove();
      });
    },
  };
}
