/**
 * A token scan of the query object's source, run before JSON5 reads it.
 *
 * JSON5 is the part of JavaScript that query objects use, minus four forms a reader copies from
 * code and that mean something well defined there: a value `undefined` (qs leaves it out of the
 * query string), a number as property name (`1:` is the key "1"), a template literal without
 * `${}` (plain text) and a `;` after the object (the end of a statement). The scan rewrites those
 * four into JSON5 and keeps a map back to the reader's text, so every error still points at the
 * reader's line and column. It never evaluates anything, and it stops at the first token it does
 * not understand: JSON5 then reports that token.
 *
 * The same scan tells the error messages where the reader was: the innermost open object or array
 * (and its last property), or the string, template literal or comment left open at the end.
 */

/** An object or array open at some point of the source. */
export interface OpenContainer {
  kind: 'object' | 'array';
  /** Index of its `{` or `[`. */
  start: number;
  /** The last property name read in an object (for "after the value of …"). */
  lastKey: string | undefined;
}

/** What surrounds an index of the source. */
export interface ScanContext {
  /** Innermost object or array open at the index, if any. */
  container: OpenContainer | undefined;
  /** The string, template literal or block comment still open at the end of the input. */
  unclosed: {kind: 'string' | 'template' | 'comment'; start: number; quote: string} | undefined;
}

/** The source rewritten for JSON5, with what the rewrite needs undone or mapped back. */
export interface Json5Source {
  text: string;
  /** String value standing for `undefined` (a reviver turns it back; it is unguessable). */
  undefinedMarker: string;
  /** Index in `text` → index in the reader's source. */
  toSourceIndex: (index: number) => number;
}

interface Edit {
  start: number;
  end: number;
  /** The JSON5 text, or null for `undefined` (replaced by the marker string). */
  replacement: string | null;
}

/** The previous significant token: where the scan is in the grammar. */
type Previous = 'start' | '{' | '[' | ',' | ':' | 'key' | 'value';

const IDENTIFIER = /[\\\p{ID_Start}$_][\\\p{ID_Continue}$_\u200C\u200D]*/uy;
const NUMBER =
  /[+-]?(?:0[xXoObB][0-9a-fA-F_]*|[0-9_]*\.?[0-9_]*(?:[eE][+-]?[0-9_]*)?)[\p{ID_Continue}$]*/uy;

function tokenAt(pattern: RegExp, source: string, index: number): string {
  pattern.lastIndex = index;
  return pattern.exec(source)?.[0] ?? '';
}

/** The text of a template literal's body as a JSON5 double-quoted string (same escapes). */
function templateAsString(body: string): string {
  let out = '"';
  for (let i = 0; i < body.length; i += 1) {
    const char = body.charAt(i);
    if (char === '\\') {
      out += body.slice(i, i + 2);
      i += 1;
    } else if (char === '"') {
      out += '\\"';
    } else if (char === '\r') {
      // Template literals normalise CRLF and CR to LF.
      out += '\\n';
      if (body.charAt(i + 1) === '\n') i += 1;
    } else if (char === '\n') {
      out += '\\n';
    } else {
      out += char;
    }
  }
  return `${out}"`;
}

/** A string literal's value, for naming a property in a message (undefined when unreadable). */
function quotedKey(literal: string): string {
  return literal.slice(1, -1).replace(/\\(.)/g, '$1');
}

/**
 * The index of the quote that closes the string or template literal opening at `start` (the
 * source's length or more when none does), and whether a template holds a `${}` substitution.
 */
function closingQuote(source: string, start: number): {end: number; hasSubstitution: boolean} {
  const quote = source.charAt(start);
  let hasSubstitution = false;
  let i = start + 1;
  while (i < source.length && source.charAt(i) !== quote) {
    if (quote === '`' && source.startsWith('${', i)) hasSubstitution = true;
    i += source.charAt(i) === '\\' ? 2 : 1;
  }
  return {end: i, hasSubstitution};
}

/**
 * The scan's state: the rewrites so far, the open objects and arrays, the previous significant
 * token and the index reached. Each `read…` method takes one token at `index` and returns false
 * when the scan must stop there.
 */
class SourceScanner {
  readonly edits: Edit[] = [];
  unclosed: ScanContext['unclosed'];
  index = 0;
  private readonly source: string;
  private readonly stack: OpenContainer[] = [];
  private previous: Previous = 'start';
  private closedTopLevel = false;

  constructor(source: string) {
    this.source = source;
  }

  top(): OpenContainer | undefined {
    return this.stack[this.stack.length - 1];
  }

  private atKey(): boolean {
    return this.top()?.kind === 'object' && (this.previous === '{' || this.previous === ',');
  }

  private atValue(): boolean {
    return (
      this.previous === ':' ||
      (this.top()?.kind === 'array' && (this.previous === '[' || this.previous === ','))
    );
  }

  /** Reads the token at `index`, whatever it is; false when the scan stops there. */
  readToken(): boolean {
    const {source, index} = this;
    const char = source.charAt(index);
    if (/\s/u.test(char)) return this.skip(1);
    if (source.startsWith('//', index)) return this.skipLineComment();
    if (source.startsWith('/*', index)) return this.skipBlockComment();
    if (char === '"' || char === "'" || char === '`') return this.readQuoted();
    if (char === '{' || char === '[') return this.readOpening(char);
    if (char === '}' || char === ']') return this.readClosing(char);
    if (char === ':' || char === ',') {
      this.previous = char;
      return this.skip(1);
    }
    if (char === ';' && this.closedTopLevel && this.stack.length === 0)
      return this.blankStatementEnd();
    if (/[0-9.+-]/.test(char)) return this.readNumber();
    if (/[\p{ID_Start}$_\\]/u.test(char)) return this.readIdentifier();
    return false;
  }

  private skip(length: number): boolean {
    this.index += length;
    return true;
  }

  private skipLineComment(): boolean {
    const end = this.source.slice(this.index).search(/[\n\r\u2028\u2029]/);
    this.index = end === -1 ? this.source.length : this.index + end;
    return true;
  }

  private skipBlockComment(): boolean {
    const end = this.source.indexOf('*/', this.index + 2);
    if (end === -1) {
      this.unclosed = {kind: 'comment', start: this.index, quote: '*/'};
      return false;
    }
    this.index = end + 2;
    return true;
  }

  /** A string or template literal: a key or a value; a plain template value becomes a string. */
  private readQuoted(): boolean {
    const start = this.index;
    const quote = this.source.charAt(start);
    const {end, hasSubstitution} = closingQuote(this.source, start);
    this.index = end;
    if (end >= this.source.length) {
      this.unclosed = {kind: quote === '`' ? 'template' : 'string', start, quote};
      return false;
    }
    this.index = end + 1;
    if (quote === '`') {
      // Only plain text in a value; JSON5 reports the others (explained by the caller).
      if (hasSubstitution || !this.atValue()) return false;
      this.edits.push({
        start,
        end: this.index,
        replacement: templateAsString(this.source.slice(start + 1, end)),
      });
    }
    if (this.atKey()) this.readKey(quotedKey(this.source.slice(start, this.index)));
    else this.previous = 'value';
    return true;
  }

  private readKey(name: string): void {
    this.top()!.lastKey = name;
    this.previous = 'key';
  }

  private readOpening(char: '{' | '['): boolean {
    if (this.previous === 'value' || this.previous === 'key') return false;
    this.stack.push({
      kind: char === '{' ? 'object' : 'array',
      start: this.index,
      lastKey: undefined,
    });
    this.previous = char;
    return this.skip(1);
  }

  private readClosing(char: '}' | ']'): boolean {
    if (this.top()?.kind !== (char === '}' ? 'object' : 'array')) return false;
    this.stack.pop();
    this.previous = 'value';
    this.closedTopLevel = this.stack.length === 0;
    return this.skip(1);
  }

  /** A statement's end after the object: blanked once, anything after it is still an error. */
  private blankStatementEnd(): boolean {
    this.edits.push({start: this.index, end: this.index + 1, replacement: ' '});
    this.closedTopLevel = false;
    return this.skip(1);
  }

  private readNumber(): boolean {
    const token = tokenAt(NUMBER, this.source, this.index) || this.source.charAt(this.index);
    const key = Number(token);
    if (this.atKey() && /^[0-9.]/.test(token) && Number.isFinite(key)) {
      // `1: …` and `0x1F: …` are the keys "1" and "31" in JavaScript.
      this.edits.push({
        start: this.index,
        end: this.index + token.length,
        replacement: JSON.stringify(String(key)),
      });
      this.readKey(String(key));
    } else {
      this.previous = 'value';
    }
    return this.skip(token.length);
  }

  /** A bare property name, or a value word (`undefined` in a value is rewritten). */
  private readIdentifier(): boolean {
    const token = tokenAt(IDENTIFIER, this.source, this.index);
    if (this.atKey()) {
      this.readKey(token);
    } else {
      if (token === 'undefined' && this.atValue()) {
        this.edits.push({start: this.index, end: this.index + token.length, replacement: null});
      }
      this.previous = 'value';
    }
    return this.skip(token.length);
  }
}

/**
 * Scans `source` up to `until` (its end by default). Returns the rewrites of the four JavaScript
 * forms and the context at the point where the scan stopped.
 */
function scan(source: string, until = source.length): {edits: Edit[]; context: ScanContext} {
  const scanner = new SourceScanner(source);
  while (scanner.index < until && scanner.readToken());
  return {
    edits: scanner.edits,
    context: {
      container: scanner.top(),
      unclosed: until >= source.length ? scanner.unclosed : undefined,
    },
  };
}

/** A value no reader types: stands for `undefined` in the text given to JSON5. */
function makeUndefinedMarker(): string {
  const bytes = new Uint8Array(12);
  globalThis.crypto.getRandomValues(bytes);
  return `\uE000undefined:${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** The reader's source as JSON5 text (see the module comment), with a map back to it. */
export function toJson5Source(source: string): Json5Source {
  const undefinedMarker = makeUndefinedMarker();
  const {edits} = scan(source);
  let text = '';
  let from = 0;
  // [start in text, end in text, start in source, end in source] of each rewritten token.
  const spans: Array<[number, number, number, number]> = [];
  for (const edit of edits) {
    text += source.slice(from, edit.start);
    const replacement = edit.replacement ?? JSON.stringify(undefinedMarker);
    spans.push([text.length, text.length + replacement.length, edit.start, edit.end]);
    text += replacement;
    from = edit.end;
  }
  text += source.slice(from);
  const toSourceIndex = (index: number): number => {
    let shift = 0;
    for (const [textStart, textEnd, sourceStart, sourceEnd] of spans) {
      if (index < textStart) break;
      // Inside a rewritten token: the token's start in the reader's text.
      if (index < textEnd) return sourceStart;
      shift = sourceEnd - textEnd;
    }
    return index + shift;
  };
  return {text, undefinedMarker, toSourceIndex};
}

/** The innermost open object or array at `index`, or what is left open at the end. */
export function contextAt(source: string, index: number): ScanContext {
  return scan(source, index).context;
}
