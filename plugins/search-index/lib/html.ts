/**
 * Splits the HTML of a built doc page into sections by heading, as the reader sees them: the page
 * title, then one section per heading that has an anchor (`<h2 id=…>` to `<h6 id=…>`), each with
 * the path of headings above it, its prose and its code.
 *
 * The input is Docusaurus's minified output (optional end tags left out, unquoted attributes), so
 * this is a small tokenizer rather than a tree builder: it only needs the content root, the
 * headings, the code blocks and the subtrees to leave out (navigation, buttons, icons, tab lists,
 * the "direct link" anchors). Anything it cannot make sense of throws a `PageParseError`.
 */

import {
  codeTitleMark,
  inlineCodeClose,
  inlineCodeMarks,
  inlineCodeOpen,
  inlineCodeSpans,
} from './indexData';

export interface ExtractedSection {
  /** Heading id, '' for the introduction before the first heading. */
  anchor: string;
  /** Heading text, '' for the introduction. */
  heading: string;
  /** Headings above this one (not including the page title), outermost first. */
  path: string[];
  /** Prose: one block (paragraph, list item, table cell…) per line. */
  text: string;
  /** Code blocks, one line of code per line, an empty line between two blocks. */
  code: string;
  /**
   * Where `text` quotes code inline (`<code>` outside a code block), as start and end offsets one
   * after the other; absent when it never does. Answers show those words as code.
   */
  codeSpans?: number[];
}

export interface ExtractedPage {
  title: string;
  sections: ExtractedSection[];
}

export class PageParseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PageParseError';
  }
}

/** Class of the element that holds a doc page's content (doc pages and API reference pages). */
const contentRootClass = 'theme-doc-markdown';

const voidElements = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
// Elements whose end tag HTML lets authors (and minifiers) leave out: never skipped by attribute,
// because their end cannot be found by counting.
const optionalEndElements = new Set([
  'li',
  'p',
  'td',
  'th',
  'tr',
  'thead',
  'tbody',
  'tfoot',
  'dt',
  'dd',
  'option',
  'colgroup',
  'caption',
  'rt',
  'rp',
  'optgroup',
]);
/**
 * Marks an element whose text is not the page's content, such as an availability badge
 * ("Enterprise", "Cloud Team"): kept out of the index so that it neither matches queries nor
 * starts an answer's sentence ("Enterprise Cloud Team: A review workflow is…").
 */
export const searchIgnoreAttribute = 'data-search-ignore';
// Subtrees that are chrome, not content.
const skippedElements = new Set([
  'script',
  'style',
  'svg',
  'math',
  'nav',
  'button',
  'footer',
  'noscript',
  'template',
  'select',
  'textarea',
  'iframe',
  'object',
  'canvas',
]);
const rawTextElements = new Set(['script', 'style', 'textarea', 'title']);
const blockElements = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
  'img',
]);

const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  rarr: '→',
  larr: '←',
  uarr: '↑',
  darr: '↓',
  harr: '↔',
  rArr: '⇒',
  lArr: '⇐',
  copy: '©',
  reg: '®',
  trade: '™',
  laquo: '«',
  raquo: '»',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  bull: '•',
  middot: '·',
  times: '×',
  divide: '÷',
  deg: '°',
  plusmn: '±',
  le: '≤',
  ge: '≥',
  ne: '≠',
  check: '✓',
  shy: '',
  zwj: '',
  zwnj: '',
  ensp: ' ',
  emsp: ' ',
  thinsp: ' ',
  sect: '§',
  para: '¶',
  euro: '€',
  pound: '£',
  yen: '¥',
  cent: '¢',
};

/** Decodes HTML character references (`&amp;`, `&#39;`, `&#x2192;`); unknown names are left as written. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(
    /&(#x[0-9a-fA-F]+|#[0-9]+|[a-zA-Z][a-zA-Z0-9]*);?/g,
    (match, body: string) => {
      if (body[0] === '#') {
        const codePoint =
          body[1] === 'x' || body[1] === 'X'
            ? parseInt(body.slice(2), 16)
            : parseInt(body.slice(1), 10);
        if (
          !Number.isFinite(codePoint) ||
          codePoint <= 0 ||
          codePoint > 0x10ffff ||
          (codePoint >= 0xd800 && codePoint <= 0xdfff)
        )
          return '\ufffd';
        return String.fromCodePoint(codePoint);
      }
      const decoded = namedEntities[body];
      return decoded === undefined ? match : decoded;
    },
  );
}

interface Attributes {
  [name: string]: string;
}

const attributePattern = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

/** Attributes of a start tag's inside (`a href=/x class="y z"`), names lowercased, values decoded. */
export function parseAttributes(source: string): Attributes {
  const attributes: Attributes = {};
  for (const match of source.matchAll(attributePattern)) {
    const name = match[1]!.toLowerCase();
    if (name in attributes) continue;
    attributes[name] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

type HtmlToken =
  | {type: 'open'; name: string; attributeSource: string; selfClosing: boolean; position: number}
  | {type: 'close'; name: string; position: number}
  | {type: 'text'; text: string; position: number};

/** Start tags, end tags and text of `html` from `from`; comments, doctypes and raw-text element bodies are skipped. */
function* htmlTokens(html: string, from: number): Generator<HtmlToken> {
  let position = from;
  const length = html.length;
  while (position < length) {
    const lt = html.indexOf('<', position);
    if (lt === -1) {
      yield {type: 'text', text: html.slice(position), position};
      return;
    }
    if (lt > position) yield {type: 'text', text: html.slice(position, lt), position};
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      position = end === -1 ? length : end + 3;
      continue;
    }
    if (html[lt + 1] === '!' || html[lt + 1] === '?') {
      const end = html.indexOf('>', lt);
      position = end === -1 ? length : end + 1;
      continue;
    }
    const closing = html[lt + 1] === '/';
    const nameMatch = /^[a-zA-Z][a-zA-Z0-9-]*/.exec(html.slice(lt + (closing ? 2 : 1), lt + 40));
    if (!nameMatch) {
      // A lone `<` in text.
      yield {type: 'text', text: '<', position: lt};
      position = lt + 1;
      continue;
    }
    const name = nameMatch[0].toLowerCase();
    const end = findTagEnd(html, lt + 1 + nameMatch[0].length);
    if (end === -1)
      throw new PageParseError(`unterminated <${closing ? '/' : ''}${name}> tag at offset ${lt}`);
    if (closing) {
      yield {type: 'close', name, position: lt};
      position = end + 1;
      continue;
    }
    const inside = html.slice(lt + 1 + nameMatch[0].length, end);
    const selfClosing = /(^|[\s"'])\/$/.test(inside);
    yield {
      type: 'open',
      name,
      attributeSource: selfClosing ? inside.slice(0, -1) : inside,
      selfClosing,
      position: lt,
    };
    position = end + 1;
    if (rawTextElements.has(name) && !selfClosing) {
      const closePattern = new RegExp(`</${name}[\\s>]`, 'ig');
      closePattern.lastIndex = position;
      const closeMatch = closePattern.exec(html);
      if (!closeMatch) throw new PageParseError(`<${name}> at offset ${lt} is never closed`);
      position = closeMatch.index;
    }
  }
}

/** Index of the `>` that ends the tag whose attributes start at `from`, honouring quoted values. */
function findTagEnd(html: string, from: number): number {
  let quote: string | null = null;
  for (let index = from; index < html.length; index += 1) {
    const char = html[index];
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") {
      // Only a quote that opens an attribute value counts (`a=""`), not one inside an unquoted value.
      if (html[index - 1] === '=' || /\s/.test(html[index - 1] ?? '')) quote = char;
    } else if (char === '>') {
      return index;
    }
  }
  return -1;
}

function hasClass(attributes: Attributes, className: string): boolean {
  const value = attributes.class;
  return value !== undefined && value.split(/\s+/).includes(className);
}

function isSkipped(name: string, attributeSource: string): boolean {
  if (skippedElements.has(name)) return true;
  if (optionalEndElements.has(name) || voidElements.has(name)) return false;
  // Most tags carry none of the attributes that matter: avoid parsing them.
  if (
    !attributeSource.includes('aria-hidden') &&
    !attributeSource.includes('tablist') &&
    !attributeSource.includes('hash-link') &&
    !attributeSource.includes(searchIgnoreAttribute)
  )
    return false;
  const attributes = parseAttributes(attributeSource);
  if (attributes['aria-hidden'] === 'true') return true;
  if (searchIgnoreAttribute in attributes) return true;
  if (attributes.role === 'tablist') return true;
  return name === 'a' && hasClass(attributes, 'hash-link');
}

/** Collapses runs of spaces and drops the zero-width characters Docusaurus puts in anchors. */
function cleanLine(line: string): string {
  return line
    .replace(/\u200b|\u200c|\u200d|\ufeff/g, '')
    .replace(/[ \t\r\f\v\u00a0]+/g, ' ')
    .trim();
}

function joinLines(lines: string[]): string {
  return lines
    .map(cleanLine)
    .filter((line) => line.replace(inlineCodeMarks, '').trim() !== '')
    .join('\n');
}

interface SectionBuilder {
  anchor: string;
  heading: string;
  level: number;
  path: string[];
  text: string[];
  code: string[];
}

/** Marks where a code block starts among a section's code lines (`joinCodeBlocks`). */
const codeBlockBreak = '\u0000';

/**
 * A section's code as indexed: its lines without blank ones (they only cost bytes), and an empty
 * line between two code blocks, so that an answer can show one block (the request, not the
 * request, its JavaScript twin and the response run together).
 */
function joinCodeBlocks(lines: string[]): string {
  const blocks: string[][] = [[]];
  for (const line of lines) {
    if (line === codeBlockBreak) {
      if (blocks.at(-1)!.length > 0) blocks.push([]);
      continue;
    }
    const cleaned = line.replace(/[\u200b\ufeff]/g, '').replace(/\s+$/, '');
    if (cleaned.trim() !== '') blocks.at(-1)!.push(cleaned);
  }
  return blocks
    .filter((block) => block.length > 0)
    .map((block) => block.join('\n'))
    .join('\n\n');
}

/**
 * Sections of a built doc page. `page` names the page in error messages.
 * Throws a `PageParseError` when the page has no content root, when the root is not closed, or
 * when it has no title.
 */
export function extractPage(html: string, page: string): ExtractedPage {
  try {
    return extract(html);
  } catch (error) {
    if (error instanceof PageParseError)
      throw new PageParseError(`cannot parse ${page}: ${error.message}`);
    throw error;
  }
}

function extract(html: string): ExtractedPage {
  const rootMatch = new RegExp(
    `<div[^>]*class=(?:"[^"]*\\b${contentRootClass}\\b[^"]*"|${contentRootClass}[\\s>])`,
  ).exec(html);
  if (!rootMatch)
    throw new PageParseError(
      `no element with class "${contentRootClass}" (the doc content) was found`,
    );

  let title = '';
  const sections: SectionBuilder[] = [
    {anchor: '', heading: '', level: 1, path: [], text: [''], code: []},
  ];
  const headingStack: Array<{level: number; heading: string}> = [];
  let current = sections[0]!;

  let divDepth = 0;
  let closed = false;
  // Name and nesting depth of the subtree being skipped, if any.
  let skipName: string | null = null;
  let skipDepth = 0;
  let preDepth = 0;
  // Inside a code block's title ("./config/middlewares.js"): the div depth it opened at, else 0.
  // The title is the first line of its block's code, not prose: read as prose, it opened the next
  // sentence ("./config/middlewares.js (cors entry): The v4 enabled option…").
  let codeTitleDepth = 0;
  let blockOpenedByTitle = false;
  // The heading being read: its level, id and text so far.
  let openHeading: {level: number; id: string | undefined; text: string[]} | null = null;

  const newLine = () => {
    if (openHeading) return;
    if (preDepth > 0 || codeTitleDepth > 0) current.code.push('');
    else if (current.text[current.text.length - 1] !== '') current.text.push('');
  };
  const append = (text: string) => {
    if (openHeading) {
      openHeading.text.push(text);
      return;
    }
    const lines = preDepth > 0 || codeTitleDepth > 0 ? current.code : current.text;
    if (lines.length === 0) lines.push('');
    lines[lines.length - 1] += text;
  };

  for (const token of htmlTokens(html, rootMatch.index)) {
    if (skipName !== null) {
      if (token.type === 'open' && token.name === skipName && !token.selfClosing) skipDepth += 1;
      else if (token.type === 'close' && token.name === skipName) {
        skipDepth -= 1;
        if (skipDepth === 0) skipName = null;
      }
      continue;
    }

    if (token.type === 'text') {
      const text = decodeEntities(preDepth > 0 ? token.text : token.text.replace(/\s+/g, ' '));
      if (preDepth > 0) {
        const [first, ...rest] = text.split('\n');
        append(first!);
        for (const line of rest) {
          newLine();
          append(line);
        }
      } else {
        append(text);
      }
      continue;
    }

    if (token.type === 'open') {
      const {name, attributeSource, selfClosing} = token;
      if (isSkipped(name, attributeSource)) {
        if (!selfClosing && !voidElements.has(name)) {
          skipName = name;
          skipDepth = 1;
        }
        continue;
      }
      if (name === 'div' && !selfClosing) {
        divDepth += 1;
        if (
          preDepth === 0 &&
          codeTitleDepth === 0 &&
          !openHeading &&
          /\bcodeBlockTitle/.test(attributeSource)
        ) {
          codeTitleDepth = divDepth;
          current.code.push(codeBlockBreak);
          newLine();
          append(codeTitleMark);
          blockOpenedByTitle = true;
          continue;
        }
      }
      const headingLevel = /^h([1-6])$/.exec(name);
      if (headingLevel && !selfClosing) {
        const level = Number(headingLevel[1]);
        if (openHeading) throw new PageParseError(`<${name}> opened inside another heading`);
        // A heading inside a code block (API pages put the endpoint path in one) is code.
        if (preDepth === 0) {
          openHeading = {
            level,
            id: attributeSource.includes('id') ? parseAttributes(attributeSource).id : undefined,
            text: [],
          };
          continue;
        }
      }
      if (name === 'code' && preDepth === 0 && !openHeading && !selfClosing) {
        append(inlineCodeOpen);
        continue;
      }
      if (name === 'pre') {
        if (preDepth === 0 && !openHeading && !blockOpenedByTitle)
          current.code.push(codeBlockBreak);
        blockOpenedByTitle = false;
        preDepth += 1;
        newLine();
        continue;
      }
      if (blockElements.has(name)) newLine();
      continue;
    }

    // Close tag.
    const {name} = token;
    if (openHeading && /^h[1-6]$/.test(name)) {
      const text = cleanLine(openHeading.text.join(''));
      const {level, id} = openHeading;
      openHeading = null;
      if (level === 1) {
        if (!title) title = text;
      } else if (id && text) {
        while (headingStack.length > 0 && headingStack[headingStack.length - 1]!.level >= level)
          headingStack.pop();
        current = {
          anchor: id,
          heading: text,
          level,
          path: headingStack.map((entry) => entry.heading),
          text: [''],
          code: [],
        };
        sections.push(current);
        headingStack.push({level, heading: text});
      } else if (text) {
        // A heading without an anchor (a card title) cannot be linked to: it stays in its section.
        newLine();
        append(text);
        newLine();
      }
      continue;
    }
    if (name === 'pre' && preDepth > 0) {
      preDepth -= 1;
      newLine();
      continue;
    }
    if (name === 'code' && preDepth === 0 && !openHeading) {
      append(inlineCodeClose);
      continue;
    }
    if (name === 'div') {
      if (codeTitleDepth > 0 && divDepth === codeTitleDepth) codeTitleDepth = 0;
      divDepth -= 1;
      if (divDepth === 0) {
        closed = true;
        break;
      }
      continue;
    }
    if (blockElements.has(name)) newLine();
  }

  if (!closed)
    throw new PageParseError(
      `the "${contentRootClass}" element is never closed (truncated or malformed HTML)`,
    );
  if (openHeading) throw new PageParseError('a heading is never closed');
  if (!title) throw new PageParseError('the page has no <h1> title');

  return {
    title,
    sections: sections.map((section) => {
      const {text, codeSpans} = inlineCodeSpans(joinLines(section.text));
      return {
        anchor: section.anchor,
        heading: section.heading,
        path: section.path,
        text,
        code: joinCodeBlocks(section.code),
        ...(codeSpans.length > 0 ? {codeSpans} : {}),
      };
    }),
  };
}
