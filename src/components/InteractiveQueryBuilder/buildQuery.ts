/**
 * Turns an endpoint and the source of a query object into a Strapi REST URL.
 *
 * The object is read with JSON5 (object and array literals, single- or double-quoted strings,
 * unquoted keys, numbers, booleans, null, comments, trailing commas: the part of JavaScript
 * that query objects use), after a scan (./sourceScan.ts) that rewrites the four other forms a
 * reader copies from code: `undefined` values, numeric keys, template literals without `${}`
 * and a `;` after the object. Nothing typed by the reader is ever evaluated (no eval, no new
 * Function). JSON5 reports where it stopped; this wrapper maps that back to the reader's text and
 * turns it into a sentence a reader can act on, starting with the line and column. The parsed object is then serialised with
 * `qs.stringify(obj, { encodeValuesOnly: true })`, as the Strapi documentation does.
 */
import JSON5 from 'json5';
import qs from 'qs';

import {contextAt, toJson5Source} from './sourceScan';

/** Longest source accepted, in characters. Query objects are a few hundred characters. */
export const MAX_SOURCE_LENGTH = 20_000;

/** Deepest nesting of objects and arrays accepted. */
export const MAX_DEPTH = 50;

export type QueryValue =
  string | number | boolean | null | QueryValue[] | {[key: string]: QueryValue};

export type QueryObject = {[key: string]: QueryValue};

export type BuildQueryResult = {url: string} | {error: string};

/** The fields JSON5 adds to the SyntaxError it throws. */
interface Json5Error extends SyntaxError {
  lineNumber: number;
  columnNumber: number;
}

function isJson5Error(error: unknown): error is Json5Error {
  return error instanceof SyntaxError && 'lineNumber' in error && 'columnNumber' in error;
}

const IDENTIFIER_START = /[\p{ID_Start}$_]/u;
const IDENTIFIER = /[\p{ID_Start}$_][\p{ID_Continue}$_\u200C\u200D]*/uy;

/** Character index of a line and column (both starting at 1). */
function indexOf(source: string, line: number, column: number): number {
  let index = 0;
  for (let current = 1; current < line; current += 1) {
    index = source.indexOf('\n', index) + 1;
  }
  return index + column - 1;
}

/** "line 3, column 5" of a character index (columns count UTF-16 units, as JSON5's do). */
function where(source: string, index: number): string {
  const lineStart = source.lastIndexOf('\n', index - 1) + 1;
  const line = source.slice(0, lineStart).split('\n').length;
  return `line ${line}, column ${index - lineStart + 1}`;
}

/** A short, printable description of what sits at an index, for error messages. */
function describeAt(source: string, index: number): string {
  if (index >= source.length) {
    return 'the end of the input';
  }
  const codePoint = source.codePointAt(index) ?? 0;
  const char = String.fromCodePoint(codePoint);
  if (char === '\n' || char === '\r') {
    return 'a line break';
  }
  if (codePoint < 0x20 || codePoint === 0x7f) {
    return `the control character U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;
  }
  return `"${char}"`;
}

/** The last character before `index` that is not white space (comments are rare there). */
function previousSignificant(source: string, index: number): string {
  return source.slice(0, index).trimEnd().slice(-1);
}

/** The identifier written before `index`, when the last thing there is one (a property name). */
function identifierBefore(source: string, index: number): string | undefined {
  return /([\p{ID_Start}$_][\p{ID_Continue}$_]*)\s*$/u.exec(source.slice(0, index))?.[1];
}

/** The missing-comma message, naming the object's last property or the array. */
function missingComma(source: string, index: number): string {
  const {container} = contextAt(source, index);
  const found = describeAt(source, index);
  if (container?.kind === 'array') {
    return `Expected "," or "]" after an array item but found ${found}. Check for a missing comma.`;
  }
  const after =
    container?.lastKey === undefined ? 'a value' : `the value of "${container.lastKey}"`;
  return `Expected "," or "}" after ${after} but found ${found}. Check for a missing comma.`;
}

/** What is left open when the input ends, and where to point the reader. */
function explainEnd(source: string, index: number): {at: number; message: string} {
  const {container, unclosed} = contextAt(source, source.length);
  if (unclosed?.kind === 'comment') {
    return {at: unclosed.start, message: 'This comment is never closed: add "*/" to end it.'};
  }
  if (unclosed !== undefined) {
    const what = unclosed.kind === 'string' ? 'string' : 'template literal';
    return {
      at: unclosed.start,
      message: `The ${what} that starts at ${where(source, unclosed.start)} is never closed: add ${unclosed.quote}.`,
    };
  }
  if (container !== undefined) {
    return {
      at: index,
      message: `The ${container.kind} that starts at ${where(source, container.start)} is never closed: add "${container.kind === 'object' ? '}' : ']'}".`,
    };
  }
  return {
    at: index,
    message:
      'The input ends before every object, array, string and comment is closed: check for a missing "}", "]", quote or "*/".',
  };
}

/** What went wrong at `index`, in words, from what JSON5 stopped on and what surrounds it. */
function explain(source: string, index: number): {at: number; message: string} {
  if (index >= source.length) {
    return explainEnd(source, index);
  }
  return {at: index, message: explainToken(source, index)};
}

/** A template literal where JSON5 stopped: unclosed, used as a key, with `${}`, or a missing comma. */
function explainTemplateLiteral(source: string, index: number, atKey: boolean): string {
  const end = source.indexOf('`', index + 1);
  if (end === -1) {
    return explainEnd(source, source.length).message;
  }
  if (atKey) {
    return 'Template literals cannot be used as property names: use quotes instead.';
  }
  if (source.slice(index, end).includes('${')) {
    return 'Inserting values with ${...} in a template literal is not supported: write the final text.';
  }
  return missingComma(source, index);
}

/** JavaScript syntax that a query object cannot hold (spread, computed name, `;`, a call). */
function explainUnsupportedSyntax(source: string, index: number): string | undefined {
  const char = source.charAt(index);
  if (source.startsWith('...', index)) {
    return 'The spread syntax ("...") is not supported: write the properties out in full.';
  }
  if (char === '[') {
    return 'Computed property names ([...]) are not supported: write the property name itself.';
  }
  if (char === ';') {
    return 'Remove the ";": the parameters are one object, not a statement.';
  }
  if (char === '(') {
    return 'Function calls and methods are not run here: write the value itself (a string, number, boolean, null, array or object).';
  }
  return undefined;
}

/**
 * A word or number where JSON5 stopped: letters glued to a number, a missing comma, a function
 * call, or a bare word used as a value.
 */
function explainWord(source: string, index: number, before: string, atKey: boolean): string {
  IDENTIFIER.lastIndex = index;
  const word = IDENTIFIER.exec(source)?.[0] ?? source.charAt(index);
  if (/[0-9.]/.test(source.charAt(index - 1))) {
    const number = /[0-9.+\-eExXa-fA-F]*$/.exec(source.slice(0, index))?.[0] ?? '';
    return `"${number}${word}" is not a valid number. Put it in quotes if it is text.`;
  }
  if (!atKey && before !== ':' && before !== '[' && before !== '') {
    return missingComma(source, index);
  }
  // `Date.now()`: the whole callee, so the message names what the reader wrote.
  const callee = /^[\p{ID_Continue}$_.]*/u.exec(source.slice(index))?.[0] ?? word;
  if (/^\s*\(/.test(source.slice(index + callee.length))) {
    return `Function calls such as ${callee}(...) are not run here: write the value itself (a string, number, boolean, null, array or object).`;
  }
  return `"${word}" is not a value the builder understands. Put text in quotes ('${word}'); variables and expressions are not supported.`;
}

function explainToken(source: string, index: number): string {
  const char = source.charAt(index);
  const before = previousSignificant(source, index);
  const atKey = before === '{' || before === ',';
  if (char === '`') {
    return explainTemplateLiteral(source, index, atKey);
  }
  const unsupported = explainUnsupportedSyntax(source, index);
  if (unsupported !== undefined) {
    return unsupported;
  }
  if ((char === ',' || char === '}') && identifierBefore(source, index) !== undefined) {
    const key = identifierBefore(source, index);
    return `The property "${key}" has no value. Write it as ${key}: value (shorthand properties are not supported).`;
  }
  if (/[0-9]/.test(char) && atKey) {
    return `"${/^[0-9a-zA-Z._]+/.exec(source.slice(index))?.[0]}" is not a property name the builder understands: put it in quotes.`;
  }
  if (IDENTIFIER_START.test(char) || /[0-9]/.test(char)) {
    return explainWord(source, index, before, atKey);
  }
  if (char === '\\') {
    return 'Escape sequences in property names are not supported: put the name in quotes.';
  }
  if (/["'{[\-+.]/.test(char) && /[}\]"'0-9a-zA-Z]/.test(before) && !atKey) {
    return missingComma(source, index);
  }
  return `Unexpected ${describeAt(source, index)}.`;
}

/** Depth and finiteness, checked after parsing; the first problem found, or undefined. */
function checkValue(value: unknown, key: string, depth: number): string | undefined {
  if (typeof value === 'number' && !Number.isFinite(value)) {
    return `The value of "${key}" is not a finite number: NaN, Infinity and numbers too large for JavaScript cannot be sent in a query string.`;
  }
  if (value === null || typeof value !== 'object') {
    return undefined;
  }
  if (depth > MAX_DEPTH) {
    return `Objects and arrays are nested more than ${MAX_DEPTH} levels deep.`;
  }
  for (const [childKey, child] of Object.entries(value)) {
    const problem = checkValue(child, childKey, depth + 1);
    if (problem !== undefined) {
      return problem;
    }
  }
  return undefined;
}

/**
 * Parses the source of a query object without evaluating it.
 * Throws an Error whose message starts with the line and column of a syntax error.
 */
export function parseObjectLiteral(source: string): QueryObject {
  if (source.length > MAX_SOURCE_LENGTH) {
    throw new Error(
      `The parameters are too long (${source.length} characters; the limit is ${MAX_SOURCE_LENGTH}).`,
    );
  }
  if (source.trim() === '') {
    throw new Error(
      'The parameters are empty. Write a JavaScript object, for example { sort: ["name:asc"] }.',
    );
  }
  const json5 = toJson5Source(source);
  let value: unknown;
  try {
    // `undefined` values come back as undefined, which drops them as JavaScript and qs would.
    value = JSON5.parse(json5.text, (_key, parsed: unknown) =>
      parsed === json5.undefinedMarker ? undefined : parsed,
    );
  } catch (error) {
    if (isJson5Error(error)) {
      const {lineNumber: line, columnNumber: column} = error;
      const {at, message} = explain(source, json5.toSourceIndex(indexOf(json5.text, line, column)));
      const position = where(source, at);
      throw new Error(`${position.charAt(0).toUpperCase()}${position.slice(1)}: ${message}`);
    }
    throw error;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new Error('Expected the parameters to start with "{": write one object.');
  }
  const problem = checkValue(value, '', 1);
  if (problem !== undefined) {
    throw new Error(problem);
  }
  return value as QueryObject;
}

/**
 * Builds the URL for an endpoint and a query object written as source text.
 * Returns `{url}` on success and `{error}` with a readable message otherwise; it never throws.
 */
export function buildQueryUrl(endpoint: string, source: string): BuildQueryResult {
  const path = endpoint.trim();
  if (path === '') {
    return {error: 'Enter an endpoint, for example /api/restaurants.'};
  }
  if (/\s/.test(path)) {
    return {error: 'The endpoint cannot contain spaces or line breaks.'};
  }

  let query: string;
  try {
    const params = parseObjectLiteral(source);
    query = qs.stringify(params, {encodeValuesOnly: true});
  } catch (error) {
    return {error: error instanceof Error ? error.message : String(error)};
  }

  if (query === '') {
    return {url: path};
  }
  let separator = '?';
  if (path.includes('?')) {
    separator = path.endsWith('?') || path.endsWith('&') ? '' : '&';
  }
  return {url: `${path}${separator}${query}`};
}
