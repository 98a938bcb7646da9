/**
 * Options of the opt-in-scripts plugin, as the site config passes them (raw environment values)
 * and as the plugin uses them. A bad value fails the build with a message naming the option and
 * its environment variable.
 */
import {Joi} from '@docusaurus/utils-validation';

/** What docusaurus.config.ts passes: the environment variables' raw values. */
export type OptInScriptsOptions = {
  /** HEATMAP_SITE_ID: numeric site id of the heatmap tracker (Hotjar). */
  heatmapSiteId?: string | undefined;
  /** GTM_CONTAINER_ID: Google Tag Manager container id, `GTM-` then letters and digits. */
  gtmContainerId?: string | undefined;
  /** VISUAL_EFFECTS: `1` turns the visual effect on, `0` or unset leaves it off. */
  visualEffects?: boolean | string | undefined;
};

export interface NormalizedOptInScriptsOptions {
  id: string;
  heatmapSiteId: string | null;
  gtmContainerId: string | null;
  visualEffects: boolean;
}

/** Environment variable behind each option, named in error messages. */
export const optionVariables = {
  heatmapSiteId: 'HEATMAP_SITE_ID',
  gtmContainerId: 'GTM_CONTAINER_ID',
  visualEffects: 'VISUAL_EFFECTS',
} as const;

export const optInScriptsSchema = Joi.object({
  heatmapSiteId: Joi.string()
    .empty('')
    .pattern(/^\d{1,12}$/)
    .default(null)
    .messages({
      'string.base': `[opt-in-scripts] {{#label}} (${optionVariables.heatmapSiteId}) must be a string of digits.`,
      'string.pattern.base':
        `[opt-in-scripts] {{#label}} (${optionVariables.heatmapSiteId}) must be the numeric site id of the heatmap ` +
        'tracker, for example 1234567; got "{#value}".',
    }),
  gtmContainerId: Joi.string()
    .empty('')
    .pattern(/^GTM-[A-Z0-9]{4,12}$/)
    .default(null)
    .messages({
      'string.base': `[opt-in-scripts] {{#label}} (${optionVariables.gtmContainerId}) must be a string like GTM-AB12CD3.`,
      'string.pattern.base':
        `[opt-in-scripts] {{#label}} (${optionVariables.gtmContainerId}) must be a Google Tag Manager container id ` +
        'such as GTM-AB12CD3 (capital letters and digits); got "{#value}".',
    }),
  visualEffects: Joi.any()
    .valid(true, false, '1', '0')
    .empty('')
    .default(false)
    .messages({
      'any.only': `[opt-in-scripts] {{#label}} (${optionVariables.visualEffects}) must be 1 (on) or 0 (off); got "{#value}".`,
    }),
});

/** After validation: `visualEffects` as a boolean. */
export function normalizeOptInScriptsOptions(validated: {
  id: string;
  heatmapSiteId: string | null;
  gtmContainerId: string | null;
  visualEffects: boolean | '1' | '0';
}): NormalizedOptInScriptsOptions {
  return {
    ...validated,
    visualEffects: validated.visualEffects === true || validated.visualEffects === '1',
  };
}
