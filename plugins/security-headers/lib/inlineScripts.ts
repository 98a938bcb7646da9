/**
 * The inline scripts of a built page and their CSP hashes. A Content-Security-Policy without
 * `'unsafe-inline'` runs an inline `<script>` only when the hash of its exact text is listed in
 * `script-src`; Docusaurus emits a few (colour mode, announcement bar, base-URL banner), and
 * plugins may add more, so the hashes are computed from the built HTML, never written by hand.
 */
import {createHash} from 'node:crypto';

/** Script types the browser executes (anything else, such as JSON-LD, is data and needs no hash). */
function isExecutable(type: string | undefined): boolean {
  if (type === undefined || type === '') return true;
  return /^(?:text|application)\/(?:x-)?(?:java|ecma)script$|^module$/i.test(type.trim());
}

const scriptTag = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const typeAttribute = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const srcAttribute = /(?:^|\s)src\s*(?:=|\s|$)/i;

/** The text of every executable inline script of an HTML document. */
export function inlineScriptsOfHtml(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(scriptTag)) {
    if (srcAttribute.test(attributes)) continue;
    const type = typeAttribute.exec(attributes);
    if (!isExecutable(type ? (type[1] ?? type[2] ?? type[3]) : undefined)) continue;
    if (body.length > 0) scripts.push(body);
  }
  return scripts;
}

/** The CSP source of a script's text: `'sha256-<base64>'`. */
export function cspHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** Whether the page carries a live code block (react-live evaluates its code with `new Function`). */
export function hasLiveCodeBlock(html: string): boolean {
  return (
    /class="[^"]*\bplayground(?:Container|Header|Editor|Preview)/.test(html) ||
    /class=[^\s>"]*playground(?:Container|Header|Editor|Preview)/.test(html)
  );
}
