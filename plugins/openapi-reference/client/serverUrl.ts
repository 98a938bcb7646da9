/**
 * The URL of an OpenAPI server object with its variables at their default values, as the request
 * panel shows it: `{protocol}://{host}/api` → `http://localhost:1337/api`.
 */
export interface ServerObject {
  url: string;
  variables?: Record<string, {default: string}>;
}

export function serverUrl(server: ServerObject | undefined): string {
  if (!server) return '';
  let url = server.url.replace(/\/$/, '');
  for (const [name, variable] of Object.entries(server.variables ?? {})) {
    url = url.replaceAll(`{${name}}`, variable.default);
  }
  return url;
}
