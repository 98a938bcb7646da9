/**
 * Which Host headers the HTTP transport answers. It listens on 127.0.0.1 only; checking the Host
 * header as well stops a web page from reaching it through DNS rebinding (a hostile name that
 * resolves to 127.0.0.1), as the MCP specification asks of local servers.
 */

const loopbackNames = ['127.0.0.1', 'localhost', '[::1]'];

/** True when `host` (the Host header) names this machine's loopback at `port`, or with no port. */
export function isLoopbackHost(host: string | undefined, port: number): boolean {
  if (!host) return false;
  const lower = host.toLowerCase();
  return loopbackNames.some((name) => lower === name || lower === `${name}:${port}`);
}
