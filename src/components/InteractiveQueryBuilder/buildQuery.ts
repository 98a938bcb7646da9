/**
 * Turns an endpoint and the source of a JavaScript object literal into a Strapi REST URL.
 *
 * The object is read by a small parser written for this purpose: nothing typed by the
 * reader is ever evaluated (no eval, no new Function). The parser accepts the subset of
 * JavaScript that query objects use (object and array literals, strings, numbers,
 * booleans, null, undefined, comments, trailing commas) and reports anything else with
 * its line and column. The parsed object is then serialised with
 * `qs.stringify(obj, { encodeValuesOnly: true })`, as the Strapi documentation does.
 */
import qs from 'qs';

/** Longest source accepted, in characters. Query objects are a few hundred characters. */
export const MAX_SOURCE_LENGTH = 20_000;

/** Deepest nesting of objects and arrays accepted. */
export const MAX_DEPTH = 50;

export type QueryValue =
  string | number | boolean | null | undefined | QueryValue[] | {[key: string]: QueryValue};

export type QueryObject = {[key: string]: QueryValue};

export type BuildQueryResult = {url: string} | {error: string};

class ParseError extends Error {
  readonly index: number;

  constructor(message: string, index: number) {
    super(message);
    this.name = 'ParseError';
    this.index = index;
  }
}

const IDENTIFIER_START = /[\p{ID_Start}$_]/u;
const IDENTIFIER_PART = /[\p{ID_Continue}$_\u200C\u200D]/u;
const NUMBER_BODY =
  /(?:0[xX][0-9a-fA-F]+|0[bB][01]+|0[oO][0-7]+|(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)/y;

const SIMPLE_ESCAPES: Record<string, string> = {
  n: '\n',
  r: '\r',
  t: '\t',
  b: '\b',
  f: '\f',
  v: '\v',
  '0': '\0',
};

/** Line and column (both starting at 1) of a character index in the source. */
export function locate(source: string, index: number): {line: number; column: number} {
  let line = 1;
  let lineStart = 0;
  const end = Math.min(index, source.length);
  for (let i = 0; i < end; i += 1) {
    if (source[i] === '\n') {
      line += 1;
      lineStart = i + 1;
    }
  }
  return {line, column: end - lineStart + 1};
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

function defineKey(target: QueryObject, key: string, value: QueryValue): void {
  // defineProperty stores every key, including "__proto__", as a plain own property,
  // so no input can reach or change Object.prototype.
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

class ObjectLiteralParser {
  private pos = 0;
  private depth = 0;

  constructor(private readonly source: string) {}

  parse(): QueryObject {
    this.skipTrivia();
    if (this.pos >= this.source.length) {
      throw new ParseError(
        'The parameters are empty. Write a JavaScript object, for example { sort: ["name:asc"] }.',
        this.pos,
      );
    }
    if (this.peek() !== '{') {
      throw new ParseError(
        `Expected the parameters to start with "{" but found ${describeAt(this.source, this.pos)}.`,
        this.pos,
      );
    }
    const value = this.parseObject();
    this.skipTrivia();
    if (this.peek() === ';') {
      this.pos += 1;
      this.skipTrivia();
    }
    if (this.pos < this.source.length) {
      throw new ParseError(
        `Unexpected ${describeAt(this.source, this.pos)} after the end of the object.`,
        this.pos,
      );
    }
    return value;
  }

  private peek(offset = 0): string {
    return this.source.charAt(this.pos + offset);
  }

  private fail(message: string, index = this.pos): never {
    throw new ParseError(message, index);
  }

  /** Skips whitespace, line comments and block comments. */
  private skipTrivia(): void {
    const {source} = this;
    while (this.pos < source.length) {
      const char = source.charAt(this.pos);
      if (/\s/.test(char)) {
        this.pos += 1;
      } else if (char === '/' && source[this.pos + 1] === '/') {
        this.pos += 2;
        while (this.pos < source.length && source[this.pos] !== '\n' && source[this.pos] !== '\r') {
          this.pos += 1;
        }
      } else if (char === '/' && source[this.pos + 1] === '*') {
        const start = this.pos;
        const end = source.indexOf('*/', this.pos + 2);
        if (end === -1) {
          this.fail('This comment is never closed: add "*/" to end it.', start);
        }
        this.pos = end + 2;
      } else {
        return;
      }
    }
  }

  private enter(index: number): void {
    this.depth += 1;
    if (this.depth > MAX_DEPTH) {
      this.fail(`Objects and arrays are nested more than ${MAX_DEPTH} levels deep.`, index);
    }
  }

  private parseValue(): QueryValue {
    this.skipTrivia();
    const char = this.peek();
    if (char === '') {
      this.fail('Expected a value but the input ended. Check for a missing "}" or "]".');
    }
    if (char === '{') {
      return this.parseObject();
    }
    if (char === '[') {
      return this.parseArray();
    }
    if (char === '"' || char === "'") {
      return this.parseQuotedString();
    }
    if (char === '`') {
      return this.parseTemplateString();
    }
    if (char === '-' || char === '+' || char === '.' || (char >= '0' && char <= '9')) {
      return this.parseNumber();
    }
    if (IDENTIFIER_START.test(char) || char === '\\') {
      return this.parseKeywordValue();
    }
    return this.fail(`Expected a value but found ${describeAt(this.source, this.pos)}.`);
  }

  private parseObject(): QueryObject {
    const start = this.pos;
    this.enter(start);
    this.pos += 1; // "{"
    const result: QueryObject = {};

    for (;;) {
      this.skipTrivia();
      const char = this.peek();
      if (char === '}') {
        this.pos += 1;
        break;
      }
      if (char === '') {
        this.fail(`The object that starts at ${this.where(start)} is never closed: add "}".`);
      }

      const keyIndex = this.pos;
      const key = this.parseKey();
      this.skipTrivia();
      const afterKey = this.peek();
      if (afterKey !== ':') {
        if (afterKey === ',' || afterKey === '}') {
          this.fail(
            `The property "${key}" has no value. Write it as ${key}: value (shorthand properties are not supported).`,
            keyIndex,
          );
        }
        if (afterKey === '(') {
          this.fail(
            `Methods are not supported: "${key}" must be followed by ":" and a value.`,
            keyIndex,
          );
        }
        this.fail(
          `Expected ":" after the property "${key}" but found ${describeAt(this.source, this.pos)}.`,
        );
      }
      this.pos += 1; // ":"
      const value = this.parseValue();
      defineKey(result, key, value);

      this.skipTrivia();
      const separator = this.peek();
      if (separator === ',') {
        this.pos += 1;
      } else if (separator === '}') {
        this.pos += 1;
        break;
      } else if (separator === '') {
        this.fail(`The object that starts at ${this.where(start)} is never closed: add "}".`);
      } else {
        this.fail(
          `Expected "," or "}" after the value of "${key}" but found ${describeAt(this.source, this.pos)}. Check for a missing comma.`,
        );
      }
    }

    this.depth -= 1;
    return result;
  }

  private parseKey(): string {
    const char = this.peek();
    if (char === '"' || char === "'") {
      return this.parseQuotedString();
    }
    if (char === '`') {
      this.fail('Template literals cannot be used as property names: use quotes instead.');
    }
    if (char === '[') {
      this.fail(
        'Computed property names ([...]) are not supported: write the property name itself.',
      );
    }
    if (char === '.' && this.source.startsWith('...', this.pos)) {
      this.fail('The spread syntax ("...") is not supported: write the properties out in full.');
    }
    if ((char >= '0' && char <= '9') || char === '.') {
      const index = this.pos;
      const value = this.parseUnsignedNumber();
      if (!Number.isFinite(value)) {
        this.fail('This number is too large to be used as a property name.', index);
      }
      return String(value);
    }
    if (IDENTIFIER_START.test(char) || char === '\\') {
      return this.parseIdentifier();
    }
    return this.fail(`Expected a property name but found ${describeAt(this.source, this.pos)}.`);
  }

  private parseIdentifier(): string {
    const {source} = this;
    const start = this.pos;
    if (source[start] === '\\') {
      this.fail('Escape sequences in property names are not supported: put the name in quotes.');
    }
    // Identifiers may contain characters outside the Basic Multilingual Plane, so walk
    // by code point rather than by UTF-16 unit.
    let index = start;
    let first = true;
    while (index < source.length) {
      const char = String.fromCodePoint(source.codePointAt(index) ?? 0);
      const ok = first ? IDENTIFIER_START.test(char) : IDENTIFIER_PART.test(char);
      if (!ok) {
        break;
      }
      index += char.length;
      first = false;
    }
    if (source[index] === '\\') {
      this.fail(
        'Escape sequences in property names are not supported: put the name in quotes.',
        index,
      );
    }
    this.pos = index;
    return source.slice(start, index);
  }

  private parseKeywordValue(): QueryValue {
    const start = this.pos;
    const word = this.parseIdentifier();
    switch (word) {
      case 'true':
        return true;
      case 'false':
        return false;
      case 'null':
        return null;
      case 'undefined':
        return undefined;
      case 'NaN':
      case 'Infinity':
        return this.fail(`${word} cannot be sent in a query string: use a finite number.`, start);
      default:
        break;
    }
    this.skipTrivia();
    if (this.peek() === '(') {
      return this.fail(
        `Function calls such as ${word}(...) are not run here: write the value itself (a string, number, boolean, null, array or object).`,
        start,
      );
    }
    return this.fail(
      `"${word}" is not a value the builder understands. Put text in quotes ('${word}'); variables and expressions are not supported.`,
      start,
    );
  }

  private parseUnsignedNumber(): number {
    const start = this.pos;
    NUMBER_BODY.lastIndex = start;
    const match = NUMBER_BODY.exec(this.source);
    if (!match) {
      return this.fail(`Expected a number but found ${describeAt(this.source, start)}.`, start);
    }
    this.pos = start + match[0].length;
    const next = this.peek();
    if (next !== '' && (IDENTIFIER_PART.test(next) || next === '.')) {
      this.fail(
        `"${this.source.slice(start, this.pos + 1)}" is not a valid number. Put it in quotes if it is text.`,
        start,
      );
    }
    return Number(match[0]);
  }

  private parseNumber(): number {
    const start = this.pos;
    let sign = 1;
    const first = this.peek();
    if (first === '-' || first === '+') {
      sign = first === '-' ? -1 : 1;
      this.pos += 1;
      this.skipTrivia();
      if (this.source.startsWith('Infinity', this.pos)) {
        this.fail('Infinity cannot be sent in a query string: use a finite number.', start);
      }
    }
    if (this.peek() === '.' && this.source.startsWith('...', this.pos)) {
      this.fail('The spread syntax ("...") is not supported: write the values out in full.');
    }
    const value = this.parseUnsignedNumber();
    if (!Number.isFinite(value)) {
      this.fail('This number is too large to be sent in a query string.', start);
    }
    return sign * value;
  }

  private parseQuotedString(): string {
    const {source} = this;
    const quote = source[this.pos];
    const start = this.pos;
    this.pos += 1;
    let result = '';

    while (this.pos < source.length) {
      const char = source[this.pos];
      if (char === quote) {
        this.pos += 1;
        return result;
      }
      if (char === '\n' || char === '\r') {
        this.fail(
          `The string that starts at ${this.where(start)} is not closed before the end of the line: add ${quote}.`,
          start,
        );
      }
      if (char === '\\') {
        result += this.parseEscape();
        continue;
      }
      result += char;
      this.pos += 1;
    }

    return this.fail(
      `The string that starts at ${this.where(start)} is never closed: add ${quote}.`,
      start,
    );
  }

  private parseTemplateString(): string {
    const {source} = this;
    const start = this.pos;
    this.pos += 1;
    let result = '';

    while (this.pos < source.length) {
      const char = source[this.pos];
      if (char === '`') {
        this.pos += 1;
        return result;
      }
      if (char === '$' && source[this.pos + 1] === '{') {
        this.fail(
          'Inserting values with ${...} in a template literal is not supported: write the final text.',
        );
      }
      if (char === '\\') {
        result += this.parseEscape();
        continue;
      }
      if (char === '\r') {
        // Template literals normalise CRLF and CR to LF.
        result += '\n';
        this.pos += source[this.pos + 1] === '\n' ? 2 : 1;
        continue;
      }
      result += char;
      this.pos += 1;
    }

    return this.fail(
      `The template literal that starts at ${this.where(start)} is never closed: add \`.`,
      start,
    );
  }

  /** Reads one escape sequence starting at a backslash and returns the characters it stands for. */
  private parseEscape(): string {
    const {source} = this;
    const start = this.pos;
    const next = source[this.pos + 1];
    if (next === undefined) {
      return this.fail('The input ends in the middle of an escape sequence.', start);
    }

    if (next === '\r') {
      // Line continuation.
      this.pos += source[this.pos + 2] === '\n' ? 3 : 2;
      return '';
    }
    if (next === '\n' || next === '\u2028' || next === '\u2029') {
      this.pos += 2;
      return '';
    }

    if (next === 'x') {
      const hex = source.slice(this.pos + 2, this.pos + 4);
      if (!/^[0-9a-fA-F]{2}$/.test(hex)) {
        this.fail(
          'Invalid escape sequence: "\\x" must be followed by two hexadecimal digits.',
          start,
        );
      }
      this.pos += 4;
      return String.fromCharCode(parseInt(hex, 16));
    }

    if (next === 'u') {
      if (source[this.pos + 2] === '{') {
        const close = source.indexOf('}', this.pos + 3);
        const hex = close === -1 ? '' : source.slice(this.pos + 3, close);
        const codePoint = /^[0-9a-fA-F]{1,6}$/.test(hex) ? parseInt(hex, 16) : NaN;
        if (!(codePoint <= 0x10ffff)) {
          this.fail(
            'Invalid escape sequence: "\\u{...}" must hold a code point between 0 and 10FFFF.',
            start,
          );
        }
        this.pos = close + 1;
        return String.fromCodePoint(codePoint);
      }
      const hex = source.slice(this.pos + 2, this.pos + 6);
      if (!/^[0-9a-fA-F]{4}$/.test(hex)) {
        this.fail(
          'Invalid escape sequence: "\\u" must be followed by four hexadecimal digits.',
          start,
        );
      }
      this.pos += 6;
      return String.fromCharCode(parseInt(hex, 16));
    }

    if (next === '0' && /[0-9]/.test(source[this.pos + 2] ?? '')) {
      this.fail('Octal escape sequences are not supported: use "\\x" or "\\u" instead.', start);
    }
    if (/[1-9]/.test(next)) {
      this.fail('Octal escape sequences are not supported: use "\\x" or "\\u" instead.', start);
    }

    const simple = SIMPLE_ESCAPES[next];
    if (simple !== undefined) {
      this.pos += 2;
      return simple;
    }

    // Any other escaped character stands for itself (\' \" \\ \/ …).
    const codePoint = source.codePointAt(this.pos + 1) ?? 0;
    const char = String.fromCodePoint(codePoint);
    this.pos += 1 + char.length;
    return char;
  }

  private parseArray(): QueryValue[] {
    const start = this.pos;
    this.enter(start);
    this.pos += 1; // "["
    const result: QueryValue[] = [];

    for (;;) {
      this.skipTrivia();
      const char = this.peek();
      if (char === ']') {
        this.pos += 1;
        break;
      }
      if (char === '') {
        this.fail(`The array that starts at ${this.where(start)} is never closed: add "]".`);
      }
      if (char === ',') {
        this.fail(
          'Empty array slots (two commas in a row) are not supported: remove the extra comma.',
        );
      }

      result.push(this.parseValue());

      this.skipTrivia();
      const separator = this.peek();
      if (separator === ',') {
        this.pos += 1;
      } else if (separator === ']') {
        this.pos += 1;
        break;
      } else if (separator === '') {
        this.fail(`The array that starts at ${this.where(start)} is never closed: add "]".`);
      } else {
        this.fail(
          `Expected "," or "]" after an array item but found ${describeAt(this.source, this.pos)}. Check for a missing comma.`,
        );
      }
    }

    this.depth -= 1;
    return result;
  }

  private where(index: number): string {
    const {line, column} = locate(this.source, index);
    return `line ${line}, column ${column}`;
  }
}

/**
 * Parses the source of a JavaScript object literal without evaluating it.
 * Throws an Error whose message starts with the line and column of the problem.
 */
export function parseObjectLiteral(source: string): QueryObject {
  if (source.length > MAX_SOURCE_LENGTH) {
    throw new Error(
      `The parameters are too long (${source.length} characters; the limit is ${MAX_SOURCE_LENGTH}).`,
    );
  }
  try {
    return new ObjectLiteralParser(source).parse();
  } catch (error) {
    if (error instanceof ParseError) {
      const {line, column} = locate(source, error.index);
      throw new Error(`Line ${line}, column ${column}: ${error.message}`);
    }
    throw error;
  }
}

/**
 * Builds the URL for an endpoint and a query object written as JavaScript source.
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
