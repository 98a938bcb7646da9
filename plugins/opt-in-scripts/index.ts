/**
 * opt-in-scripts: the page scripts that call a third party or move things on
 * screen, each switched on by an environment variable at build and entirely absent otherwise:
 * - heatmap tracker: HEATMAP_SITE_ID → static/js/heatmap.js, which loads the vendor's tracker;
 * - tag manager: GTM_CONTAINER_ID → static/js/tag-manager.js, which loads the container;
 * - visual effect: VISUAL_EFFECTS=1 → static/js/visual-effects.js (local only).
 * docusaurus.config.ts reads the variables; this plugin validates them and injects the tags.
 */
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';

import {
  normalizeOptInScriptsOptions,
  optInScriptsSchema,
  type NormalizedOptInScriptsOptions,
  type OptInScriptsOptions,
} from './lib/options';
import {optInScriptTags} from './lib/tags';

export type {OptInScriptsOptions} from './lib/options';

export default function optInScriptsPlugin(
  context: LoadContext,
  options: NormalizedOptInScriptsOptions,
): Plugin {
  const tags = optInScriptTags(options, context.baseUrl);
  return {
    name: 'opt-in-scripts',
    injectHtmlTags() {
      return tags;
    },
  };
}

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<
  OptInScriptsOptions,
  NormalizedOptInScriptsOptions
>): NormalizedOptInScriptsOptions {
  return normalizeOptInScriptsOptions(validate(optInScriptsSchema, options));
}
