/**
 * Cloudflare Pages Function: Markdown on request. A request for a page whose Accept header asks
 * for text/markdown gets the page's Markdown twin (plugins/llms-txt), read from the deployed build;
 * every other request, and a page without a twin, goes on to the static files unchanged. Copy the
 * `functions/` folder to the root of the Pages project (next to the build output setting).
 * tests/hosting.test.ts runs this function against the build's files.
 */
import {markdownTwinPath, wantsMarkdown} from '../../lib/negotiation.mjs';

export async function onRequest(context) {
  const {request, env, next} = context;
  const url = new URL(request.url);
  const twin = wantsMarkdown(request.headers.get('Accept')) ? markdownTwinPath(url.pathname) : null;
  if (twin) {
    const markdown = await env.ASSETS.fetch(new URL(twin, url));
    if (markdown.ok) {
      const headers = new Headers(markdown.headers);
      headers.set('Content-Type', 'text/markdown; charset=utf-8');
      headers.set('Vary', 'Accept');
      return new Response(markdown.body, {status: 200, headers});
    }
  }
  const response = await next();
  if (!twin) return response;
  const headers = new Headers(response.headers);
  headers.append('Vary', 'Accept');
  return new Response(response.body, {status: response.status, headers});
}
