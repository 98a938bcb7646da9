/**
 * Images and frames from another origin: the policy's `img-src` and `frame-src` allow only the
 * site, the opt-in scripts' hosts and the origins declared in the plugin's options, so anything
 * else would be blocked in the reader's browser with nothing but a console message. The build
 * fails instead, naming the page and the origin.
 */
import type {ExternalEmbed} from './inlineScripts';

/** Whether a CSP source (`https://host`, `https://*.host`) allows an origin. */
export function sourceAllowsOrigin(source: string, origin: string): boolean {
  const sourceMatch = /^(https?):\/\/(\*\.)?([^/:]+)(?::(\d+))?\/?$/i.exec(source);
  if (!sourceMatch) return false;
  const [, scheme, wildcard, host = '', port] = sourceMatch;
  const url = new URL(origin);
  if (url.protocol !== `${scheme!.toLowerCase()}:`) return false;
  if ((url.port || '') !== (port ?? '')) return false;
  const hostname = url.hostname.toLowerCase();
  return wildcard ? hostname.endsWith(`.${host.toLowerCase()}`) : hostname === host.toLowerCase();
}

export interface AllowedEmbedSources {
  image: readonly string[];
  frame: readonly string[];
}

export interface BlockedEmbed extends ExternalEmbed {
  /** The built file the embed is in, relative to the build folder. */
  file: string;
}

/** The embeds no allowed source covers. */
export function blockedEmbeds(
  file: string,
  embeds: readonly ExternalEmbed[],
  allowed: AllowedEmbedSources,
): BlockedEmbed[] {
  return embeds
    .filter(
      (embed) => !allowed[embed.kind].some((source) => sourceAllowsOrigin(source, embed.origin)),
    )
    .map((embed) => ({...embed, file}));
}

/** The build error for blocked embeds: one line per page and origin, and how to fix it. */
export function blockedEmbedsMessage(blocked: readonly BlockedEmbed[]): string {
  const lines = [
    ...new Set(
      blocked.map(
        ({file, tag, origin, kind}) =>
          `  - ${file}: <${tag}> from ${origin} (${kind === 'image' ? 'img-src' : 'frame-src'})`,
      ),
    ),
  ];
  return [
    `[security-headers] ${lines.length} image(s) or frame(s) from another origin, which the Content-Security-Policy would block in the browser:`,
    ...lines,
    'Copy the image into static/ (or next to the page) and link it locally, or declare the origin in the security-headers options (`imageOrigins` or `frameOrigins` in config/plugins.ts) to allow it.',
  ].join('\n');
}

/** The build error for scripts written in pages. */
export function pageScriptsMessage(pages: readonly {file: string; scripts: string[]}[]): string {
  return [
    `[security-headers] ${pages.length} page(s) hold an inline <script> the site did not emit; the Content-Security-Policy allows only the site's own scripts, so it would never run:`,
    ...pages.flatMap(({file, scripts}) =>
      scripts.map((script) => `  - ${file}: <script>${script}${script.length >= 60 ? '…' : ''}`),
    ),
    'Remove the <script> from the page (Markdown, MDX or an OpenAPI description); behaviour belongs in a React component or a plugin.',
  ].join('\n');
}
