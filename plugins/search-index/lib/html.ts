/**
 * Splits the HTML of a built doc page into sections by heading, as the reader sees them: the page
 * title, then one section per heading that has an anchor (`<h2 id=…>` to `<h6 id=…>`), each with
 * the path of headings above it, its prose and its code.
 *
 * The HTML is read by htmlparser2, which copes with Docusaurus's minified output (optional end
 * tags left out, unquoted attributes) and decodes character references; this module only decides
 * what each element means for the index: the content root, the headings, the code blocks and the
 * subtrees to leave out (navigation, buttons, icons, tab lists, the "direct link" anchors). A page
 * whose content root is missing, never closed or without a title throws a `PageParseError`.
 */

import {Parser} from 'htmlparser2';

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

type Attributes = Record<string, string>;

function hasClass(attributes: Attributes, className: string): boolean {
  return (attributes.class ?? '').split(/\s+/).includes(className);
}

/** An element whose subtree is chrome, not content. */
function isSkipped(name: string, attributes: Attributes): boolean {
  if (skippedElements.has(name)) return true;
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

/** What an open element means for the index, decided when it opens and acted on when it closes. */
type FrameKind =
  'root' | 'skipped' | 'heading' | 'pre' | 'inlineCode' | 'codeTitle' | 'block' | 'div' | 'inline';

/** The heading being read: its level, id and text so far. */
interface OpenHeading {
  level: number;
  id: string | undefined;
  text: string[];
}

/** Reads the parser's events inside the content root into sections. */
class SectionReader {
  title = '';
  readonly sections: SectionBuilder[] = [
    {anchor: '', heading: '', level: 1, path: [], text: [''], code: []},
  ];
  /** Whether the content root's end tag was read. */
  rootClosed = false;
  private current = this.sections[0]!;
  private readonly headingStack: Array<{level: number; heading: string}> = [];
  private readonly frames: FrameKind[] = [];
  /** Elements open inside a subtree being left out, that subtree's own element included. */
  private skipDepth = 0;
  private preDepth = 0;
  // Inside a code block's title ("./config/middlewares.js"): the title is the first line of its
  // block's code, not prose: read as prose, it opened the next sentence.
  private codeTitleDepth = 0;
  private blockOpenedByTitle = false;
  private openHeading: OpenHeading | null = null;

  private get inCode(): boolean {
    return this.preDepth > 0 || this.codeTitleDepth > 0;
  }

  private newLine(): void {
    if (this.openHeading) return;
    if (this.inCode) this.current.code.push('');
    else if (this.current.text.at(-1) !== '') this.current.text.push('');
  }

  private append(text: string): void {
    if (this.openHeading) {
      this.openHeading.text.push(text);
      return;
    }
    const lines = this.inCode ? this.current.code : this.current.text;
    if (lines.length === 0) lines.push('');
    lines[lines.length - 1] += text;
  }

  text(text: string): void {
    if (this.rootClosed || this.skipDepth > 0 || this.frames.length === 0) return;
    if (this.preDepth === 0) {
      this.append(text.replace(/\s+/g, ' '));
      return;
    }
    const [first, ...rest] = text.replace(/\u00a0/g, ' ').split('\n');
    this.append(first!);
    for (const line of rest) {
      this.newLine();
      this.append(line);
    }
  }

  open(name: string, attributes: Attributes): void {
    if (this.rootClosed) return;
    if (this.skipDepth > 0 || isSkipped(name, attributes)) {
      this.skipDepth += 1;
      this.frames.push('skipped');
      return;
    }
    this.frames.push(this.frames.length === 0 ? 'root' : this.openElement(name, attributes));
  }

  /** Acts on an element's start inside the root, and says what its end must do. */
  private openElement(name: string, attributes: Attributes): FrameKind {
    if (name === 'div' && this.startsCodeTitle(attributes)) {
      this.codeTitleDepth += 1;
      this.current.code.push(codeBlockBreak);
      this.newLine();
      this.append(codeTitleMark);
      this.blockOpenedByTitle = true;
      return 'codeTitle';
    }
    const headingLevel = /^h([1-6])$/.exec(name);
    // A heading inside a code block (API pages put the endpoint path in one) is code.
    if (headingLevel && this.preDepth === 0) {
      if (this.openHeading) throw new PageParseError(`<${name}> opened inside another heading`);
      this.openHeading = {level: Number(headingLevel[1]), id: attributes.id, text: []};
      return 'heading';
    }
    if (name === 'code' && this.preDepth === 0 && !this.openHeading) {
      this.append(inlineCodeOpen);
      return 'inlineCode';
    }
    if (name === 'pre') {
      if (this.preDepth === 0 && !this.openHeading && !this.blockOpenedByTitle)
        this.current.code.push(codeBlockBreak);
      this.blockOpenedByTitle = false;
      this.preDepth += 1;
      this.newLine();
      return 'pre';
    }
    if (!blockElements.has(name)) return 'inline';
    this.newLine();
    return name === 'div' ? 'div' : 'block';
  }

  private startsCodeTitle(attributes: Attributes): boolean {
    return (
      this.preDepth === 0 &&
      this.codeTitleDepth === 0 &&
      !this.openHeading &&
      /\bcodeBlockTitle/.test(attributes.class ?? '')
    );
  }

  close(implied: boolean): void {
    if (this.rootClosed) return;
    const kind = this.frames.pop();
    if (this.skipDepth > 0) {
      this.skipDepth -= 1;
      return;
    }
    switch (kind) {
      case 'root':
        this.rootClosed = !implied;
        return;
      case 'heading':
        if (implied) throw new PageParseError('a heading is never closed');
        this.closeHeading();
        return;
      case 'pre':
        this.preDepth -= 1;
        this.newLine();
        return;
      case 'inlineCode':
        this.append(inlineCodeClose);
        return;
      case 'codeTitle':
        this.codeTitleDepth -= 1;
        return;
      case 'block':
        this.newLine();
        return;
      default:
    }
  }

  private closeHeading(): void {
    const text = cleanLine(this.openHeading!.text.join(''));
    const {level, id} = this.openHeading!;
    this.openHeading = null;
    if (level === 1) {
      if (!this.title) this.title = text;
      return;
    }
    if (!id || !text) {
      // A heading without an anchor (a card title) cannot be linked to: it stays in its section.
      if (text) {
        this.newLine();
        this.append(text);
        this.newLine();
      }
      return;
    }
    while (this.headingStack.length > 0 && this.headingStack.at(-1)!.level >= level)
      this.headingStack.pop();
    this.current = {
      anchor: id,
      heading: text,
      level,
      path: this.headingStack.map((entry) => entry.heading),
      text: [''],
      code: [],
    };
    this.sections.push(this.current);
    this.headingStack.push({level, heading: text});
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
  const reader = new SectionReader();
  const parser = new Parser({
    onopentag: (name, attributes) => reader.open(name, attributes),
    onclosetag: (_name, implied) => reader.close(implied),
    ontext: (text) => reader.text(text),
  });
  // The parse starts at the content root, so the root is the first element the reader sees.
  parser.end(html.slice(rootMatch.index));
  if (!reader.rootClosed)
    throw new PageParseError(
      `the "${contentRootClass}" element is never closed (truncated or malformed HTML)`,
    );
  if (!reader.title) throw new PageParseError('the page has no <h1> title');

  return {
    title: reader.title,
    sections: reader.sections.map((section) => {
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
