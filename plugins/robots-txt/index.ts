/**
 * robots-txt: writes robots.txt at the end of the build from the site's URL (SITE_URL), so each
 * deployment points crawlers at its own sitemap; `preview: true` (PREVIEW_DEPLOYMENT=1) writes a
 * robots.txt that disallows everything instead.
 */
import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {OptionValidationContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';

import {robotsTxt} from './lib/robots';

export interface RobotsTxtOptions {
  /** PREVIEW_DEPLOYMENT: `1` for a preview deployment that crawlers should leave alone. */
  preview?: boolean | string | undefined;
}

interface NormalizedRobotsTxtOptions {
  id: string;
  preview: boolean | '1' | '0';
}

export default function robotsTxtPlugin(
  _context: unknown,
  options: NormalizedRobotsTxtOptions,
): Plugin {
  return {
    name: 'robots-txt',
    async postBuild({outDir, siteConfig}) {
      const preview = options.preview === true || options.preview === '1';
      await writeFile(
        path.join(outDir, 'robots.txt'),
        robotsTxt({siteUrl: siteConfig.url, baseUrl: siteConfig.baseUrl, preview}),
      );
    },
  };
}

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<
  RobotsTxtOptions,
  NormalizedRobotsTxtOptions
>): NormalizedRobotsTxtOptions {
  return validate(
    Joi.object({
      preview: Joi.any().valid(true, false, '1', '0').empty('').default(false).messages({
        'any.only':
          '[robots-txt] "preview" (PREVIEW_DEPLOYMENT) must be 1 (a preview deployment: crawlers are asked to stay away) or 0; got "{#value}".',
      }),
    }),
    options,
  );
}
