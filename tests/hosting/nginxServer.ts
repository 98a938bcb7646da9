/**
 * Serves a build folder on 127.0.0.1 the way hosting/nginx/strapi-docs.conf does: the file's own
 * map and try_files (read by ./nginxRules.ts) choose the file for each request, its `types` give
 * the Markdown media type, and the build's `_headers` add the security headers. The afdocs check
 * (tests/e2e/afdocs.spec.ts) and the negotiation test (tests/e2e/hosting.spec.ts) run against it.
 */
import {createReadStream, readFileSync, statSync} from 'node:fs';
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';

import {headersForPath, parseHeadersFile} from '../../plugins/security-headers/lib/headers';
import {answerFor, parseNginxMarkdownRules} from './nginxRules';

export const nginxConfPath = path.resolve(__dirname, '../../hosting/nginx/strapi-docs.conf');

/** Media types of nginx's own mime.types for the build's files (the conf adds Markdown). */
const mimeTypes: Record<string, string> = {
  html: 'text/html',
  js: 'application/javascript',
  css: 'text/css',
  json: 'application/json',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  woff2: 'font/woff2',
  xml: 'text/xml',
  txt: 'text/plain',
  ico: 'image/x-icon',
};

export interface NginxRulesServer {
  origin: string;
  close: () => Promise<void>;
}

export async function startNginxRulesServer(
  buildDir: string,
  port: number,
): Promise<NginxRulesServer> {
  const rules = parseNginxMarkdownRules(readFileSync(nginxConfPath, 'utf8'));
  const headerRules = parseHeadersFile(readFileSync(path.join(buildDir, '_headers'), 'utf8'));
  const isFile = (file: string): boolean => {
    const absolute = path.join(buildDir, file);
    if (!absolute.startsWith(buildDir)) return false;
    try {
      return statSync(absolute).isFile();
    } catch {
      return false;
    }
  };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    let uri: string;
    try {
      uri = decodeURIComponent(url.pathname);
    } catch {
      response.writeHead(400).end();
      return;
    }
    const answer = answerFor(rules, uri, request.headers.accept ?? '', isFile);
    const file = answer.status === 200 && 'file' in answer ? answer.file : '/404.html';
    const extension = path.extname(file).slice(1);
    const mediaType = ('mediaType' in answer && answer.mediaType) || mimeTypes[extension];
    const served = statSync(path.join(buildDir, file));
    // nginx's own validators on static files: Last-Modified and an ETag of mtime and size.
    const headers: Record<string, string> = {
      'Last-Modified': served.mtime.toUTCString(),
      ETag: `"${Math.floor(served.mtimeMs / 1000).toString(16)}-${served.size.toString(16)}"`,
      ...headersForPath(headerRules, url.pathname),
      'Content-Type': `${mediaType ?? 'application/octet-stream'}${/^text\//.test(mediaType ?? '') ? '; charset=utf-8' : ''}`,
      Vary: 'Accept',
      // One request per connection (nginx's `keepalive_timeout 0`). A kept-alive socket that the
      // server closes after its idle timeout can be reused by a client whose event loop was busy
      // at that moment (afdocs parsing a large page): its next request then fails with "other side
      // closed", and afdocs reports the link it was fetching as broken on every page linking it.
      Connection: 'close',
    };
    response.writeHead(answer.status === 200 ? 200 : answer.status, headers);
    if (request.method === 'HEAD') response.end();
    else createReadStream(path.join(buildDir, file)).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const {port: boundPort} = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${boundPort}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
