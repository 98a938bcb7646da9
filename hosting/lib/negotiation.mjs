/**
 * Which requests get Markdown, and where a page's Markdown twin is: the rules of the Cloudflare
 * Pages Function (hosting/cloudflare-pages), mirroring the nginx site's map and try_files
 * (hosting/nginx), both tested against the build in tests/hosting.test.ts.
 */

/** Whether an Accept header asks for Markdown (`text/markdown` anywhere in it, like the nginx map). */
export function wantsMarkdown(accept) {
  return /text\/markdown/i.test(accept ?? '');
}

/**
 * The twin of a page URL's path (`/dev-docs/intro` → `/dev-docs/intro.md`, `/dev-docs/` →
 * `/dev-docs/index.md`), or null for a path that names a file (`/img/logo.svg`, `/llms.txt`).
 */
export function markdownTwinPath(pathname) {
  if (pathname.endsWith('/')) return `${pathname}index.md`;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (lastSegment.includes('.')) return null;
  return `${pathname}.md`;
}
