/**
 * The llms.txt files (https://llmstxt.org): `llms.txt` indexes every page by section with a link to
 * its Markdown, after notes for AI assistants; each section's own `llms.txt` adds the pages'
 * one-line descriptions; `llms-full.txt` holds every page's Markdown in sidebar order and
 * `llms-code.txt` every code block with its page, heading and language.
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
  /**
   * Markdown body, without front matter and title; absent for a page whose twin another plugin
   * writes (/status), which llms-full.txt leaves out.
   */
  body?: string;
}

/** One docs instance: a `## ` section of llms.txt, with its own index listing its pages' descriptions. */
export interface LlmsSection {
  label: string;
  /** Absolute URL of the section's own index (`https://…/dev-docs/llms.txt`). */
  indexUrl: string;
  pages: readonly LlmsPage[];
}

/** One line of "Notes for AI assistants": a change from Strapi 4, from a breaking-change page. */
export interface LlmsNote {
  title: string;
  description: string;
  /** Absolute URL of the breaking-change page's Markdown. */
  markdownUrl: string;
}

export interface LlmsSite {
  title: string;
  summary: string;
  /** Absolute URL of llms.txt. */
  indexUrl: string;
  /** Absolute URL of llms-full.txt. */
  fullTextUrl: string;
  /** Absolute URL of llms-code.txt. */
  codeUrl: string;
  notes: readonly LlmsNote[];
  sections: readonly LlmsSection[];
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function linkText(text: string): string {
  return oneLine(text).replace(/([[\]])/g, '\\$1');
}

function linkLine(title: string, url: string, description = ''): string {
  const text = oneLine(description);
  return `- [${linkText(title)}](${url})${text ? `: ${text}` : ''}`;
}

/**
 * Links to every part of a section's index, so that each is one step from llms.txt (agents walk
 * the indexes llms.txt links, not the ones those link).
 */
function sectionIndexLinks(site: LlmsSite, section: LlmsSection): string {
  const parts = buildSectionLlmsTxt(site, section);
  const label = linkText(section.label);
  return parts
    .map((part, index) => `[${label} index${index > 0 ? `, part ${index + 1}` : ''}](${part.url})`)
    .join(', ');
}

/**
 * The root index: the notes for assistants, then every listed page by section as a bare link (the
 * descriptions are in each section's own index, linked at the top of the section), so the file
 * stays small enough for an assistant to read whole. When the bare links would take it over
 * `limit`, the largest sections list their pages only in their own indexes (one step away), until
 * it fits: the root grows with the number of sections, not of pages.
 */
export function buildLlmsTxt(site: LlmsSite, limit = indexFileLimit): string {
  const lines = [
    `# ${oneLine(site.title)}`,
    '',
    `> ${oneLine(site.summary)}`,
    '',
    `Every page below is a Markdown file (its web address plus \`.md\`). Each section's own index gives a one-line description of its pages. All pages in reading order: [llms-full.txt](${site.fullTextUrl}). Every code example with its page, heading and language: [llms-code.txt](${site.codeUrl}).`,
  ];
  if (site.notes.length > 0) {
    lines.push(
      '',
      '## Notes for AI assistants',
      '',
      'Strapi 5 changed these behaviours of Strapi 4; code written from Strapi 4 habits gets them wrong:',
      '',
      ...site.notes.map((note) => linkLine(note.title, note.markdownUrl, note.description)),
    );
  }
  const sections = site.sections.filter((section) => section.pages.length > 0);
  // Each section's index is built once: the fold's estimate and the lines both read its links.
  const indexLinks = new Map(
    sections.map((section) => [section, sectionIndexLinks(site, section)]),
  );
  const folded = foldedSections(sections, indexLinks, limit - `${lines.join('\n')}\n`.length);
  for (const section of sections) {
    const links = indexLinks.get(section)!;
    lines.push(
      '',
      `## ${oneLine(section.label)}`,
      '',
      ...(folded.has(section)
        ? [`The ${section.pages.length} pages, with their descriptions, are listed in ${links}.`]
        : [
            `The ${section.pages.length} pages with their descriptions: ${links}.`,
            '',
            ...section.pages.map((page) => linkLine(page.title, page.markdownUrl)),
          ]),
    );
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The sections whose bare page links leave the root index so that it stays under `room`
 * characters: none when everything fits, else the largest first.
 */
function foldedSections(
  sections: readonly LlmsSection[],
  indexLinks: ReadonlyMap<LlmsSection, string>,
  room: number,
): Set<LlmsSection> {
  const pageLinks = (section: LlmsSection) =>
    section.pages.reduce(
      (size, page) => size + linkLine(page.title, page.markdownUrl).length + 1,
      1,
    );
  // Heading and index line of a section: its size with the page links left out (a few characters
  // more than either wording of the index line, which is enough for this estimate).
  const frame = (section: LlmsSection) =>
    oneLine(section.label).length + indexLinks.get(section)!.length + 120;
  let size = sections.reduce((total, section) => total + frame(section) + pageLinks(section), 0);
  const folded = new Set<LlmsSection>();
  for (const section of [...sections].sort((a, b) => pageLinks(b) - pageLinks(a))) {
    if (size < room) break;
    folded.add(section);
    size -= pageLinks(section);
  }
  return folded;
}

/** Largest size of an index file, in characters: agents truncate longer ones (llms.txt's 50,000). */
export const indexFileLimit = 50_000;

/** Address of part `n` (from 1) of a section's index: `…/llms.txt`, then `…/llms-2.txt`, … */
export function sectionIndexPartUrl(indexUrl: string, part: number): string {
  return part === 1 ? indexUrl : indexUrl.replace(/llms\.txt$/, `llms-${part}.txt`);
}

/**
 * A section's own index: every page of the section with its one-line description, in as many
 * files as keep each under `limit` characters (each part links the next).
 */
export function buildSectionLlmsTxt(
  site: LlmsSite,
  section: LlmsSection,
  limit = indexFileLimit,
): {url: string; text: string}[] {
  const label = oneLine(section.label);
  const header = (part: number): string[] => [
    `# ${oneLine(site.title)}: ${label}${part > 1 ? ` (part ${part})` : ''}`,
    '',
    `> ${oneLine(site.summary)}`,
    '',
    `The pages of ${label}, each a Markdown file, in reading order. The index of the whole site: [llms.txt](${site.indexUrl}).`,
    '',
  ];
  const next = (part: number): string =>
    `\nContinued in [${label} index, part ${part + 1}](${sectionIndexPartUrl(section.indexUrl, part + 1)}).`;
  const parts: string[][] = [];
  let lines = header(1);
  let size = lines.join('\n').length;
  for (const page of section.pages) {
    const line = linkLine(page.title, page.markdownUrl, page.description);
    // Room for this line and the link to the next part.
    if (size + line.length + 1 + next(parts.length + 1).length + 2 > limit && lines.length > 6) {
      parts.push(lines);
      lines = header(parts.length + 1);
      size = lines.join('\n').length;
    }
    lines.push(line);
    size += line.length + 1;
  }
  parts.push(lines);
  return parts.map((partLines, index) => ({
    url: sectionIndexPartUrl(section.indexUrl, index + 1),
    text: `${[...partLines, ...(index < parts.length - 1 ? [next(index + 1)] : [])].join('\n')}\n`,
  }));
}

export function buildLlmsFullTxt(site: LlmsSite): string {
  const parts = [`# ${oneLine(site.title)}\n\n> ${oneLine(site.summary)}`];
  for (const section of site.sections) {
    for (const page of section.pages) {
      if (page.body === undefined) continue;
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

/** One page's code blocks for llms-code.txt. */
export interface LlmsCodePage {
  title: string;
  /** Absolute URL of the HTML page. */
  url: string;
  blocks: readonly {heading: string; anchor: string; language: string; code: string}[];
}

/** A fence long enough for `code` (longer than any backtick run inside it). */
function fenceFor(code: string): string {
  const longestRun = Math.max(0, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  return '`'.repeat(Math.max(3, longestRun + 1));
}

/** Every code block of the listed pages: page, heading link and language, then the fenced code. */
export function buildLlmsCodeTxt(site: LlmsSite, pages: readonly LlmsCodePage[]): string {
  const parts = [
    `# ${oneLine(site.title)}: code examples\n\n> Every code block of the documentation, with the page and heading it belongs to and its language. The index of the pages: [llms.txt](${site.indexUrl}).`,
  ];
  for (const page of pages) {
    for (const block of page.blocks) {
      const where = block.anchor ? `${page.url}#${block.anchor}` : page.url;
      const heading = block.heading ? ` › ${oneLine(block.heading)}` : '';
      const fence = fenceFor(block.code);
      parts.push(
        [
          `## ${oneLine(page.title)}${heading}`,
          '',
          `Source: ${where}`,
          `Language: ${block.language || 'none'}`,
          '',
          `${fence}${block.language}`,
          block.code,
          fence,
        ].join('\n'),
      );
    }
  }
  return `${parts.join('\n\n')}\n`;
}
