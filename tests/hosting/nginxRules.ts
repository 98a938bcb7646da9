/**
 * The Markdown-on-request rules of hosting/nginx/strapi-docs.conf, read from the file itself and
 * applied to a folder, so tests check the configuration that is deployed (nginx is not installed
 * on the test machines). Only what the file uses is understood: one `map` of `$http_accept`
 * (`default` and `~*` regex entries), the `types` block and the `try_files` of `location /`
 * (`$uri`, `${uri}` and the map's variable; a final `=code`). Anything else in those directives
 * is an error that names it, so a change to the file cannot silently escape the tests.
 */

export interface NginxMarkdownRules {
  /** The map's variable, without `$`. */
  variable: string;
  defaultValue: string;
  /** `~*` entries, in order: the first that matches the Accept header gives the value. */
  entries: {pattern: RegExp; value: string}[];
  /** `try_files` arguments, the last one a `=code` fallback. */
  tryFiles: string[];
  /** Extensions declared in the file's own `types` block, to their media type. */
  types: Record<string, string>;
}

function unquote(token: string): string {
  return /^".*"$/.test(token) ? token.slice(1, -1) : token;
}

function parseMap(conf: string): Pick<NginxMarkdownRules, 'variable' | 'defaultValue' | 'entries'> {
  const map = /map\s+\$http_accept\s+\$(\w+)\s*\{([^}]*)\}/.exec(conf);
  if (!map) throw new Error('nginx config: no `map $http_accept $<variable> { … }` block');
  let defaultValue: string | undefined;
  const entries: NginxMarkdownRules['entries'] = [];
  for (const line of map[2]!
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [key, value, ...rest] = line.match(/"[^"]*"|\S+/g) ?? [];
    if (!key || value === undefined || rest.length > 0)
      throw new Error(`nginx config: map entry not understood: ${line}`);
    if (key === 'default') defaultValue = unquote(value);
    else if (unquote(key).startsWith('~*'))
      entries.push({pattern: new RegExp(unquote(key).slice(2), 'i'), value: unquote(value)});
    else throw new Error(`nginx config: map entry must be default or a ~* regex: ${line}`);
  }
  if (defaultValue === undefined) throw new Error('nginx config: the map has no default');
  return {variable: map[1]!, defaultValue, entries};
}

export function parseNginxMarkdownRules(conf: string): NginxMarkdownRules {
  const withoutComments = conf.replace(/#[^\n]*/g, '');
  const tryFiles = /location\s+\/\s*\{[^}]*?try_files\s+([^;]+);/.exec(withoutComments);
  if (!tryFiles) throw new Error('nginx config: no try_files in `location / { … }`');
  const typesBlock = /types\s*\{([^}]*)\}/.exec(withoutComments);
  const types: Record<string, string> = {};
  for (const line of (typesBlock?.[1] ?? '').split(';').map((part) => part.trim())) {
    const [mediaType, ...extensions] = line.split(/\s+/).filter(Boolean);
    for (const extension of extensions) types[extension] = mediaType!;
  }
  return {
    ...parseMap(withoutComments),
    tryFiles: tryFiles[1]!.trim().split(/\s+/),
    types,
  };
}

export type NginxAnswer = {status: 200; file: string; mediaType?: string} | {status: number};

/**
 * What nginx answers for `uri` (decoded path) and an Accept header: the first `try_files` file
 * that `isFile` finds (a path relative to the root, with a leading `/`), or the fallback code.
 */
export function answerFor(
  rules: NginxMarkdownRules,
  uri: string,
  accept: string,
  isFile: (path: string) => boolean,
): NginxAnswer {
  const value =
    rules.entries.find((entry) => entry.pattern.test(accept))?.value ?? rules.defaultValue;
  const variables: Record<string, string> = {uri, [rules.variable]: value};
  const expand = (argument: string): string =>
    argument.replace(/\$\{(\w+)\}|\$(\w+)/g, (whole, braced: string, bare: string) => {
      const name = braced ?? bare;
      if (!(name in variables))
        throw new Error(`nginx config: unknown variable in try_files: ${whole}`);
      return variables[name]!;
    });
  const fallback = rules.tryFiles.at(-1)!;
  for (const argument of rules.tryFiles.slice(0, -1)) {
    const path = expand(argument);
    if (isFile(path)) {
      const extension = /\.(\w+)$/.exec(path)?.[1];
      return {status: 200, file: path, mediaType: extension ? rules.types[extension] : undefined};
    }
  }
  if (!/^=\d{3}$/.test(fallback))
    throw new Error(`nginx config: try_files must end with =<code>, not ${fallback}`);
  return {status: Number(fallback.slice(1))};
}
