/**
 * Whether a `.md` twin says what its page says: the text of the built page's content, cut into
 * segments (paragraphs, list items, table cells, code lines…), each looked for in the twin's text.
 * Both sides are compared as a reader sees them: Markdown syntax, spacing, letter case and
 * typographic quotes do not count. A twin that drops a paragraph, a table row or a code line that
 * the page shows misleads the agents that read it instead of the page.
 */
import type {Nodes, Root} from 'mdast';
import {DomUtils, parseDocument} from 'htmlparser2';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import {unified} from 'unified';

import {pageContentElement} from './headings';

type Element = NonNullable<ReturnType<typeof DomUtils.findOne>>;
type Node = Element['children'][number];

/** The mark of a badge's element (src/components/Badge), as lib/headings.ts reads it. */
const badgeAttribute = 'data-search-ignore';

/** Segments shorter than this are words or labels ("Note", "Yes"), found anywhere by chance. */
export const minSegmentLength = 20;

/** Elements whose end starts a new segment. */
const blockTags = new Set([
  'p',
  'div',
  'li',
  'td',
  'th',
  'tr',
  'dt',
  'dd',
  'pre',
  'blockquote',
  'summary',
  'details',
  'figcaption',
  'section',
  'article',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'br',
  'hr',
]);

/** Elements that are not the page's text: controls, graphics, scripts. */
const skippedTags = new Set(['script', 'style', 'button', 'svg', 'nav', 'noscript', 'template']);

function skipped(element: Element): boolean {
  return (
    skippedTags.has(element.name) ||
    // Decoration hidden from assistive technology (an emoji before a title).
    element.attribs['aria-hidden'] === 'true' ||
    // Content marked for readers of the web page only (the Agent-Friendly Docs Spec's mark).
    'data-markdown-ignore' in element.attribs ||
    // Docusaurus's `#` link after each heading.
    (element.attribs.class ?? '').split(/\s+/).includes('hash-link')
  );
}

function pageText(nodes: readonly Node[]): string {
  return nodes
    .map((node) => {
      if (DomUtils.isText(node)) return node.data;
      if (!DomUtils.isTag(node) || skipped(node)) return '';
      const inner = pageText(node.children);
      // A badge (src/components/Badge) inside text: the twin writes it `(Enterprise)`.
      if (node.name === 'span' && badgeAttribute in node.attribs) return ` (${inner.trim()}) `;
      return blockTags.has(node.name) ? `\n${inner}\n` : inner;
    })
    .join('');
}

/** Text as compared: no zero-width characters, plain quotes and dashes, no code or tag marks. */
export function comparable(text: string): string {
  return (
    text
      .replace(/[\u200B-\u200D\uFEFF]/g, '')
      .replace(/[\u2018\u2019]/g, "'")
      .replace(/[\u201C\u201D]/g, '"')
      .replace(/[\u2013\u2014]/g, '-')
      .replace(/\u2026/g, '...')
      .replace(/[`<>]/g, '')
      // Emoji are decoration (card and admonition icons), however either side writes them.
      .replace(/[\p{Extended_Pictographic}\uFE0F\u200D]/gu, '')
      .replace(/\s+/g, ' ')
      .trim()
      .toLowerCase()
  );
}

/**
 * The distinct segments of a built page's content (its doc content element, or the article of a
 * Markdown page), `minSegmentLength` characters or longer; `undefined` when it has none.
 */
export function htmlPageSegments(html: string): string[] | undefined {
  const content = pageContentElement(parseDocument(html));
  if (!content) return undefined;
  const segments = pageText(content.children)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line.length >= minSegmentLength);
  return [...new Set(segments)];
}

const markdownParser = unified().use(remarkParse).use(remarkGfm);

function markdownText(node: Nodes): string {
  if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'code') return node.value;
  if (node.type === 'html') return node.value;
  if (node.type === 'image') return node.alt ?? '';
  if (!('children' in node)) return '';
  const blocks = ['root', 'blockquote', 'list', 'listItem', 'table', 'tableRow'];
  return node.children.map(markdownText).join(blocks.includes(node.type) ? '\n' : '');
}

/** A twin's text, Markdown syntax removed, as compared. */
export function markdownComparableText(markdown: string): string {
  const body = markdown.replace(/^---\n[\s\S]*?\n---\n/, '');
  return comparable(markdownText(markdownParser.parse(body) as Root));
}

export interface ParityResult {
  segments: number;
  /** The page's segments the twin lacks, in page order. */
  missing: string[];
}

/** The page's segments that its twin's text does not contain. */
export function missingSegments(segments: readonly string[], twinText: string): ParityResult {
  return {
    segments: segments.length,
    missing: segments.filter((segment) => !twinText.includes(comparable(segment))),
  };
}

/**
 * Share of a page's segments its twin may lack: a segment can be the page's own wording of
 * something the twin writes differently (a component's label), never a paragraph or a table.
 */
export const allowedMissingShare = 0.05;

/** Whether the twin lacks more than the allowed share of the page's segments. */
export function parityFails(result: ParityResult, allowed = allowedMissingShare): boolean {
  return result.missing.length > 0 && result.missing.length > result.segments * allowed;
}

/** One line naming the page, the share missing and the first missing segments, for the build. */
export function parityMessage(route: string, result: ParityResult, shown = 3): string {
  const percent = Math.round((result.missing.length / result.segments) * 100);
  const first = result.missing
    .slice(0, shown)
    .map((segment) => JSON.stringify(segment.length > 120 ? `${segment.slice(0, 117)}…` : segment));
  return `${route}: ${result.missing.length} of ${result.segments} text segments of the page (${percent} %) are not in its .md twin, first ${first.join(', ')}`;
}
