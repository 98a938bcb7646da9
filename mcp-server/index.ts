/**
 * Starts the docs MCP server as the command line asks: over stdio (what editors start), or over
 * Streamable HTTP on 127.0.0.1. Loaded by scripts/mcp.mjs, which passes the search library.
 */
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {StreamableHTTPServerTransport} from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import {siteUrl} from '../config/env';
import type {CommandLine} from './lib/cli';
import {isLoopbackHost} from './lib/hosts';
import {buildFolderProblem, SiteHolder, type SearchLib} from './lib/site';
import {createDocsServer, type DocsServerOptions} from './server';

export interface StartOptions {
  /** The command line, parsed by lib/cli (help and usage errors are handled before loading this). */
  command: Extract<CommandLine, {kind: 'serve'}>;
  lib: SearchLib & {maxQueryLength: number};
  version: string;
}

function log(message: string): void {
  // stdout carries the protocol over stdio: every message of ours goes to stderr.
  process.stderr.write(`[mcp] ${message}\n`);
}

function jsonRpcError(response: ServerResponse, status: number, message: string): void {
  response.writeHead(status, {'content-type': 'application/json'});
  response.end(JSON.stringify({jsonrpc: '2.0', error: {code: -32000, message}, id: null}));
}

/** One stateless server and transport per request, as the SDK's stateless example does. */
async function handleHttp(
  request: IncomingMessage,
  response: ServerResponse,
  options: DocsServerOptions,
  port: number,
) {
  if (!isLoopbackHost(request.headers.host, port)) {
    jsonRpcError(
      response,
      403,
      `Host "${request.headers.host ?? ''}" refused: connect to http://127.0.0.1:${port}/mcp`,
    );
    return;
  }
  if (new URL(request.url ?? '/', 'http://127.0.0.1').pathname !== '/mcp') {
    jsonRpcError(response, 404, `Not found: the MCP endpoint is http://127.0.0.1:${port}/mcp`);
    return;
  }
  if (request.method !== 'POST') {
    response.setHeader('allow', 'POST');
    jsonRpcError(
      response,
      405,
      'Method not allowed: this stateless server takes POST requests only',
    );
    return;
  }
  const server = createDocsServer(options);
  const transport = new StreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  response.on('close', () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(request, response);
}

function serveHttp(options: DocsServerOptions, port: number): void {
  let listeningPort = port;
  const http = createServer((request, response) => {
    handleHttp(request, response, options, listeningPort).catch((error: unknown) => {
      log(`request failed: ${(error as Error).message}`);
      if (!response.headersSent) jsonRpcError(response, 500, 'Internal error; see the server log');
    });
  });
  // Clients keep the connection open between calls; past node's 5 s default the server may close
  // it just as a client sends on it ("other side closed"). A minute covers an assistant's pauses.
  http.keepAliveTimeout = 65_000;
  http.on('error', (error: NodeJS.ErrnoException) => {
    log(
      error.code === 'EADDRINUSE'
        ? `port ${port} is in use: pass another with --port <n> (0 picks a free one)`
        : `cannot listen on 127.0.0.1:${port}: ${error.message}`,
    );
    process.exit(1);
  });
  http.listen(port, '127.0.0.1', () => {
    listeningPort = (http.address() as AddressInfo).port;
    warmUp(options.holder);
    log(
      `listening on http://127.0.0.1:${listeningPort}/mcp (Streamable HTTP), reading ${options.holder.root}`,
    );
  });
}

/**
 * Loads the index once the transport is up, so that the first search does not wait for it (a
 * second or more on a loaded machine). A build that cannot be loaded is reported on each call.
 */
function warmUp(holder: SiteHolder): void {
  setTimeout(() => {
    try {
      holder.get();
    } catch {
      // Already logged as a warning at start; each tool call says what to do.
    }
  }, 0);
}

/** Serves the build folder the command line names, over its transport, until the process ends. */
export async function start({command, lib, version}: StartOptions): Promise<void> {
  const root = path.resolve(command.site);
  // A missing build does not stop the server: each call says what to do, and a build made later is read.
  const problem = buildFolderProblem(root);
  if (problem) log(`warning: ${problem}`);
  const options: DocsServerOptions = {
    holder: new SiteHolder(root, lib, siteUrl),
    maxQueryLength: lib.maxQueryLength,
    version,
  };
  if (command.transport === 'http') {
    serveHttp(options, command.port);
    return;
  }
  await createDocsServer(options).connect(new StdioServerTransport());
  log(`serving over stdio, reading ${root}`);
  warmUp(options.holder);
}
