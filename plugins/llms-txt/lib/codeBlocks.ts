/**
 * The code blocks of a page's Markdown, each with the heading it sits under and that heading's
 * anchor on the HTML page, for `llms-code.txt`.
 */
import {createSlugger} from '@docusaurus/utils';
import type {Nodes, Root} from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import {unified} from 'unified';

export interface PageCodeBlock {
  /** Text of the nearest heading above the block (`''` before the first heading). */
  heading: string;
  /** The heading's anchor on the HTML page, without `#` (`''` before the first heading). */
  anchor: string;
  /** The fence's language (`''` when the fence has none). */
  language: string;
  code: string;
}

const markdownParser = unified().use(remarkParse).use(remarkGfm);

function plainText(node: Nodes): string {
  if ('value' in node && typeof node.value === 'string') return node.value;
  return 'children' in node ? node.children.map((child) => plainText(child)).join('') : '';
}

/**
 * The code blocks of `markdown` in document order. `explicitIds` maps a heading's Markdown line
 * (`## Sorting`) to the id the page gives it (`{#sort}` in the source); other headings get the slug
 * Docusaurus computes (github-slugger, repeated headings numbered). `shownLines` maps a heading
 * line the Markdown relabelled (a tab panel's `### Install (yarn)`) to the line the page shows.
 * `pageIds`, the ids of the built page: a heading the page shows without an anchor (the API
 * reference's `Body`) gives its blocks the anchor of the nearest enclosing heading that has one.
 */
export function pageCodeBlocks(
  markdown: string,
  explicitIds: ReadonlyMap<string, string> = new Map(),
  shownLines: ReadonlyMap<string, string> = new Map(),
  pageIds?: ReadonlySet<string>,
): PageCodeBlock[] {
  const tree: Root = markdownParser.parse(markdown);
  const slugger = createSlugger();
  const blocks: PageCodeBlock[] = [];
  let heading = '';
  let anchor = '';
  const enclosing: {depth: number; anchor: string}[] = [];
  const visit = (node: Nodes): void => {
    if (node.type === 'heading') {
      heading = plainText(node).trim();
      const written = markdown.slice(node.position?.start.offset, node.position?.end.offset).trim();
      // A tab panel's heading is labelled in the Markdown; the page's anchor comes from its text.
      const line = shownLines.get(written) ?? written;
      // Parsed as the heading line it is ("## 1. Install" is a heading, "1. Install" a list).
      const shownText = line === written ? heading : plainText(markdownParser.parse(line)).trim();
      const own = explicitIds.get(line) ?? slugger.slug(shownText);
      while (enclosing.length > 0 && enclosing.at(-1)!.depth >= node.depth) enclosing.pop();
      enclosing.push({depth: node.depth, anchor: own});
      anchor = pageIds
        ? ([...enclosing].reverse().find((entry) => pageIds.has(entry.anchor))?.anchor ?? '')
        : own;
      return;
    }
    if (node.type === 'code') {
      blocks.push({heading, anchor, language: node.lang ?? '', code: node.value});
      return;
    }
    if ('children' in node) node.children.forEach(visit);
  };
  visit(tree);
  return blocks;
}
