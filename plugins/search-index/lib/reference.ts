/**
 * Reference facts for Ask: the rows of option tables and the keys of configuration examples.
 *
 * A reference question ("Which option limits…?", "What is the default page size?", "Which
 * variable do I set?", "Where do I configure maxLimit?") is answered by a fact the page states in a
 * table row (name, type, default, description) or in a configuration example (the file, the key
 * path and its value), not by a sentence of prose. This module reads those facts out of a
 * section's indexed text and code; `answer.ts` scores them against the question like sentences.
 * Everything quoted is the page's own text: cells joined with punctuation, code lines as written.
 */

import {columnHeaders, describingHeaders, firstColumnHeaders, namedByFirstWord} from './lexicon';

export {columnHeaders, describingHeaders, firstColumnHeaders};

/** What a reference question asks for, read from its wording. */
export type ReferenceWant = 'option' | 'default' | 'variable' | 'file';

/** The words that say a question asks for each kind of fact. */
const wantWords: ReadonlyArray<[ReferenceWant, RegExp]> = [
  ['default', /\bdefaults?\b/i],
  ['variable', /\b(variables?|env)\b/i],
  [
    'option',
    /\b(options?|settings?|parameters?|keys?|config|configure|configuration|flags?|propert(y|ies))\b/i,
  ],
];

/** A question that asks which/what/where, or names a default: it wants a fact, not a procedure. */
const asksForFact = /^\s*(which|what|where)\b|\b(which|where|default)\b/i;
/** Where a setting goes: "which file", "where do I configure…" (with a word of the above). */
const asksForFile = /\b(which|what)\s+(\w+\s+)?files?\b|\bwhere\b/i;

/**
 * The facts a question asks for ("Which option limits how deep…" → option; "What is the default
 * and the maximum page size…" → default; "Where do I configure maxLimit…" → option and file),
 * empty when it asks for none: a how-to without "which/where/default", a "why", or a "where" that
 * names no setting ("Where do I put lifecycle hooks?" asks for a place in the code).
 */
export function referenceWants(question: string): Set<ReferenceWant> {
  const text = question.slice(0, 500);
  const wants = new Set<ReferenceWant>();
  if (!asksForFact.test(text)) return wants;
  for (const [want, words] of wantWords) if (words.test(text)) wants.add(want);
  if (wants.size > 0 && asksForFile.test(text)) wants.add('file');
  return wants;
}

/** One row of a reference table, as the page shows it. */
export interface TableRow {
  /** The first cell: the option, key, variable… the row is about ("rest.maxLimit"). */
  name: string;
  /** The first column's header, lower case ("key", "option", "variable"). */
  kind: string;
  /** Its type and default cells, when the table has those columns. */
  type?: string;
  defaultValue?: string;
  /** The describing cell. */
  description: string;
  /** Index of the row's first line (its name) and of its describing line, in the section's lines. */
  line: number;
  descriptionLine: number;
}

const header = (line: string | undefined) => line?.trim().toLowerCase() ?? '';

/** A header cell as the column it names: itself, or its first word when that names a column. */
function columnName(line: string | undefined): string {
  const cell = header(line);
  if (columnHeaders.has(cell) || /[.!?:]$/.test(cell) || cell.split(/\s+/).length > 6) return cell;
  const first = cell.split(/\s+/)[0]!;
  return namedByFirstWord.has(first) ? first : cell;
}

/**
 * The rows of the reference tables in a section's lines (one cell per line, as the index holds
 * them: "Key", "Type", "Default", "Description", then "rest.prefix", "string", "'/api'", "Path
 * prefix of every Content API route."). A table has a first-column header, at least one more
 * column, one of them describing; its rows go on while the first cell is short and no sentence.
 */
export function tableRows(lines: string[]): TableRow[] {
  const rows: TableRow[] = [];
  for (let start = 0; start < lines.length; start += 1) {
    const kind = header(lines[start]);
    if (!firstColumnHeaders.has(kind)) continue;
    let end = start + 1;
    while (end < lines.length && columnHeaders.has(columnName(lines[end]))) end += 1;
    const headers = [kind, ...lines.slice(start + 1, end).map(columnName)];
    let described = -1;
    headers.forEach((name, column) => {
      if (describingHeaders.has(name)) described = column;
    });
    if (headers.length < 2 || described < 1) continue;
    const typeColumn = headers.indexOf('type');
    const defaultColumn = headers.indexOf('default');
    let row = end;
    for (; row + headers.length <= lines.length; row += headers.length) {
      const name = lines[row]!.trim();
      if (!name || name.split(/\s+/).length > 5 || /[.!?:]$/.test(name)) break;
      const cell = (column: number) => (column > 0 ? lines[row + column]!.trim() : '');
      rows.push({
        name,
        kind,
        ...(cell(typeColumn) ? {type: cell(typeColumn)} : {}),
        ...(cell(defaultColumn) ? {defaultValue: cell(defaultColumn)} : {}),
        description: cell(described),
        line: row,
        descriptionLine: row + described,
      });
    }
    start = row - 1;
  }
  return rows;
}

/** Longest description a row is quoted with, in characters: its first sentences up to this. */
const maxDescription = 300;

/** The row's description cut after the sentence that passes `maxDescription`. */
function shortDescription(description: string): string {
  if (description.length <= maxDescription) return description;
  const end = description.slice(maxDescription).search(/[.!?](\s|$)/);
  return end === -1 ? description : description.slice(0, maxDescription + end + 1);
}

/**
 * A table row as one line of the answer, the fact first: its name, then its type and default as
 * the table gives them, then its description ("rest.maxLimit (integer, default: none (no cap)):
 * Largest pageSize or limit a client may ask for…").
 */
export function rowFact(row: TableRow): string {
  const details = [row.type, row.defaultValue === undefined ? '' : `default: ${row.defaultValue}`]
    .filter(Boolean)
    .join(', ');
  const description = shortDescription(row.description);
  return `${row.name}${details ? ` (${details})` : ''}${description ? `: ${description}` : ''}`;
}

/** One key of a configuration example: the file it is in, its path from the root, its value. */
export interface ConfigEntry {
  /** The code block's title ("./config/server.js"), '' when it has none. */
  file: string;
  /** Index of the block within the section's code. */
  block: number;
  /** The dotted path of the key ("graphql.config.depthLimit"). */
  keyPath: string;
  /** The value as written, without the trailing comma ("7", "env('HOST', '0.0.0.0')"). */
  value: string;
}

/** U+2063, the mark the index puts before a code block's title (see `indexData.codeTitleMark`). */
const titleMark = '\u2063';
/** A line that opens an object under a key (`graphql: {`, `"config": {`). */
const opensObject = /^\s*(["']?)([A-Za-z_$][\w$-]*)\1\s*:\s*\{\s*$/;
/** A line that sets a key to a value on one line (`depthLimit: 7,`, `host: env('HOST'),`). */
const setsKey = /^\s*(["']?)([A-Za-z_$][\w$-]*)\1\s*:(?!:)\s*(.+?)\s*,?\s*$/;

/** The blocks of a section's code, each with its title (the index keeps an empty line between blocks). */
export function codeBlocks(code: string): Array<{file: string; lines: string[]}> {
  return code
    .split(/\n\s*\n/)
    .map((block) => block.replace(/^\s*\n/, ''))
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const lines = block.split('\n');
      const first = lines[0]!.trim();
      return first.startsWith(titleMark)
        ? {file: first.slice(1).trim(), lines: lines.slice(1)}
        : {file: '', lines};
    });
}

/**
 * The keys a configuration example sets, each with its dotted path and value, in the order
 * written: `graphql: { config: { depthLimit: 7 } }` gives graphql.config.depthLimit = 7. Only
 * keys set on one line are facts; objects opened on a line give the path of the keys inside.
 */
export function configEntries(code: string): ConfigEntry[] {
  const entries: ConfigEntry[] = [];
  codeBlocks(code).forEach(({file, lines}, block) => {
    // One level per brace opened at a line's end: a key's name, or '' for an unnamed object.
    const path: string[] = [];
    for (const line of lines) {
      const opened = opensObject.exec(line);
      if (opened || /^\s*\{\s*$/.test(line)) {
        path.push(opened ? opened[2]! : '');
        continue;
      }
      const set = setsKey.exec(line);
      const value = set?.[3] ?? '';
      if (set && !/[{[(]\s*$/.test(value) && !value.startsWith('//')) {
        const keyPath = [...path.filter(Boolean), set[2]!].join('.');
        entries.push({file, block, keyPath, value});
      }
      // A line of closing braces closes one level per brace.
      const closed = /^\s*[}\])]+[,;]?\s*$/.test(line) ? (line.match(/\}/g) ?? []).length : 0;
      for (let level = 0; level < closed && path.length > 0; level += 1) path.pop();
    }
  });
  return entries;
}

/** A configuration key as one line of the answer: the file, the key path and its value. */
export function configFact(entry: ConfigEntry): string {
  return `${entry.file ? `${entry.file}: ` : ''}${entry.keyPath}: ${entry.value}`;
}

/** The last name of a dotted key or row name ("rest.maxLimit" → "maxLimit"). */
export function lastName(name: string): string {
  return name.split('.').at(-1) ?? name;
}

/**
 * The index of the code block of a section's code that sets a row's key (its last name written
 * as a key: `maxLimit: 100`), or -1: the example shown with a row's fact.
 */
export function blockSetting(code: string, name: string): number {
  const wanted = lastName(name);
  const entry = configEntries(code).find((candidate) => lastName(candidate.keyPath) === wanted);
  return entry ? entry.block : -1;
}

/** A fact of a section, ready to be scored as a sentence of the answer. */
export interface ReferenceFact {
  /** The line quoted in the answer (`rowFact`, `configFact`). */
  text: string;
  /**
   * Words the fact says without writing them in `text`: its column header ("option", "variable"),
   * the words for a default, a setting and a file, which a reference question uses to ask for it.
   */
  implied: string;
  /** The option, key or variable it is about ("rest.maxLimit", "graphql.config.depthLimit"). */
  name: string;
  /** Where the name stands in `text` (start, end), shown as code. */
  code: [number, number];
  /** The code block of the section that sets it, -1 when none does. */
  block: number;
  /** A table row states the fact; a configuration example only shows a value for it. */
  source: 'table' | 'config';
}

/** Words every fact answers for: a question asks for an option, a setting, its default… */
const factWords = 'option setting parameter key default value config configure configuration';
/** An environment variable's name (`DATABASE_SSL`, `JWT_SECRET`). */
const variableName = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$|^[A-Z]{3,}$/;

/**
 * The facts of a section for a reference question: the rows of its reference tables (with the
 * code block that sets the row's key, when the section has one), then the keys its configuration
 * examples set that no row of the section names. None when the question asks for no fact.
 */
export function referenceFacts(
  section: {text: string; code: string},
  wants: ReadonlySet<ReferenceWant>,
): ReferenceFact[] {
  if (wants.size === 0) return [];
  const facts: ReferenceFact[] = [];
  const rows = tableRows(section.text.split('\n'));
  for (const row of rows) {
    if (row.description.split(/\s+/).length < 2) continue;
    const variable = row.kind === 'variable' || variableName.test(row.name);
    facts.push({
      text: rowFact(row),
      implied: `${row.kind} ${factWords}${variable ? ' environment variable' : ''}`,
      name: row.name,
      code: [0, row.name.length],
      block: blockSetting(section.code, row.name),
      source: 'table',
    });
  }
  // An example's value is no default: its keys answer where a setting goes, or which variable
  // it reads, and only for keys no row of the section describes.
  if (!wants.has('file') && !wants.has('variable')) return facts;
  const named = new Set(rows.map((row) => lastName(row.name)));
  for (const entry of configEntries(section.code)) {
    if (named.has(lastName(entry.keyPath))) continue;
    const text = configFact(entry);
    const start = entry.file ? entry.file.length + 2 : 0;
    facts.push({
      text,
      implied: `${factWords} file ${entry.keyPath.replaceAll('.', ' ')}`,
      name: entry.keyPath,
      code: [start, text.length],
      block: entry.block,
      source: 'config',
    });
  }
  return facts;
}
