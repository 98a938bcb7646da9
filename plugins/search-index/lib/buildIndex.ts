/**
 * Build side of the index file: from the built HTML of each page to `SearchIndexData`.
 * Kept apart from `indexData.ts` so that the browser bundle never includes the HTML extractor.
 */
import {extractPage} from './html';
import {
  indexFormatVersion,
  type IndexedDocsSection,
  type IndexedPage,
  type IndexedSection,
  type SearchIndexData,
} from './indexData';

export interface PageSource {
  url: string;
  description: string;
  docsSection: number;
  /** Built HTML of the page. */
  html: string;
  /** Fallback title when the page renders none (never used for a normal doc page). */
  title: string;
}

/** Code beyond this many characters per section is left out: long JSON samples add bytes, not findability. */
export const maxCodePerSection = 1500;

function truncateCode(code: string): string {
  if (code.length <= maxCodePerSection) return code;
  const cut = code.lastIndexOf('\n', maxCodePerSection);
  return code.slice(0, cut > maxCodePerSection / 2 ? cut : maxCodePerSection);
}

/** Builds the index file from the built HTML of each page. Throws, naming the page, on a page it cannot parse. */
export function buildIndexData(
  docsSections: IndexedDocsSection[],
  sources: PageSource[],
): SearchIndexData {
  const pages: IndexedPage[] = [];
  const sections: IndexedSection[] = [];
  for (const source of sources) {
    const extracted = extractPage(source.html, source.url);
    const pageIndex = pages.length;
    pages.push({
      url: source.url,
      title: extracted.title || source.title,
      description: source.description,
      docsSection: source.docsSection,
    });
    for (const section of extracted.sections) {
      // An empty introduction (a page that starts with a heading) is not a result of its own.
      if (!section.anchor && !section.text && !section.code && extracted.sections.length > 1)
        continue;
      sections.push({
        page: pageIndex,
        anchor: section.anchor,
        heading: section.heading,
        path: section.path,
        text: section.text,
        code: truncateCode(section.code),
      });
    }
  }
  return {version: indexFormatVersion, docsSections, pages, sections};
}
