/**
 * A small scanner for the JSX tags of MDX prose: finds `<Name …>`, `</Name>` and `<Name … />`
 * outside inline code, with string, expression and boolean attributes, across lines.
 * It does not build a tree: callers replace tags one by one and keep the children in place.
 */

export type JsxAttributeValue = string | true | {expression: string};

export interface JsxTag {
  name: string;
  attributes: Record<string, JsxAttributeValue>;
  kind: 'open' | 'close' | 'self-closing';
  start: number;
  end: number;
  raw: string;
}

const nameStart = /[A-Za-z]/;
const nameChar = /[\w.:-]/;
const attributeNameChar = /[\w.:-]/;

/** Index just after the expression that starts at `start` (a `{`), or -1. */
export function skipExpression(text: string, start: number): number {
  let depth = 0;
  let i = start;
  while (i < text.length) {
    const char = text[i]!;
    if (char === '"' || char === "'" || char === '`') {
      const close = findStringEnd(text, i);
      if (close === -1) return -1;
      i = close + 1;
      continue;
    }
    if (char === '{') depth += 1;
    if (char === '}') {
      depth -= 1;
      if (depth === 0) return i + 1;
    }
    i += 1;
  }
  return -1;
}

function findStringEnd(text: string, start: number): number {
  const quote = text[start];
  for (let i = start + 1; i < text.length; i += 1) {
    if (text[i] === '\\') {
      i += 1;
      continue;
    }
    if (text[i] === quote) return i;
  }
  return -1;
}

/** Parses the tag starting at `start` (a `<`), or returns null when it is not a tag. */
export function parseTag(text: string, start: number): JsxTag | null {
  let i = start + 1;
  let kind: JsxTag['kind'] = 'open';
  if (text[i] === '/') {
    kind = 'close';
    i += 1;
  }
  if (!nameStart.test(text[i] ?? '')) return null;
  let name = '';
  while (i < text.length && nameChar.test(text[i]!)) name += text[i++];
  const attributes: Record<string, JsxAttributeValue> = {};
  let closed = false;
  while (i < text.length) {
    while (/\s/.test(text[i] ?? '')) i += 1;
    const char = text[i];
    if (char === undefined) return null;
    if (char === '>') {
      i += 1;
      closed = true;
      break;
    }
    if (char === '/' && text[i + 1] === '>') {
      if (kind === 'close') return null;
      kind = 'self-closing';
      i += 2;
      closed = true;
      break;
    }
    if (kind === 'close') return null;
    if (char === '{') {
      // Spread attribute: {...props}
      const end = skipExpression(text, i);
      if (end === -1) return null;
      i = end;
      continue;
    }
    let attribute = '';
    while (i < text.length && attributeNameChar.test(text[i]!)) attribute += text[i++];
    if (attribute === '') return null;
    while (/[ \t]/.test(text[i] ?? '')) i += 1;
    if (text[i] !== '=') {
      attributes[attribute] = true;
      continue;
    }
    i += 1;
    while (/\s/.test(text[i] ?? '')) i += 1;
    const quote = text[i];
    if (quote === '"' || quote === "'") {
      const end = findStringEnd(text, i);
      if (end === -1) return null;
      attributes[attribute] = text.slice(i + 1, end);
      i = end + 1;
    } else if (quote === '{') {
      const end = skipExpression(text, i);
      if (end === -1) return null;
      attributes[attribute] = literalOrExpression(text.slice(i + 1, end - 1).trim());
      i = end;
    } else {
      return null;
    }
  }
  if (!closed) return null;
  return {name, attributes, kind, start, end: i, raw: text.slice(start, i)};
}

/** `{'text'}`, `{"text"}` and `{`text`}` (without `${`) are plain strings. */
function literalOrExpression(expression: string): JsxAttributeValue {
  const match = /^(['"`])([\s\S]*)\1$/.exec(expression);
  if (match && !(match[1] === '`' && match[2]!.includes('${')))
    return match[2]!.replace(/\\(['"`\\])/g, '$1');
  return {expression};
}

/** Spans of inline code in a piece of prose: [start, end) pairs, backtick runs matched by length. */
export function inlineCodeSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  let i = 0;
  while (i < text.length) {
    if (text[i] === '\\') {
      i += 2;
      continue;
    }
    if (text[i] !== '`') {
      i += 1;
      continue;
    }
    let run = 0;
    while (text[i + run] === '`') run += 1;
    const closeAt = findBacktickRun(text, i + run, run);
    if (closeAt === -1) {
      i += run;
      continue;
    }
    spans.push([i, closeAt + run]);
    i = closeAt + run;
  }
  return spans;
}

function findBacktickRun(text: string, from: number, length: number): number {
  let i = from;
  while (i < text.length) {
    if (text[i] !== '`') {
      i += 1;
      continue;
    }
    let run = 0;
    while (text[i + run] === '`') run += 1;
    if (run === length) return i;
    i += run;
  }
  return -1;
}

/**
 * Calls `replace` for every JSX tag of `text` outside inline code and splices in what it returns
 * (`null` keeps the tag as written).
 */
export function replaceTags(
  text: string,
  replace: (tag: JsxTag, text: string) => string | null,
): string {
  const codeSpans = inlineCodeSpans(text);
  let output = '';
  let i = 0;
  let span = 0;
  while (i < text.length) {
    const code = codeSpans[span];
    if (code && i === code[0]) {
      output += text.slice(code[0], code[1]);
      i = code[1];
      span += 1;
      continue;
    }
    if (text[i] === '<') {
      const tag = parseTag(text, i);
      if (tag && (!code || tag.end <= code[0])) {
        const replacement = replace(tag, text);
        output += replacement ?? tag.raw;
        i = tag.end;
        continue;
      }
    }
    output += text[i];
    i += 1;
  }
  return output;
}
