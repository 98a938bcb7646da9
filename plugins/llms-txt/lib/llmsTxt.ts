/**
 * The llms.txt files (https://llmstxt.org): `llms.txt` indexes every page by section, with a link
 * to its Markdown and its one-line description; `llms-full.txt` holds every page's Markdown in
 * sidebar order.
 */

/** A processed sidebar item, as Docusaurus gives it in `loadedVersions[].sidebars`. */
export interface SidebarItem {
  type: string;
  id?: string;
  items?: readonly SidebarItem[];
  link?: {type: string; id?: string};
}

/** Doc ids in the order readers meet them in the sidebars (first occurrence wins). */
export function sidebarDocOrder(sidebars: Record<string, readonly SidebarItem[]>): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  const add = (id: string | undefined): void => {
    if (id && !seen.has(id)) {
      seen.add(id);
      order.push(id);
    }
  };
  const visit = (item: SidebarItem): void => {
    if (item.type === 'doc' || item.type === 'ref') add(item.id);
    if (item.type === 'category') {
      if (item.link?.type === 'doc') add(item.link.id);
      item.items?.forEach(visit);
    }
  };
  Object.values(sidebars).forEach((items) => items.forEach(visit));
  return order;
}

/** `docs` ordered by the sidebars; docs outside every sidebar follow, by route. */
export function orderBySidebars<Doc extends {id: string; permalink: string}>(
  docs: readonly Doc[],
  sidebars: Record<string, readonly SidebarItem[]>,
): Doc[] {
  const rank = new Map(sidebarDocOrder(sidebars).map((id, index) => [id, index]));
  return [...docs].sort((a, b) => {
    const rankA = rank.get(a.id) ?? Number.POSITIVE_INFINITY;
    const rankB = rank.get(b.id) ?? Number.POSITIVE_INFINITY;
    if (rankA !== rankB) return rankA - rankB;
    return a.permalink.localeCompare(b.permalink);
  });
}

export interface LlmsPage {
  title: string;
  description: string;
  /** Absolute URL of the HTML page. */
  url: string;
  /** Absolute URL of the page's Markdown. */
  markdownUrl: string;
  /** Markdown body, without front matter and title. */
  body: string;
}

/** One `## ` section of llms.txt (a part of the file under a heading): the pages of one docs instance. */
export interface LlmsSection {
  label: string;
  pages: readonly LlmsPage[];
}

export interface LlmsSite {
  title: string;
  summary: string;
  /** Absolute URL of llms-full.txt. */
  fullTextUrl: string;
  sections: readonly LlmsSection[];
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function linkText(text: string): string {
  return oneLine(text).replace(/([[\]])/g, '\\$1');
}

export function buildLlmsTxt(site: LlmsSite): string {
  const lines = [
    `# ${oneLine(site.title)}`,
    '',
    `> ${oneLine(site.summary)}`,
    '',
    `Every page below is a Markdown file (its web address plus \`.md\`). All of them, in reading order, are in [llms-full.txt](${site.fullTextUrl}).`,
  ];
  for (const section of site.sections) {
    if (section.pages.length === 0) continue;
    lines.push('', `## ${oneLine(section.label)}`, '');
    for (const page of section.pages) {
      const description = oneLine(page.description);
      lines.push(
        `- [${linkText(page.title)}](${page.markdownUrl})${description ? `: ${description}` : ''}`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

export function buildLlmsFullTxt(site: LlmsSite): string {
  const parts = [`# ${oneLine(site.title)}\n\n> ${oneLine(site.summary)}`];
  for (const section of site.sections) {
    for (const page of section.pages) {
      const description = oneLine(page.description);
      parts.push(
        [
          `# ${oneLine(page.title)}`,
          ...(description ? [`> ${description}`] : []),
          `Source: ${page.url}`,
          page.body.trim(),
        ]
          .filter((part) => part !== '')
          .join('\n\n'),
      );
    }
  }
  return `${parts.join('\n\n---\n\n')}\n`;
}
