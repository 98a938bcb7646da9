/**
 * security-headers: writes `_headers` at the end of the build (Netlify and Cloudflare Pages read
 * it; README.md says how to apply the same headers elsewhere) with a Content-Security-Policy whose
 * `script-src` allows no 'unsafe-inline': the hashes of every inline script the build emitted are
 * computed from the built HTML. 'unsafe-eval' is allowed only on pages with a live code block
 * (react-live evaluates the reader's code), and the API reference pages may call any server (the
 * request panel sends to the host the reader types). The opt-in scripts' and answer service's
 * origins are added only when their variables are set.
 */
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type {OptionValidationContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';

import {
  extendPolicy,
  headerRules,
  headersFile,
  sitePolicy,
  type ContentSecurityPolicy,
} from './lib/headers';
import {cspHash, hasLiveCodeBlock, inlineScriptsOfHtml} from './lib/inlineScripts';
import {thirdPartySources} from './lib/thirdParty';
import {htmlFiles, routeOfHtmlFile} from '../lib/builtHtml';

export interface SecurityHeadersOptions {
  /** HEATMAP_SITE_ID is set: allow the heatmap tracker's hosts. */
  heatmap?: boolean;
  /** GTM_CONTAINER_ID is set: allow the tag manager's host. */
  tagManager?: boolean;
  /** AI_ANSWER_ENDPOINT, when set: allow the browser to call it. */
  answerEndpoint?: string | undefined;
  /** FEEDBACK_ENDPOINT, when set: allow the browser to send feedback there. */
  feedbackEndpoint?: string | null | undefined;
  /** PREVIEW_DEPLOYMENT=1: add `X-Robots-Tag: noindex`. */
  preview?: boolean;
  /** Route prefixes whose pages may call any http(s) server (the API reference's request panel). */
  openConnectRoutes?: string[];
}

type NormalizedOptions = Required<
  Omit<SecurityHeadersOptions, 'answerEndpoint' | 'feedbackEndpoint'>
> & {
  id: string;
  answerEndpoint: string | null;
  feedbackEndpoint: string | null;
};

/** Name of the file written at the root of the build output. */
const headersFileName = '_headers';

export default function securityHeadersPlugin(
  _context: unknown,
  options: NormalizedOptions,
): Plugin {
  return {
    name: 'security-headers',
    async postBuild({outDir, siteConfig}) {
      const hashes = new Set<string>();
      const liveRoutes: string[] = [];
      const openRoutes: string[] = [];
      for (const file of await htmlFiles(outDir)) {
        const html = await readFile(path.join(outDir, file), 'utf8');
        for (const script of inlineScriptsOfHtml(html)) hashes.add(cspHash(script));
        const route = routeOfHtmlFile(file, siteConfig.baseUrl);
        if (hasLiveCodeBlock(html)) liveRoutes.push(route);
        else if (options.openConnectRoutes.some((prefix) => route.startsWith(prefix)))
          openRoutes.push(route);
      }
      const policy = sitePolicy({
        inlineScriptHashes: [...hashes],
        thirdParty: thirdPartySources({
          heatmap: options.heatmap,
          tagManager: options.tagManager,
          answerEndpoint: options.answerEndpoint,
          feedbackEndpoint: options.feedbackEndpoint,
        }),
      });
      const pagePolicies: {route: string; policy: ContentSecurityPolicy}[] = [
        ...liveRoutes.map((route) => ({
          route,
          policy: extendPolicy(policy, {'script-src': ["'unsafe-eval'"]}),
        })),
        ...openRoutes.map((route) => ({
          route,
          policy: extendPolicy(policy, {'connect-src': ['http:', 'https:']}),
        })),
      ];
      await writeFile(
        path.join(outDir, headersFileName),
        headersFile(
          headerRules({
            baseUrl: siteConfig.baseUrl,
            preview: options.preview,
            policy,
            pagePolicies,
          }),
        ),
      );
      logger.info(
        `[security-headers] ${headersFileName}: ${hashes.size} inline script hash(es), 'unsafe-eval' on ${liveRoutes.length} live-code page(s), any server on ${openRoutes.length} API reference page(s).`,
      );
    },
  };
}

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<SecurityHeadersOptions, NormalizedOptions>): NormalizedOptions {
  return validate(
    Joi.object({
      heatmap: Joi.boolean().default(false),
      tagManager: Joi.boolean().default(false),
      answerEndpoint: Joi.string()
        .empty('')
        .uri({scheme: ['http', 'https']})
        .default(null)
        .messages({
          'string.uri':
            '[security-headers] "answerEndpoint" (AI_ANSWER_ENDPOINT) must be an http(s) URL; got "{#value}".',
        }),
      feedbackEndpoint: Joi.string()
        .allow(null)
        .empty('')
        .uri({scheme: ['http', 'https']})
        .default(null)
        .messages({
          'string.uri':
            '[security-headers] "feedbackEndpoint" (FEEDBACK_ENDPOINT) must be an http(s) URL; got "{#value}".',
        }),
      preview: Joi.boolean().default(false),
      openConnectRoutes: Joi.array().items(Joi.string()).default([]),
    }),
    options,
  );
}
