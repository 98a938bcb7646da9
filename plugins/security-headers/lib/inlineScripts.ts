/**
 * What a built page holds that its Content-Security-Policy has to account for, read with an HTML
 * parser (htmlparser2), so text inside an attribute value or a comment is never taken for a tag:
 *
 * - the inline scripts the site itself emits, whose hashes go into `script-src`: those the HTML
 *   template writes outside the React root (the colour-mode and announcement-bar scripts, the
 *   opt-in scripts, the script of a redirect page), the base-URL banner Docusaurus puts in the
 *   `<head>` of the home page, and the scripts React's streaming render places directly in the
 *   root (`$RC("B:1","S:1")` and the functions it calls);
 * - any other executable inline script (a `<script>` written in a page, in the page body or in
 *   its `<head>`): it must fail the build, since hashing it would let page content run code;
 * - the images and frames it loads from another origin, which the policy blocks unless declared;
 * - whether it carries a live code block (react-live evaluates the reader's code).
 */
import {createHash} from 'node:crypto';
import {Parser} from 'htmlparser2';

/** Script types the browser executes (anything else, such as JSON-LD, is data and needs no hash). */
function isExecutable(type: string | undefined): boolean {
  if (type === undefined || type.trim() === '') return true;
  return /^(?:text|application)\/(?:x-)?(?:java|ecma)script$|^module$/i.test(type.trim());
}

/** The id of the element React renders the site into. */
const reactRootId = '__docusaurus';

/** Attributes that load an image or a frame, by element. */
const embedAttributes: Record<string, {kind: EmbedKind; attributes: readonly string[]}> = {
  img: {kind: 'image', attributes: ['src', 'srcset']},
  source: {kind: 'image', attributes: ['src', 'srcset']},
  video: {kind: 'image', attributes: ['poster']},
  input: {kind: 'image', attributes: ['src']},
  iframe: {kind: 'frame', attributes: ['src']},
  frame: {kind: 'frame', attributes: ['src']},
};

export type EmbedKind = 'image' | 'frame';

export interface ExternalEmbed {
  kind: EmbedKind;
  /** The element, as written (`img`, `iframe`…). */
  tag: string;
  url: string;
  /** `https://host[:port]`. */
  origin: string;
}

export interface PageAudit {
  /** Executable inline scripts the site emits (to hash). */
  siteScripts: string[];
  /** Executable inline scripts written in the page (forbidden), their first characters. */
  pageScripts: string[];
  /** Images and frames loaded from another origin. */
  externalEmbeds: ExternalEmbed[];
  hasLiveCodeBlock: boolean;
}

export interface AuditOptions {
  /** The page is the site's home page, where Docusaurus writes its base-URL banner script. */
  isHomePage: boolean;
}

/** The origin of an absolute http(s) or protocol-relative URL; null for a URL of the site. */
export function externalOrigin(url: string): string | null {
  const trimmed = url.trim();
  if (!/^(?:[a-z][a-z0-9+.-]*:)?\/\//i.test(trimmed)) return null;
  try {
    const parsed = new URL(trimmed, 'https://site.invalid');
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    return parsed.origin;
  } catch {
    return null;
  }
}

/** The URLs of a `srcset` (or of a plain `src`). */
function urlsOfAttribute(name: string, value: string): string[] {
  if (name !== 'srcset') return [value];
  return value
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);
}

function embedsOfTag(tag: string, attributes: Record<string, string>): ExternalEmbed[] {
  const spec = embedAttributes[tag];
  if (!spec) return [];
  if (tag === 'input' && attributes.type?.toLowerCase() !== 'image') return [];
  const embeds: ExternalEmbed[] = [];
  for (const name of spec.attributes) {
    const value = attributes[name];
    if (value === undefined) continue;
    for (const url of urlsOfAttribute(name, value)) {
      const origin = externalOrigin(url);
      if (origin) embeds.push({kind: spec.kind, tag, url, origin});
    }
  }
  return embeds;
}

/**
 * React's streaming render writes its scripts as children of the root element, and they only call
 * or define React's `$R…` functions. Page content is rendered deeper (inside the layout), so a
 * script there is never React's.
 */
function isReactStreamingScript(text: string): boolean {
  return /^(?:\$R[A-Z]+\b|requestAnimationFrame\(function\(\)\{\$RT=)/.test(text.trimStart());
}

/** Docusaurus's base-URL banner, written on the home page only (`baseUrlIssueBanner`). */
function isBaseUrlBannerScript(text: string): boolean {
  return /\binsertBanner\b/.test(text) && /__docusaurus-base-url-issue-banner/.test(text);
}

interface OpenScript {
  attributes: Record<string, string>;
  /** Elements open around it, innermost last (`div#__docusaurus`…). */
  ancestors: string[];
  text: string;
}

function classifyScript(script: OpenScript, {isHomePage}: AuditOptions, audit: PageAudit): void {
  const {attributes, ancestors, text} = script;
  if (attributes.src !== undefined || !isExecutable(attributes.type) || text.length === 0) return;
  const rootDepth = ancestors.indexOf(`div#${reactRootId}`);
  let fromSite: boolean;
  if (rootDepth >= 0) {
    fromSite = rootDepth === ancestors.length - 1 && isReactStreamingScript(text);
  } else if (attributes['data-rh'] !== undefined) {
    // Written through <Head> (react-helmet): by a component or by a page.
    fromSite = isHomePage && isBaseUrlBannerScript(text);
  } else {
    // The HTML template's own tags (plugins' injectHtmlTags) or a redirect page.
    fromSite = true;
  }
  if (fromSite) audit.siteScripts.push(text);
  else audit.pageScripts.push(text.trim().slice(0, 60));
}

/** Reads a built page once and sorts out its scripts, external embeds and live code block. */
export function auditBuiltHtml(html: string, options: AuditOptions): PageAudit {
  const audit: PageAudit = {
    siteScripts: [],
    pageScripts: [],
    externalEmbeds: [],
    hasLiveCodeBlock: false,
  };
  const ancestors: string[] = [];
  let script: OpenScript | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'script') script = {attributes, ancestors: [...ancestors], text: ''};
        audit.externalEmbeds.push(...embedsOfTag(name, attributes));
        if (/\bplayground(?:Container|Editor|Preview)/.test(attributes.class ?? ''))
          audit.hasLiveCodeBlock = true;
        ancestors.push(attributes.id ? `${name}#${attributes.id}` : name);
      },
      ontext(text) {
        if (script) script.text += text;
      },
      onclosetag(name) {
        ancestors.pop();
        if (name === 'script' && script) {
          classifyScript(script, options, audit);
          script = null;
        }
      },
    },
    {decodeEntities: false, lowerCaseTags: true, lowerCaseAttributeNames: true},
  );
  parser.write(html);
  parser.end();
  return audit;
}

/** The CSP source of a script's text: `'sha256-<base64>'`. */
export function cspHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}
