#!/usr/bin/env node
/**
 * The docs MCP server (mcp-server/): the built site to AI assistants, offline.
 *
 *   npm run mcp                          stdio (what Cursor, VS Code, Claude Code start)
 *   npm run mcp -- --http --port 3333    Streamable HTTP on http://127.0.0.1:3333/mcp
 *   npm run mcp -- --site <dir>          another build folder (default build/)
 *   npm run mcp -- --help
 *
 * The search, snippet and answer code is the widget's (plugins/search-index/lib), loaded as
 * `npm run search` loads it; the server's own TypeScript through the same loader. The command
 * line is read first, so that --help and a mistake answer at once, with exit status 0 or 2.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {createLoader, loadSearchLib, repoRoot} from './lib/search-lib.mjs';

const load = createLoader(fileURLToPath(import.meta.url));
/** @type {typeof import('../mcp-server/lib/cli')} */
const cli = load(path.join(repoRoot, 'mcp-server/lib/cli.ts'));
const command = cli.parseCommandLine(process.argv.slice(2), path.join(repoRoot, 'build'));
if (command.kind === 'help') {
  process.stdout.write(`${cli.usageText}\n`);
  process.exit(0);
}
if (command.kind === 'usage-error') {
  process.stderr.write(`${command.message}\n`);
  process.exit(cli.usageErrorStatus);
}

/** @type {typeof import('../mcp-server/index')} */
const server = load(path.join(repoRoot, 'mcp-server/index.ts'));
const {version} = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
await server.start({command, lib: loadSearchLib(), version});
