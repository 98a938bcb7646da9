/**
 * Serves a build folder on 127.0.0.1 with exactly the headers its `_headers` file gives each path
 * (as Netlify or Cloudflare Pages would), so a browser test sees the site under its real
 * Content-Security-Policy. Routes resolve as on those hosts: `/x` → `x/index.html` or `x.html`,
 * and a file's own address (`/x/index.html`) serves it as it is. `mountPath` serves the build
 * below another path than the one it was built for (a misconfigured `baseUrl`).
 */
import {createReadStream, existsSync, readFileSync, statSync} from 'node:fs';
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {headersForPath, parseHeadersFile} from '../../plugins/security-headers/lib/headers';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.ico': 'image/x-icon',
};

export interface HeadersServer {
  origin: string;
  close: () => Promise<void>;
}

/** The built file a static host answers `pathname` with, or null (a 404). */
export function builtFile(buildDir: string, pathname: string): string | null {
  const relative = decodeURIComponent(pathname).replace(/^\/+/, '');
  const candidates = [
    path.join(buildDir, relative),
    path.join(buildDir, relative, 'index.html'),
    path.join(buildDir, `${relative.replace(/\/$/, '')}.html`),
  ];
  return (
    candidates.find(
      (file) => file.startsWith(buildDir) && existsSync(file) && statSync(file).isFile(),
    ) ?? null
  );
}

export async function startHeadersServer(
  buildDir: string,
  {mountPath = '/'}: {mountPath?: string} = {},
): Promise<HeadersServer> {
  const rules = parseHeadersFile(readFileSync(path.join(buildDir, '_headers'), 'utf8'));
  const server = createServer((request, response) => {
    const requested = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    // Outside the mount path nothing is served; inside it, the build's own paths apply.
    const pathname = requested.startsWith(mountPath)
      ? `/${requested.slice(mountPath.length)}`
      : null;
    const file = pathname === null ? null : builtFile(buildDir, pathname);
    const headers = headersForPath(rules, pathname ?? requested);
    if (!file) {
      response.writeHead(404, {...headers, 'Content-Type': 'text/html; charset=utf-8'});
      createReadStream(path.join(buildDir, '404.html')).pipe(response);
      return;
    }
    response.writeHead(200, {
      ...headers,
      'Content-Type': contentTypes[path.extname(file)] ?? 'application/octet-stream',
    });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    // close() alone waits for every open connection to end, and the browser may keep one busy
    // (a request still streaming when the test moves on): cut them, so closing never stalls a test.
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
