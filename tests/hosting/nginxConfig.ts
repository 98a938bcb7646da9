/**
 * The configuration under which the hosting tests run Debian's nginx on the project's nginx site
 * (hosting/nginx/strapi-docs.conf): a top-level file that keeps every path nginx writes (pid, temp
 * folders, logs) in one temporary folder, so nginx runs as the current user beside the system's
 * own, and `include`s the site. The site is the file hosters use, with only the two directives a
 * hoster sets for their machine replaced: `listen` (a port on 127.0.0.1) and `root` (the build).
 */

/** Where a test nginx listens and what it serves. */
export interface TestSiteOptions {
  port: number;
  /** Absolute path of the build folder. */
  root: string;
}

/** A path as an nginx string: double-quoted; `$` would start a variable, so it is refused. */
function nginxString(value: string, what: string): string {
  if (/[$"\\\n]/.test(value))
    throw new Error(
      `${what} ${JSON.stringify(value)} holds $, ", \\ or a line break: nginx cannot take it as a path`,
    );
  return `"${value}"`;
}

const directiveLine = (name: string) => new RegExp(`^([ \\t]*)${name}[ \\t][^;#\\n]*;`, 'gm');

/**
 * The site file `site` (read from `siteFile`, named in errors) with its one `listen` and one
 * `root` directive set for a test server. Any other count of them is an error: the test would no
 * longer know which server it runs.
 */
export function siteForTest(site: string, siteFile: string, options: TestSiteOptions): string {
  let result = site;
  const replacements: [string, string][] = [
    ['listen', `listen 127.0.0.1:${options.port};`],
    ['root', `root ${nginxString(options.root, 'build folder')};`],
  ];
  for (const [name, replacement] of replacements) {
    const count = result.match(directiveLine(name))?.length ?? 0;
    if (count !== 1)
      throw new Error(
        `${siteFile}: expected one \`${name}\` directive at the start of a line (the line a hoster ` +
          `sets for their machine), found ${count}. Keep one server block with one \`${name} …;\` line.`,
      );
    result = result.replace(directiveLine(name), (_line, indent: string) => indent + replacement);
  }
  return result;
}

/** Files of a test nginx, all inside one temporary folder. */
export interface TestServerPaths {
  /** The temporary folder (nginx's prefix). */
  dir: string;
  /** The site file as the test serves it (see siteForTest). */
  site: string;
  /** Name of the current user when it is root (nginx then runs its workers as root too). */
  rootUser?: string;
}

/** The top-level nginx.conf of a test server: runs in the foreground and writes only in `dir`. */
export function mainConfig({dir, site, rootUser}: TestServerPaths): string {
  const inDir = (name: string) => nginxString(`${dir}/${name}`, 'temporary folder');
  return [
    '# Written by tests/hosting/nginxConfig.ts for one test run.',
    'daemon off;',
    // A root master would hand the build to `nobody`; the tests serve it as the user running them.
    ...(rootUser ? [`user ${rootUser};`] : []),
    'worker_processes 1;',
    `pid ${inDir('nginx.pid')};`,
    `error_log ${inDir('error.log')} warn;`,
    'events {',
    '    worker_connections 256;',
    '}',
    'http {',
    // One request per connection: afdocs (undici) reuses idle sockets, and a request sent on a
    // socket the server had just closed was lost, failing a check on every sampled page.
    '    keepalive_timeout 0;',
    `    access_log ${inDir('access.log')};`,
    `    client_body_temp_path ${inDir('client_body')};`,
    `    proxy_temp_path ${inDir('proxy')};`,
    `    fastcgi_temp_path ${inDir('fastcgi')};`,
    `    uwsgi_temp_path ${inDir('uwsgi')};`,
    `    scgi_temp_path ${inDir('scgi')};`,
    `    include ${nginxString(site, 'site file')};`,
    '}',
    '',
  ].join('\n');
}
