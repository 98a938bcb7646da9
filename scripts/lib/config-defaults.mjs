// @ts-check
/**
 * The defaults that configuration tables document, against Strapi 5.0.0. A table names the
 * configuration it documents with an MDX comment right above it, whose text is `config: server`
 * (the comment's braces and slashes cannot be quoted in this block comment):
 *
 *   | Key | Type | Default | Description |
 *   | `cron.enabled` | boolean | `false` | … |
 *
 * Each row whose default is one code span holding a literal (`false`, `'/api'`, `25`, `{}`) is
 * compared with what 5.0.0 gives that key when a project leaves it out: the value its
 * configuration loader resolves, or else the fallback its code passes to `config.get(key, …)`.
 * A default described in words ("the `HOST` variable, else …") is left to the audit.
 */
import JSON5 from 'json5';

/**
 * @typedef {{path: string, value: unknown, literal: string, line: number}} DocumentedDefault
 */

/**
 * The literal a default cell holds, or undefined when the cell describes it in words.
 * @param {string} cell
 * @returns {{literal: string, value: unknown} | undefined}
 */
export function literalDefault(cell) {
  const match = /^`([^`]+)`$/.exec(cell.trim());
  if (!match) return undefined;
  const literal = match[1] ?? '';
  try {
    return {literal, value: JSON5.parse(literal)};
  } catch {
    return undefined;
  }
}

/**
 * Rows of the marked tables of a page, with the configuration path of their key.
 * @param {string} markdown
 * @returns {{checked: DocumentedDefault[], described: number}}
 */
export function documentedDefaults(markdown) {
  /** @type {DocumentedDefault[]} */
  const checked = [];
  let described = 0;
  /** @type {string | undefined} */
  let prefix;
  let defaultColumn = -1;
  let inTable = false;
  for (const [index, line] of markdown.split('\n').entries()) {
    // An MDX comment: the pages are MDX, which has no HTML comments.
    const marker = /^\{\/\*\s*config:\s*([\w:.-]+)\s*\*\/\}$/.exec(line.trim());
    if (marker) {
      prefix = marker[1];
      continue;
    }
    if (!line.startsWith('|')) {
      // A marker names the one table that follows it.
      if (inTable) prefix = undefined;
      inTable = false;
      continue;
    }
    if (!prefix) continue;
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    if (!inTable) {
      inTable = true;
      defaultColumn = cells.findIndex((cell) => /^Default/i.test(cell));
      continue;
    }
    if (defaultColumn < 0 || /^-+$/.test(cells[0] ?? '')) continue;
    const key = /^`([\w.:-]+)`$/.exec(cells[0] ?? '')?.[1];
    if (!key) continue;
    const parsed = literalDefault(cells[defaultColumn] ?? '');
    if (!parsed) {
      described += 1;
      continue;
    }
    checked.push({path: `${prefix}.${key}`, ...parsed, line: index + 1});
  }
  return {checked, described};
}

/**
 * The fallbacks compiled code passes when it reads a key: `config.get("api.rest.defaultLimit", 25)`.
 * @param {string} code
 * @returns {Map<string, unknown>}
 */
export function codeFallbacks(code) {
  const fallbacks = new Map();
  const call = /config\.get\(\s*(["'`])([\w.:-]+)\1\s*,\s*([^(),]+?)\s*\)/g;
  for (const match of code.matchAll(call)) {
    try {
      fallbacks.set(match[2] ?? '', JSON5.parse(match[3] ?? ''));
    } catch {
      // A variable or an expression: not a literal default.
    }
  }
  return fallbacks;
}
