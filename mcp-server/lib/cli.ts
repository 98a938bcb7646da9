/**
 * The command line of `npm run mcp`: which build folder to read and which transport to serve.
 * Pure: returns what to do, or the one-line message of a usage error (the caller exits with 2).
 */
import {parseArgs} from 'node:util';

/** Exit status of a usage error, as shells and the search commands use it. */
export const usageErrorStatus = 2;

/** The port of `--http` when `--port` is not given. */
export const defaultHttpPort = 3333;

export type CommandLine =
  | {kind: 'help'}
  | {kind: 'serve'; site: string; transport: 'stdio'}
  | {kind: 'serve'; site: string; transport: 'http'; port: number}
  | {kind: 'usage-error'; message: string};

export const usageText = `Serves the built Strapi docs to AI assistants over the Model Context Protocol (offline).

Usage:
  npm run mcp                                  stdio (what editors start)
  npm run mcp -- --http [--port 3333]          Streamable HTTP on http://127.0.0.1:<port>/mcp
  npm run mcp -- --site <dir>                  read another build folder (default: build/)

Options:
  --site <dir>   the build folder of this site (written by \`npm run build\`)
  --http         serve Streamable HTTP on 127.0.0.1 instead of stdio
  --port <n>     HTTP port, 0 to 65535 (0 picks a free one); default ${defaultHttpPort}
  -h, --help     this text

Tools: search_docs, get_page, ask_docs, list_breaking_changes; every page is also a resource.`;

/**
 * `text` with its control characters written as escapes, so that an option typed with an escape
 * sequence or a line break cannot rewrite the terminal or split the message.
 */
export function escapeControlCharacters(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f-\u009f]/g, (character) => {
    const code = character.charCodeAt(0).toString(16).padStart(4, '0');
    return `\\u${code}`;
  });
}

const seeHelp = 'run `npm run mcp -- --help` for the options';

function usageError(message: string): CommandLine {
  return {kind: 'usage-error', message: `[mcp] ${escapeControlCharacters(message)}; ${seeHelp}.`};
}

/** Reads the port: a whole number from 0 to 65535, or null. */
function portNumber(value: string): number | null {
  if (!/^\d{1,5}$/.test(value)) return null;
  const port = Number(value);
  return port <= 65535 ? port : null;
}

const parserConfig = {
  allowPositionals: true,
  strict: true,
  options: {
    site: {type: 'string'},
    http: {type: 'boolean', default: false},
    port: {type: 'string'},
    help: {type: 'boolean', short: 'h', default: false},
  },
} as const;

/**
 * The first line of node's message about `args`, read again with their control characters
 * escaped: the message quotes the option as typed, which may hold a line break or an escape
 * sequence, and node's own message goes on over more lines.
 */
function parseErrorMessage(args: readonly string[]): string {
  try {
    parseArgs({...parserConfig, args: args.map(escapeControlCharacters)});
  } catch (caught) {
    const firstLine = String((caught as Error).message).split('\n')[0] ?? '';
    return firstLine.replace(/\. To specify a positional.*$/, '').replace(/\.$/, '');
  }
  return 'the command line could not be read';
}

/** What `npm run mcp -- <args>` asks for; `defaultSite` is the repository's build/. */
export function parseCommandLine(args: readonly string[], defaultSite: string): CommandLine {
  let parsed;
  try {
    parsed = parseArgs({...parserConfig, args: [...args]});
  } catch {
    return usageError(parseErrorMessage(args));
  }
  const {values, positionals} = parsed;
  if (values.help) return {kind: 'help'};
  if (positionals.length > 0)
    return usageError(`unexpected argument '${positionals[0]}' (the server takes options only)`);
  const site = values.site ?? defaultSite;
  if (site.trim() === '') return usageError('--site needs a folder: --site build');
  if (!values.http) {
    if (values.port !== undefined) return usageError('--port applies to --http only');
    return {kind: 'serve', site, transport: 'stdio'};
  }
  const port = values.port === undefined ? defaultHttpPort : portNumber(values.port);
  if (port === null) return usageError(`--port '${values.port}' is not a port number (0 to 65535)`);
  return {kind: 'serve', site, transport: 'http', port};
}
