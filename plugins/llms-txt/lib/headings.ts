/**
 * The headings of a page on both sides, its built HTML and its `.md` twin, and the first place
 * they part: a twin that drops, adds, reorders or renames a heading misleads the agents that read
 * it instead of the page (a section they cannot find, an anchor they cannot match).
 */
import type {Nodes, Root} from 'mdast';
import {DomUtils, parseDocument} from 'htmlparser2';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import {unified} from 'unified';

/** The element around a doc's content: its title header and its Markdown body. */
const contentClass = 'theme-doc-markdown';

const headingTags = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

const markdownParser = unified().use(remarkParse).use(remarkGfm);

/** An element of htmlparser2's DOM (the package re-exports its functions, not this type). */
type Element = NonNullable<ReturnType<typeof DomUtils.findOne>>;

/** Spaces collapsed and trimmed, zero-width characters dropped: text as a reader sees it. */
function normalized(text: string): string {
  return text
    .replace(/[\u200B-\u200D\uFEFF]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function hasClass(element: Element, name: string): boolean {
  return (element.attribs.class ?? '').split(/\s+/).includes(name);
}

/**
 * The element a badge renders (src/components/Badge: "Enterprise", "Cloud Pro"…), marked so the
 * search index leaves it out; the twin writes it `(Enterprise)` (lib/components.ts).
 */
const badgeAttribute = 'data-search-ignore';

/** The flag the API reference shows after a required request body's heading (`Body` `required`). */
const requiredFlagClass = 'openapi-schema__required';

/**
 * A heading's text without its `#` anchor link (Docusaurus's `hash-link`), each badge and the API
 * reference's `required` flag in parentheses as the twin writes them.
 */
function htmlHeadingText(heading: Element): string {
  const text = heading.children
    .map((child) => {
      if (!DomUtils.isTag(child)) return DomUtils.textContent(child);
      if (hasClass(child, 'hash-link')) return '';
      if (badgeAttribute in child.attribs || hasClass(child, requiredFlagClass))
        return ` (${normalized(DomUtils.textContent(child))})`;
      return DomUtils.textContent(child);
    })
    .join('');
  return normalized(text);
}

function hasAncestor(element: Element, name: string): boolean {
  for (let parent = element.parent; parent; parent = parent.parent)
    if (DomUtils.isTag(parent) && parent.name === name) return true;
  return false;
}

function insideMain(element: Element): boolean {
  return hasAncestor(element, 'main');
}

/**
 * The element around a built page's content: a doc page's content element; on a Markdown page of
 * `src/pages` (no doc layout), its article. `undefined` when it has neither.
 */
export function pageContentElement(
  document: ReturnType<typeof parseDocument>,
): Element | undefined {
  return (
    DomUtils.findOne((element) => hasClass(element, contentClass), document.children, true) ??
    DomUtils.findOne(
      (element) => element.name === 'article' && insideMain(element),
      document.children,
      true,
    ) ??
    undefined
  );
}

/**
 * The headings of a built doc page (`<h1>`–`<h6>` of its Markdown content, the title included), in
 * document order (a Markdown page's: those of its `<article>`), card titles left out; `undefined`
 * when the page has neither.
 */
export function htmlPageHeadings(html: string): string[] | undefined {
  const content = pageContentElement(parseDocument(html));
  if (!content) return undefined;
  // A heading inside a link is a card's title (a DocCardList of links to other pages), not a
  // section of this page.
  return DomUtils.findAll(
    (element) => headingTags.has(element.name) && !hasAncestor(element, 'a'),
    content.children,
  ).map(htmlHeadingText);
}

function markdownHeadingText(node: Nodes): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  if (node.type === 'image') return node.alt ?? '';
  return 'children' in node ? node.children.map(markdownHeadingText).join('') : '';
}

/**
 * The headings of a `.md` twin (ATX and setext, none from inside code or from its front matter),
 * in document order.
 */
export function markdownPageHeadings(markdown: string): string[] {
  const body = markdown.replace(/^---\n[\s\S]*?\n---\n/, '');
  const tree: Root = markdownParser.parse(body);
  const headings: string[] = [];
  const visit = (node: Nodes): void => {
    if (node.type === 'heading') {
      headings.push(normalized(markdownHeadingText(node)));
      return;
    }
    if (node.type === 'code' || node.type === 'html') return;
    if ('children' in node) node.children.forEach(visit);
  };
  visit(tree);
  return headings;
}

export interface HeadingDifference {
  /** Position of the first differing heading, from 1. */
  position: number;
  /** The page's heading there (`undefined`: the page has no more headings). */
  html: string | undefined;
  /** The twin's heading there (`undefined`: the twin has no more headings). */
  markdown: string | undefined;
}

/** The first position where the two lists of headings differ, `undefined` when they match. */
export function firstHeadingDifference(
  html: readonly string[],
  markdown: readonly string[],
): HeadingDifference | undefined {
  const length = Math.max(html.length, markdown.length);
  for (let index = 0; index < length; index++) {
    if (html[index] !== markdown[index])
      return {position: index + 1, html: html[index], markdown: markdown[index]};
  }
  return undefined;
}

/** One line naming the page, the position and both headings, for the build's error. */
export function headingDifferenceMessage(route: string, difference: HeadingDifference): string {
  const shown = (heading: string | undefined) =>
    heading === undefined ? '(no more headings)' : JSON.stringify(heading);
  return `${route}: heading ${difference.position} is ${shown(difference.html)} on the page but ${shown(difference.markdown)} in its .md twin`;
}
