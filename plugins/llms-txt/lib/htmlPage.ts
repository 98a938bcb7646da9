/**
 * The twin of a React page (the landing page `/`), written from its built HTML: what the page
 * shows, so the twin cannot drift from it. Only the page's own content is read (the layout's main
 * wrapper, without navbar, footer or announcement bar), and only the few structures such a page
 * is made of: headings, paragraphs, lists and links, each link made absolute. Text hidden from
 * assistive technology (`aria-hidden`, a decorative emoji) is left out.
 */
import {DomUtils, parseDocument} from 'htmlparser2';

/** An element of htmlparser2's DOM. */
type Element = NonNullable<ReturnType<typeof DomUtils.findOne>>;
type Node = Element['children'][number];

/** The layout's content wrapper (Docusaurus's skip-to-content target). */
const mainWrapperId = '__docusaurus_skipToContent_fallback';

export interface HtmlPageTwin {
  title: string;
  description: string;
  /** The body, without the title (the twin's document form writes it). */
  markdown: string;
}

/**
 * Not the page's content: decoration hidden from assistive technology, controls, and what is
 * marked for readers of the web page only (`data-markdown-ignore`: the AI toolbar).
 */
function hiddenFromTwin(element: Element): boolean {
  return (
    element.attribs['aria-hidden'] === 'true' ||
    'data-markdown-ignore' in element.attribs ||
    ['button', 'svg', 'script', 'style', 'nav'].includes(element.name)
  );
}

function collapsed(text: string): string {
  return text.replace(/\s+/g, ' ');
}

/** Inline content as Markdown: text, links (absolute), code, strong and emphasis. */
function inline(nodes: readonly Node[], siteOrigin: string): string {
  return nodes
    .map((node) => {
      if (DomUtils.isText(node)) return collapsed(node.data);
      if (!DomUtils.isTag(node) || hiddenFromTwin(node)) return '';
      const content = inline(node.children, siteOrigin);
      if (node.name === 'a' && node.attribs.href)
        return `[${content.trim()}](${new URL(node.attribs.href, `${siteOrigin}/`).href})`;
      if (node.name === 'code') return `\`${content}\``;
      if (node.name === 'strong' || node.name === 'b') return `**${content.trim()}**`;
      if (node.name === 'em' || node.name === 'i') return `*${content.trim()}*`;
      return content;
    })
    .join('');
}

/** Block content as Markdown blocks: headings, paragraphs, list items; containers recurse. */
function blocks(nodes: readonly Node[], siteOrigin: string): string[] {
  return nodes.flatMap((node): string[] => {
    if (!DomUtils.isTag(node)) {
      const text = DomUtils.isText(node) ? collapsed(node.data).trim() : '';
      return text ? [text] : [];
    }
    if (hiddenFromTwin(node)) return [];
    const heading = /^h([1-6])$/.exec(node.name);
    if (heading)
      return [`${'#'.repeat(Number(heading[1]))} ${inline(node.children, siteOrigin).trim()}`];
    if (node.name === 'p' || node.name === 'a') {
      const text = inline([node], siteOrigin).trim();
      return text ? [text] : [];
    }
    if (node.name === 'ul' || node.name === 'ol') {
      const items = node.children.filter(
        (child): child is Element => DomUtils.isTag(child) && child.name === 'li',
      );
      const marker = (index: number) => (node.name === 'ol' ? `${index + 1}.` : '-');
      return [
        items
          .map((item, index) => `${marker(index)} ${inline(item.children, siteOrigin).trim()}`)
          .join('\n'),
      ];
    }
    return blocks(node.children, siteOrigin);
  });
}

/**
 * The twin of a built page: its `<h1>` as title (left out of the body), its meta description,
 * and its content as Markdown. Throws naming `route` when the page has no main wrapper or no
 * `<h1>`, the two things the twin is made from.
 */
export function htmlPageTwin(html: string, route: string, siteOrigin: string): HtmlPageTwin {
  const document = parseDocument(html);
  const wrapper = DomUtils.getElementById(mainWrapperId, document.children, true);
  const title = wrapper && DomUtils.findOne((element) => element.name === 'h1', [wrapper], true);
  if (!wrapper || !title)
    throw new Error(
      `[llms-txt] ${route}: its built page has no ${wrapper ? '<h1>' : `#${mainWrapperId} element`}, so no Markdown twin can be written from it; render the page inside @theme/Layout with an <h1> title.`,
    );
  const description =
    DomUtils.findOne(
      (element) => element.name === 'meta' && element.attribs.name === 'description',
      document.children,
      true,
    )?.attribs.content ?? '';
  const body = blocks(wrapper.children, siteOrigin).filter(
    (block) => block !== `# ${inline(title.children, siteOrigin).trim()}`,
  );
  return {
    title: collapsed(DomUtils.textContent(title)).trim(),
    description,
    markdown: body.join('\n\n'),
  };
}
