/**
 * security-headers: writes `_headers` at the end of the build (Netlify and Cloudflare Pages read
 * it; README.md says how to apply the same headers elsewhere) with a Content-Security-Policy whose
 * `script-src` allows no 'unsafe-inline': the hashes of the inline scripts the site itself emits
 * are computed from the parsed HTML, and any other inline script (written in a page) fails the
 * build, as does an image or frame from an origin the policy does not allow. 'unsafe-eval' is
 * allowed only on pages with a live code block (react-live evaluates the reader's code), and the
 * API reference may call any server (the request panel sends to the host the reader types); the
 * client module makes a link into such a route load the page in full, so it gets its policy. The
 * file keeps one rule per route family and is checked against the hosts' limits. The opt-in
 * scripts' and answer service's origins are added only when their variables are set.
 */
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type {OptionValidationContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';

import {
  blockedEmbeds,
  blockedEmbedsMessage,
  pageScriptsMessage,
  type BlockedEmbed,
} from './lib/embeds';
import {
  extendPolicy,
  headerRules,
  headersFile,
  sitePolicy,
  type ContentSecurityPolicy,
  type PolicyScope,
} from './lib/headers';
import {hostLimitProblems, longestLineLength} from './lib/hostLimits';
import {auditBuiltHtml, cspHash} from './lib/inlineScripts';
import {normalizeRoute, sourceHasLiveCodeBlock, type PolicyRoutes} from './lib/policyRoutes';
import {redirectPages} from './lib/redirectPages';
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
  /** Origins (`https://host`) pages may show images from; added to `img-src`. */
  imageOrigins?: string[];
  /** Origins (`https://host`) pages may embed frames from; added to `frame-src`. */
  frameOrigins?: string[];
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

/** A page source and its route, from the docs instances and the pages plugin. */
interface RoutedSource {
  source: string;
  permalink: string;
}

/** Every Markdown/MDX source of the site with its route (docs of every version, MDX pages). */
function routedSources(allContent: Record<string, Record<string, unknown>>): RoutedSource[] {
  const sources: RoutedSource[] = [];
  for (const content of Object.values(allContent['docusaurus-plugin-content-docs'] ?? {})) {
    const {loadedVersions = []} = content as {loadedVersions?: {docs: RoutedSource[]}[]};
    for (const version of loadedVersions) sources.push(...version.docs);
  }
  for (const content of Object.values(allContent['docusaurus-plugin-content-pages'] ?? {})) {
    for (const page of (content as (RoutedSource & {type: string})[] | undefined) ?? [])
      if (page.type === 'mdx') sources.push(page);
  }
  return sources;
}

interface BuildAudit {
  hashes: Set<string>;
  liveRoutes: Set<string>;
  pageScripts: {file: string; scripts: string[]}[];
  blocked: BlockedEmbed[];
}

async function auditBuild(
  outDir: string,
  baseUrl: string,
  allowed: {image: string[]; frame: string[]},
  /** Pages whose content is known before they are written (the redirect pages), by file. */
  knownPages: ReadonlyMap<string, string>,
): Promise<BuildAudit> {
  const audit: BuildAudit = {
    hashes: new Set(),
    liveRoutes: new Set(),
    pageScripts: [],
    blocked: [],
  };
  const files = new Set([...(await htmlFiles(outDir)), ...knownPages.keys()]);
  for (const file of files) {
    const html = knownPages.get(file) ?? (await readFile(path.join(outDir, file), 'utf8'));
    const route = routeOfHtmlFile(file, baseUrl);
    const page = auditBuiltHtml(html, {
      isHomePage: normalizeRoute(route) === normalizeRoute(baseUrl),
    });
    for (const script of page.siteScripts) audit.hashes.add(cspHash(script));
    if (page.pageScripts.length > 0) audit.pageScripts.push({file, scripts: page.pageScripts});
    audit.blocked.push(...blockedEmbeds(file, page.externalEmbeds, allowed));
    if (page.hasLiveCodeBlock) audit.liveRoutes.add(normalizeRoute(route));
  }
  return audit;
}

export default function securityHeadersPlugin(
  context: {siteDir: string},
  options: NormalizedOptions,
): Plugin {
  const thirdParty = thirdPartySources({
    heatmap: options.heatmap,
    tagManager: options.tagManager,
    answerEndpoint: options.answerEndpoint,
    feedbackEndpoint: options.feedbackEndpoint,
  });
  const policyRoutes: PolicyRoutes = {
    liveCodePages: [],
    openConnectPrefixes: options.openConnectRoutes,
  };
  return {
    name: 'security-headers',
    getClientModules() {
      return [path.join(__dirname, 'client', 'policyNavigation.ts')];
    },
    async allContentLoaded({allContent, actions}) {
      const live: string[] = [];
      for (const {source, permalink} of routedSources(allContent)) {
        const file = path.join(context.siteDir, source.replace(/^@site\//, ''));
        if (sourceHasLiveCodeBlock(await readFile(file, 'utf8')))
          live.push(normalizeRoute(permalink));
      }
      policyRoutes.liveCodePages = [...new Set(live)].sort();
      actions.setGlobalData(policyRoutes);
    },
    async postBuild(props) {
      const {outDir, siteConfig} = props;
      const redirects = new Map(redirectPages(props).map(({file, html}) => [file, html]));
      const audit = await auditBuild(
        outDir,
        siteConfig.baseUrl,
        {
          image: [...thirdParty.imgSrc, ...options.imageOrigins],
          frame: [...thirdParty.frameSrc, ...options.frameOrigins],
        },
        redirects,
      );
      const problems: string[] = [];
      if (audit.pageScripts.length > 0) problems.push(pageScriptsMessage(audit.pageScripts));
      if (audit.blocked.length > 0) problems.push(blockedEmbedsMessage(audit.blocked));
      const unknownLive = [...audit.liveRoutes].filter(
        (route) => !policyRoutes.liveCodePages.includes(route),
      );
      if (unknownLive.length > 0)
        problems.push(
          `[security-headers] ${unknownLive.join(', ')}: a live code block that the page's own source does not write (imported from a partial?). Readers who reach the page by a link would keep a policy without 'unsafe-eval'; write the live block in the page itself.`,
        );
      const policy = sitePolicy({
        inlineScriptHashes: [...audit.hashes],
        thirdParty: {
          ...thirdParty,
          imgSrc: [...thirdParty.imgSrc, ...options.imageOrigins],
          frameSrc: [...thirdParty.frameSrc, ...options.frameOrigins],
        },
      });
      const scopedPolicies: {scope: PolicyScope; policy: ContentSecurityPolicy}[] = [
        ...policyRoutes.liveCodePages.map((page) => ({
          scope: {page},
          policy: extendPolicy(policy, {'script-src': ["'unsafe-eval'"]}),
        })),
        ...options.openConnectRoutes.map((prefix) => ({
          scope: {prefix},
          policy: extendPolicy(policy, {'connect-src': ['http:', 'https:']}),
        })),
      ];
      const rules = headerRules({
        baseUrl: siteConfig.baseUrl,
        preview: options.preview,
        policy,
        scopedPolicies,
      });
      const text = headersFile(rules);
      problems.push(...hostLimitProblems(`build/${headersFileName}`, rules, text));
      if (problems.length > 0) throw new Error(problems.join('\n\n'));
      await writeFile(path.join(outDir, headersFileName), text);
      logger.info(
        `[security-headers] ${headersFileName}: ${rules.length} rules, longest line ${longestLineLength(text)} characters, ${audit.hashes.size} inline script hash(es), 'unsafe-eval' on ${policyRoutes.liveCodePages.length} live-code page(s), any server under ${options.openConnectRoutes.join(', ') || 'no route'}.`,
      );
    },
  };
}

/**
 * An optional http(s) URL option set from an environment variable. Joi reports a bad value as
 * `string.uri` or, because a scheme list is given, `string.uriCustomScheme`: both get the message
 * that names the option and its variable.
 */
function endpointOption(option: string, variable: string) {
  const message = `[security-headers] "${option}" (${variable}) must be an http(s) URL; got "{#value}".`;
  return Joi.string()
    .allow(null)
    .empty('')
    .uri({scheme: ['http', 'https']})
    .default(null)
    .messages({'string.uri': message, 'string.uriCustomScheme': message});
}

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<SecurityHeadersOptions, NormalizedOptions>): NormalizedOptions {
  return validate(
    Joi.object({
      heatmap: Joi.boolean().default(false),
      tagManager: Joi.boolean().default(false),
      answerEndpoint: endpointOption('answerEndpoint', 'AI_ANSWER_ENDPOINT'),
      feedbackEndpoint: endpointOption('feedbackEndpoint', 'FEEDBACK_ENDPOINT'),
      preview: Joi.boolean().default(false),
      openConnectRoutes: Joi.array().items(Joi.string()).default([]),
      imageOrigins: Joi.array()
        .items(Joi.string().pattern(/^https?:\/\/(\*\.)?[^/*\s]+$/, 'origin'))
        .default([])
        .messages({
          'string.pattern.name':
            '[security-headers] "imageOrigins" entries must be origins such as https://images.example.com; got "{#value}".',
        }),
      frameOrigins: Joi.array()
        .items(Joi.string().pattern(/^https?:\/\/(\*\.)?[^/*\s]+$/, 'origin'))
        .default([])
        .messages({
          'string.pattern.name':
            '[security-headers] "frameOrigins" entries must be origins such as https://www.youtube-nocookie.com; got "{#value}".',
        }),
    }),
    options,
  );
}
