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
 * Scans `source` up to `until` (its end by default). Returns the rewrites of the four JavaScript
 * forms and the context at the point where the scan stopped.
 */
function scan(source: string, until = source.length): {edits: Edit[]; context: ScanContext} {
  const edits: Edit[] = [];
  const stack: OpenContainer[] = [];
  let previous: Previous = 'start';
  let closedTopLevel = false;
  let unclosed: ScanContext['unclosed'];
  let i = 0;
  const top = (): OpenContainer | undefined => stack[stack.length - 1];
  const atKey = (): boolean => top()?.kind === 'object' && (previous === '{' || previous === ',');
  const atValue = (): boolean =>
    previous === ':' || (top()?.kind === 'array' && (previous === '[' || previous === ','));

  while (i < until) {
    const char = source.charAt(i);
    if (/\s/u.test(char)) {
      i += 1;
    } else if (source.startsWith('//', i)) {
      const end = source.slice(i).search(/[\n\r\u2028\u2029]/);
      i = end === -1 ? source.length : i + end;
    } else if (source.startsWith('/*', i)) {
      const end = source.indexOf('*/', i + 2);
      if (end === -1) {
        unclosed = {kind: 'comment', start: i, quote: '*/'};
        break;
      }
      i = end + 2;
    } else if (char === '"' || char === "'" || char === '`') {
      const start = i;
      let hasSubstitution = false;
      i += 1;
      while (i < source.length && source.charAt(i) !== char) {
        if (char === '`' && source.startsWith('${', i)) hasSubstitution = true;
        i += source.charAt(i) === '\\' ? 2 : 1;
      }
      if (i >= source.length) {
        unclosed = {kind: char === '`' ? 'template' : 'string', start, quote: char};
        break;
      }
      i += 1;
      if (char === '`') {
        // Only plain text in a value; JSON5 reports the others (explained by the caller).
        if (hasSubstitution || !atValue()) break;
        edits.push({start, end: i, replacement: templateAsString(source.slice(start + 1, i - 1))});
      }
      if (atKey()) {
        top()!.lastKey = quotedKey(source.slice(start, i));
        previous = 'key';
      } else {
        previous = 'value';
      }
    } else if (char === '{' || char === '[') {
      if (previous === 'value' || previous === 'key') break;
      stack.push({kind: char === '{' ? 'object' : 'array', start: i, lastKey: undefined});
      previous = char;
      i += 1;
    } else if (char === '}' || char === ']') {
      if (top()?.kind !== (char === '}' ? 'object' : 'array')) break;
      stack.pop();
      previous = 'value';
      closedTopLevel = stack.length === 0;
      i += 1;
    } else if (char === ':' || char === ',') {
      previous = char;
      i += 1;
    } else if (char === ';' && closedTopLevel && stack.length === 0) {
      // A statement's end after the object: blanked once, anything after it is still an error.
      edits.push({start: i, end: i + 1, replacement: ' '});
      closedTopLevel = false;
      i += 1;
    } else if (/[0-9.+-]/.test(char)) {
      const token = tokenAt(NUMBER, source, i) || char;
      const key = Number(token);
      if (atKey() && /^[0-9.]/.test(token) && Number.isFinite(key)) {
        // `1: …` and `0x1F: …` are the keys "1" and "31" in JavaScript.
        edits.push({start: i, end: i + token.length, replacement: JSON.stringify(String(key))});
        top()!.lastKey = String(key);
        previous = 'key';
      } else {
        previous = 'value';
      }
      i += token.length;
    } else if (/[\p{ID_Start}$_\\]/u.test(char)) {
      const token = tokenAt(IDENTIFIER, source, i);
      if (atKey()) {
        top()!.lastKey = token;
        previous = 'key';
      } else {
        if (token === 'undefined' && atValue()) {
          edits.push({start: i, end: i + token.length, replacement: null});
        }
        previous = 'value';
      }
      i += token.length;
    } else {
      break;
    }
  }
  return {
    edits,
    context: {container: top(), unclosed: until >= source.length ? unclosed : undefined},
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
