/**
 * The docs MCP server end to end, against the site's production build (build/, or MCP_TEST_SITE):
 * the SDK's own client connects over stdio (spawning `node scripts/mcp.mjs --site <dir>`, as an
 * editor does) and over Streamable HTTP, lists the tools, calls each with good and bad input, and
 * checks the answers against the build's files and against `npm run search` / `npm run ask`.
 * Runs after `npm run build` (`npm run test:mcp`, project "built").
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  copyFileSync,
  writeFileSync,
} from 'node:fs';
import {request} from 'node:http';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

const repoRoot = path.resolve(__dirname, '..');
const site = path.resolve(process.env.MCP_TEST_SITE ?? path.join(repoRoot, 'build'));
const script = path.join(repoRoot, 'scripts/mcp.mjs');
const scratch = mkdtempSync(path.join(tmpdir(), 'mcp-built-'));

if (!existsSync(path.join(site, 'search-index/index.json')))
  throw new Error(
    `${site} has no search index: run \`npm run build\` before \`npm run test:mcp\`.`,
  );

const readBuild = (file: string) => readFileSync(path.join(site, file), 'utf8');

async function stdioClient(folder: string): Promise<Client> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [script, '--site', folder],
    stderr: 'pipe',
  });
  const client = new Client({name: 'mcp-server-test', version: '1.0.0'});
  await client.connect(transport);
  return client;
}

/** Starts `--http --port 0` and resolves with the process and the port it reports. */
function startHttpServer(): Promise<{child: ChildProcess; port: number}> {
  const child = spawn(process.execPath, [script, '--http', '--port', '0', '--site', site], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = /listening on http:\/\/127\.0\.0\.1:(\d+)\/mcp/.exec(output)?.[1];
      if (port) resolve({child, port: Number(port)});
    });
    child.on('exit', (code) => reject(new Error(`the HTTP server exited (${code}): ${output}`)));
  });
}

const textOf = (result: unknown) => ((result as CallToolResult).content[0] as {text: string}).text;
const call = (client: Client, name: string, args: Record<string, unknown> = {}) =>
  client.callTool({name, arguments: args}) as Promise<CallToolResult>;

/** What the command-line tools print for a query: the same library, run by its own script. */
function cli(name: 'search' | 'ask', args: string[]): unknown {
  const index = path.join(site, 'search-index/index.json');
  const result = spawnSync(
    process.execPath,
    [path.join(repoRoot, `scripts/${name}.mjs`), '--index', index, ...args],
    {
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`npm run ${name} failed: ${result.stderr}`);
  return JSON.parse(result.stdout);
}

let http: {child: ChildProcess; port: number};
const clients: Record<'stdio' | 'http', Client> = {} as Record<'stdio' | 'http', Client>;

beforeAll(async () => {
  http = await startHttpServer();
  clients.stdio = await stdioClient(site);
  clients.http = new Client({name: 'mcp-server-test', version: '1.0.0'});
  await clients.http.connect(
    new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${http.port}/mcp`)),
  );
});

afterAll(async () => {
  await Promise.all(Object.values(clients).map((client) => client.close()));
  http?.child.kill();
  rmSync(scratch, {recursive: true, force: true});
});

describe.each(['stdio', 'http'] as const)('over %s', (transport) => {
  const client = () => clients[transport];

  it('lists the four tools, each with a description and its arguments', async () => {
    const {tools} = await client().listTools();
    expect(
      Object.fromEntries(
        tools.map((tool) => [tool.name, Object.keys(tool.inputSchema.properties ?? {})]),
      ),
    ).toEqual({
      search_docs: ['query', 'limit'],
      get_page: ['url', 'section'],
      ask_docs: ['question'],
      list_breaking_changes: ['topic'],
    });
    for (const tool of tools) expect(tool.description!.length).toBeGreaterThan(80);
    const search = tools.find((tool) => tool.name === 'search_docs')!;
    expect(search.inputSchema.required).toEqual(['query']);
  });

  it('search_docs ranks as `npm run search` does, with title, URL, heading and snippet', async () => {
    const query = 'populate relations with the REST API';
    const expected = cli('search', ['--limit', '5', query]) as Array<{
      url: string;
      title: string;
      heading: string;
    }>;
    const result = await call(client(), 'search_docs', {query, limit: 5});
    expect(result.isError).toBeFalsy();
    const hits = (result.structuredContent as {results: Array<Record<string, string>>}).results;
    expect(hits.map((hit) => [hit.path, hit.title, hit.heading])).toEqual(
      expected.map((entry) => [entry.url, entry.title, entry.heading]),
    );
    expect(hits[0]!.url).toMatch(/^https?:\/\/[^/]+\/dev-docs\//);
    expect(hits[0]!.snippet!.length).toBeGreaterThan(20);
    expect(textOf(result)).toContain(hits[0]!.url);
  });

  it("get_page returns the page's .md file, whole", async () => {
    const whole = await call(client(), 'get_page', {url: '/dev-docs/api/rest/populate-select'});
    expect(textOf(whole)).toBe(readBuild('dev-docs/api/rest/populate-select.md'));
    const byUrl = await call(client(), 'get_page', {
      url: 'https://docs-next.strapi.io/user-docs/intro',
    });
    expect(textOf(byUrl)).toBe(readBuild('user-docs/intro.md'));
  });

  it('get_page returns one section, by heading or by the anchor the HTML page gives it', async () => {
    const markdown = readBuild('dev-docs/intro.md');
    const byAnchor = textOf(
      await call(client(), 'get_page', {url: '/dev-docs/intro#what-strapi-5-is'}),
    );
    const byHeading = textOf(
      await call(client(), 'get_page', {url: '/dev-docs/intro', section: 'What Strapi 5 is'}),
    );
    expect(byAnchor).toBe(byHeading);
    expect(byAnchor.startsWith('## What Strapi 5 is\n')).toBe(true);
    expect(markdown).toContain(byAnchor.trimEnd());
    expect(byAnchor.length).toBeLessThan(markdown.length / 2);
  });

  it('ask_docs gives the answer and citations of `npm run ask`', async () => {
    const question = 'How do I populate relations with the REST API?';
    const expected = cli('ask', [question]) as {
      found: boolean;
      citations: Array<{url: string}>;
      sentences: Array<{text: string}>;
    };
    const result = await call(client(), 'ask_docs', {question});
    const structured = result.structuredContent as {
      found: boolean;
      citations: Array<{url: string}>;
    };
    expect(structured.found).toBe(expected.found);
    expect(
      structured.citations.map(
        (citation) => new URL(citation.url).pathname + new URL(citation.url).hash,
      ),
    ).toEqual(expected.citations.map((citation) => citation.url));
    for (const sentence of expected.sentences) expect(textOf(result)).toContain(sentence.text);
  });

  it("list_breaking_changes lists the build's index, whole or by topic", async () => {
    const index = JSON.parse(readBuild('breaking-changes.json')) as {
      groups: Array<{topic: string; entries: unknown[]}>;
    };
    const all = await call(client(), 'list_breaking_changes');
    const count = index.groups.reduce((sum, group) => sum + group.entries.length, 0);
    expect((all.structuredContent as {changes: unknown[]}).changes).toHaveLength(count);
    const database = await call(client(), 'list_breaking_changes', {topic: 'database'});
    expect((database.structuredContent as {changes: unknown[]}).changes).toHaveLength(
      index.groups.find((group) => group.topic === 'database')!.entries.length,
    );
    const words = await call(client(), 'list_breaking_changes', {topic: 'publicationState'});
    expect(textOf(words)).toContain('/breaking-changes/publication-state-removed');
  });

  it('lists the pages as resources and reads one', async () => {
    const {resources} = await client().listResources();
    const index = JSON.parse(readBuild('search-index/index.json')) as {pages: Array<{url: string}>};
    // A route ending in `/` (the API reference's `/openapi/`) has its twin at `<route>index.md`.
    const twinOf = (url: string): string => (url.endsWith('/') ? `${url}index.md` : `${url}.md`);
    const withTwin = index.pages.filter((page) => existsSync(path.join(site, twinOf(page.url))));
    expect(resources).toHaveLength(withTwin.length);
    const intro = resources.find((resource) => resource.name === '/dev-docs/intro')!;
    expect(intro).toMatchObject({
      uri: 'strapi-docs://page/dev-docs/intro',
      mimeType: 'text/markdown',
    });
    const read = await client().readResource({uri: intro.uri});
    expect((read.contents[0] as {text: string}).text).toBe(readBuild('dev-docs/intro.md'));
  });

  it.each([
    ['an unknown tool', 'read_docs', {}, 'Tool read_docs not found'],
    ['a missing argument', 'search_docs', {}, 'pass query: a few keywords or a short question'],
    [
      'a malformed argument',
      'search_docs',
      {query: 'cors', limit: 'ten'},
      'limit must be a whole number from 1 to 20',
    ],
    [
      'a 100 KB query',
      'search_docs',
      {query: 'populate '.repeat(11_400)},
      'query is longer than 500 characters',
    ],
    [
      'a 100 KB question',
      'ask_docs',
      {question: 'why '.repeat(25_600)},
      'question is longer than 1000 characters',
    ],
    [
      'a URL outside the site',
      'get_page',
      {url: 'https://example.com/dev-docs/intro'},
      'is outside this site',
    ],
    ['a path out of the build', 'get_page', {url: '/../../../etc/passwd'}, 'leaves the site'],
    [
      'an unknown page',
      'get_page',
      {url: '/dev-docs/no-such-page'},
      'no page at /dev-docs/no-such-page',
    ],
    [
      'an unknown section',
      'get_page',
      {url: '/dev-docs/intro', section: '#nowhere'},
      'pass one of its headings ("What Strapi 5 is"',
    ],
  ])(
    'answers %s with an error that says what to pass, and keeps serving',
    async (_, name, args, message) => {
      const result = await call(client(), name, args);
      expect(result.isError).toBe(true);
      expect(textOf(result)).toContain(message);
      expect((await client().listTools()).tools).toHaveLength(4);
    },
  );

  it('answers an unknown resource with a JSON-RPC invalid-params error', async () => {
    await expect(
      client().readResource({uri: 'strapi-docs://page/no/such/page'}),
    ).rejects.toMatchObject({
      code: -32602,
      message: expect.stringContaining('no page at /no/such/page'),
    });
  });
});

describe('a build folder that cannot be served', () => {
  it.each([
    ['missing', () => path.join(scratch, 'missing'), 'does not exist: run `npm run build` first'],
    [
      "not this site's",
      () => {
        const folder = path.join(scratch, 'other-site');
        mkdirSync(folder, {recursive: true});
        writeFileSync(path.join(folder, 'index.html'), '<html></html>');
        return folder;
      },
      'is not a build of the Strapi docs (no search-index/index.json nor llms.txt)',
    ],
  ])('is reported on each call when %s; the server keeps running', async (_, folder, message) => {
    const client = await stdioClient(folder());
    try {
      for (const tool of ['search_docs', 'list_breaking_changes']) {
        const result = await call(client, tool, tool === 'search_docs' ? {query: 'cors'} : {});
        expect(result.isError).toBe(true);
        expect(textOf(result)).toContain(message);
      }
      await expect(client.listResources()).rejects.toMatchObject({code: -32602});
    } finally {
      await client.close();
    }
  });

  it('refuses a page whose file is a symbolic link out of the build folder', async () => {
    const folder = path.join(scratch, 'linked-site');
    mkdirSync(path.join(folder, 'search-index'), {recursive: true});
    mkdirSync(path.join(folder, 'dev-docs'), {recursive: true});
    for (const file of ['llms.txt', 'sitemap.xml', 'dev-docs/intro.md'])
      copyFileSync(path.join(site, file), path.join(folder, file));
    for (const file of readdirJson(site))
      copyFileSync(path.join(site, 'search-index', file), path.join(folder, 'search-index', file));
    const secret = path.join(scratch, 'secret.md');
    writeFileSync(secret, 'outside the build\n');
    symlinkSync(secret, path.join(folder, 'dev-docs/quick-start.md'));
    const client = await stdioClient(folder);
    try {
      expect(textOf(await call(client, 'get_page', {url: '/dev-docs/intro'}))).toBe(
        readBuild('dev-docs/intro.md'),
      );
      const linked = await call(client, 'get_page', {url: '/dev-docs/quick-start'});
      expect(linked.isError).toBe(true);
      expect(textOf(linked)).toContain('a link that leads out of the build folder');
      expect(textOf(linked)).not.toContain('outside the build');
    } finally {
      await client.close();
    }
  });
});

function readdirJson(folder: string): string[] {
  const head = JSON.parse(readFileSync(path.join(folder, 'search-index/index.json'), 'utf8')) as {
    bodies?: string[];
  };
  return ['index.json', ...(head.bodies ?? [])];
}

describe('the HTTP transport', () => {
  function send(options: {
    method: string;
    host: string;
    path?: string;
  }): Promise<{status: number; body: string}> {
    return new Promise((resolve, reject) => {
      const outgoing = request(
        {
          host: '127.0.0.1',
          port: http.port,
          path: options.path ?? '/mcp',
          method: options.method,
          headers: {
            host: options.host,
            'content-type': 'application/json',
            accept: 'application/json, text/event-stream',
          },
        },
        (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve({status: response.statusCode ?? 0, body}));
        },
      );
      outgoing.on('error', reject);
      outgoing.end(JSON.stringify({jsonrpc: '2.0', id: 1, method: 'tools/list'}));
    });
  }

  it('refuses a Host header that is not this machine (DNS rebinding)', async () => {
    const answer = await send({method: 'POST', host: `evil.example:${http.port}`});
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body).error.message).toContain(
      `connect to http://127.0.0.1:${http.port}/mcp`,
    );
  });

  it('answers other paths and methods with a JSON-RPC error naming the endpoint', async () => {
    expect((await send({method: 'POST', host: `127.0.0.1:${http.port}`, path: '/'})).status).toBe(
      404,
    );
    const get = await send({method: 'GET', host: `localhost:${http.port}`});
    expect(get.status).toBe(405);
    expect(JSON.parse(get.body).error.message).toContain('POST');
  });
});
