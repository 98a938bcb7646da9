/**
 * The security headers of the built site, in the `_headers` format that Netlify and Cloudflare
 * Pages read: a path pattern on its own line, then its headers indented by two spaces.
 *
 * One policy for every page (`/*`); a route family or a page that needs more (a live code block
 * evaluates code, the API reference's request panel calls any server the reader types) gets its
 * own Content-Security-Policy in a rule of its own, which first detaches the site-wide one
 * (`! Content-Security-Policy`, Cloudflare Pages' syntax), so that two policies never stack.
 */

/** A CSP as directives → sources. */
export type ContentSecurityPolicy = Record<string, readonly string[]>;

export interface PolicyInputs {
  /** Hashes (`'sha256-…'`) of every inline script the build emits. */
  inlineScriptHashes: readonly string[];
  /** Origins the opt-in scripts load from or talk to, when their variables are set. */
  thirdParty: {
    scriptSrc: readonly string[];
    connectSrc: readonly string[];
    imgSrc: readonly string[];
    frameSrc: readonly string[];
    styleSrc: readonly string[];
    fontSrc: readonly string[];
  };
}

export const noThirdParty: PolicyInputs['thirdParty'] = {
  scriptSrc: [],
  connectSrc: [],
  imgSrc: [],
  frameSrc: [],
  styleSrc: [],
  fontSrc: [],
};

/** The site-wide policy: scripts from the site itself and the listed hashes only. */
export function sitePolicy({inlineScriptHashes, thirdParty}: PolicyInputs): ContentSecurityPolicy {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...[...inlineScriptHashes].sort(), ...thirdParty.scriptSrc],
    // Inline style attributes (React's `style`, Infima's components) need 'unsafe-inline' here;
    // styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'", ...thirdParty.styleSrc],
    'img-src': ["'self'", 'data:', ...thirdParty.imgSrc],
    'font-src': ["'self'", 'data:', ...thirdParty.fontSrc],
    'connect-src': ["'self'", ...thirdParty.connectSrc],
    'frame-src': ["'self'", ...thirdParty.frameSrc],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
}

/** A policy with more sources for some directives. */
export function extendPolicy(
  policy: ContentSecurityPolicy,
  extra: ContentSecurityPolicy,
): ContentSecurityPolicy {
  const extended: Record<string, readonly string[]> = {...policy};
  for (const [directive, sources] of Object.entries(extra)) {
    extended[directive] = [...new Set([...(policy[directive] ?? []), ...sources])];
  }
  return extended;
}

export function serializePolicy(policy: ContentSecurityPolicy): string {
  return Object.entries(policy)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ');
}

/** Headers every response gets, besides the CSP. */
function commonHeaders(preview: boolean): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    ...(preview ? {'X-Robots-Tag': 'noindex'} : {}),
  };
}

/** Long-lived caching for files whose name carries a content hash (Docusaurus's `assets/`). */
const hashedAssetsCacheControl = 'public, max-age=31536000, immutable';

export interface HeaderRule {
  path: string;
  /** Headers of earlier matching rules to drop first (Cloudflare Pages' `! Name`). */
  detach?: readonly string[];
  headers: Record<string, string>;
}

/** Routes that need their own policy: a route family (every page below a prefix) or one page. */
export type PolicyScope = {prefix: string} | {page: string};

export interface HeadersFileInputs {
  baseUrl: string;
  preview: boolean;
  policy: ContentSecurityPolicy;
  /** Route families and pages (with the base URL) that need their own policy, and that policy. */
  scopedPolicies: readonly {scope: PolicyScope; policy: ContentSecurityPolicy}[];
}

/**
 * The path patterns of a scope. A family is one wildcard rule (`/openapi/*`) plus its bare index
 * (`/openapi`); a page is served at `/x`, `/x/` and `/x/index.html` depending on the host, so it
 * takes one rule each (a wildcard `/x/*` would also catch pages below it).
 */
export function scopePatterns(scope: PolicyScope): string[] {
  if ('prefix' in scope) {
    const bare = scope.prefix.replace(/\/+$/, '');
    return bare === '' ? ['/*'] : [bare, `${bare}/*`];
  }
  const bare = scope.page.replace(/\/+$/, '') || '/';
  return [
    ...new Set([bare, bare === '/' ? '/' : `${bare}/`, `${bare.replace(/\/$/, '')}/index.html`]),
  ];
}

/** Every rule of the headers file, the site-wide one first. */
export function headerRules({
  baseUrl,
  preview,
  policy,
  scopedPolicies,
}: HeadersFileInputs): HeaderRule[] {
  const rules: HeaderRule[] = [
    {
      path: `${baseUrl}*`,
      headers: {'Content-Security-Policy': serializePolicy(policy), ...commonHeaders(preview)},
    },
    {path: `${baseUrl}assets/*`, headers: {'Cache-Control': hashedAssetsCacheControl}},
  ];
  for (const {scope, policy: scopedPolicy} of scopedPolicies) {
    for (const path of scopePatterns(scope)) {
      rules.push({
        path,
        detach: ['Content-Security-Policy'],
        headers: {'Content-Security-Policy': serializePolicy(scopedPolicy)},
      });
    }
  }
  return rules;
}

export function headersFile(rules: readonly HeaderRule[]): string {
  return `${rules
    .map((rule) =>
      [
        rule.path,
        ...(rule.detach ?? []).map((name) => `  ! ${name}`),
        ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`),
      ].join('\n'),
    )
    .join('\n\n')}\n`;
}

/** Parses a headers file back into rules (used by the test server, and to check the output). */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({path: line.trim(), detach: [], headers: {}});
      continue;
    }
    const rule = rules.at(-1);
    if (!rule) throw new Error(`headers line before any path: ${line}`);
    const detached = /^\s+!\s*(\S+)/.exec(line);
    if (detached) {
      (rule.detach as string[]).push(detached[1]!);
      continue;
    }
    const separator = line.indexOf(':');
    rule.headers[line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
  }
  return rules;
}

function patternMatches(pattern: string, pathname: string): boolean {
  const regex = new RegExp(
    `^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`,
  );
  return regex.test(pathname);
}

/**
 * The headers a host that reads the file sends for a path: every matching rule in order, a
 * detached header removed before the rule sets its own (Cloudflare Pages' semantics).
 */
export function headersForPath(
  rules: readonly HeaderRule[],
  pathname: string,
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const rule of rules) {
    if (!patternMatches(rule.path, pathname)) continue;
    for (const name of rule.detach ?? []) delete result[name];
    Object.assign(result, rule.headers);
  }
  return result;
}
