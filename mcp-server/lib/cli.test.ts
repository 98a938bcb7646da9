import {describe, expect, it} from 'vitest';
import {defaultHttpPort, escapeControlCharacters, parseCommandLine} from './cli';

const site = '/repo/build';

describe('parseCommandLine', () => {
  it('serves the default build over stdio with no options', () => {
    expect(parseCommandLine([], site)).toEqual({kind: 'serve', site, transport: 'stdio'});
  });

  it('serves HTTP on the default port, or the one given (0 picks a free one)', () => {
    expect(parseCommandLine(['--http'], site)).toEqual({
      kind: 'serve',
      site,
      transport: 'http',
      port: defaultHttpPort,
    });
    expect(parseCommandLine(['--http', '--port', '0', '--site', 'out'], site)).toEqual({
      kind: 'serve',
      site: 'out',
      transport: 'http',
      port: 0,
    });
  });

  it('answers --help and -h', () => {
    expect(parseCommandLine(['--help'], site)).toEqual({kind: 'help'});
    expect(parseCommandLine(['-h', '--bogus'], site).kind).toBe('usage-error');
    expect(parseCommandLine(['-h'], site)).toEqual({kind: 'help'});
  });

  it.each([
    [['--bogus'], "[mcp] Unknown option '--bogus'; run `npm run mcp -- --help` for the options."],
    [['build'], "[mcp] unexpected argument 'build' (the server takes options only)"],
    [['--port', '80'], '[mcp] --port applies to --http only'],
    [['--http', '--port', '70000'], "[mcp] --port '70000' is not a port number (0 to 65535)"],
    [['--http', '--port', '-1'], "[mcp] Option '--port' argument is ambiguous"],
    [['--site', ''], '[mcp] --site needs a folder: --site build'],
    [['--site'], "[mcp] Option '--site <value>' argument missing"],
  ])('%j is a usage error with a one-line message', (args, start) => {
    const result = parseCommandLine(args, site);
    expect(result.kind).toBe('usage-error');
    const message = (result as {message: string}).message;
    expect(message.startsWith(start)).toBe(true);
    expect(message).not.toContain('\n');
  });

  it('writes control characters of an unknown option as escapes', () => {
    const result = parseCommandLine(['--x\u001b[2J\nfake line'], site);
    expect(result).toEqual({
      kind: 'usage-error',
      message:
        "[mcp] Unknown option '--x\\u001b[2J\\u000afake line'; run `npm run mcp -- --help` for the options.",
    });
  });
});

describe('escapeControlCharacters', () => {
  it('keeps printable text, including non-ASCII letters', () => {
    expect(escapeControlCharacters('--sité é')).toBe('--sité é');
    expect(escapeControlCharacters('a\u0000b\u007fc\u009b')).toBe('a\\u0000b\\u007fc\\u009b');
  });
});
