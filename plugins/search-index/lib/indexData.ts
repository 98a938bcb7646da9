/**
 * The search index file: every section of every indexed page as plain text. It is what the build
 * writes and what the browser and the CLI load; the inverted index is built from it in memory
 * (`SearchEngine`), which keeps the transfer to the gzip size of the text itself.
 */
export const indexFormatVersion = 1;

export interface IndexedDocsSection {
  /** Reader-facing name of the docs instance ("Developer Docs"). */
  label: string;
  /** Score multiplier for its pages (snippets, which also appear inside real pages, rank lower). */
  boost: number;
}

export interface IndexedPage {
  /** Permalink of the page, without anchor. */
  url: string;
  title: string;
  description: string;
  /** Index into `docsSections`. */
  docsSection: number;
}

export interface IndexedSection {
  /** Index into `pages`. */
  page: number;
  /** Heading id, '' for the introduction. */
  anchor: string;
  heading: string;
  /** Headings above this one, outermost first (page title not included). */
  path: string[];
  text: string;
  code: string;
}

export interface SearchIndexData {
  version: typeof indexFormatVersion;
  docsSections: IndexedDocsSection[];
  pages: IndexedPage[];
  sections: IndexedSection[];
}

/** Checks that `value` is an index file this code can read; throws with what is wrong otherwise. */
export function assertIndexData(value: unknown, origin: string): asserts value is SearchIndexData {
  const data = value as Partial<SearchIndexData> | null;
  if (!data || typeof data !== 'object')
    throw new Error(`${origin} is not a search index (expected a JSON object).`);
  if (data.version !== indexFormatVersion) {
    throw new Error(
      `${origin} has index format version ${String(data.version)}, this code reads version ${indexFormatVersion}: rebuild the site.`,
    );
  }
  if (
    !Array.isArray(data.pages) ||
    !Array.isArray(data.sections) ||
    !Array.isArray(data.docsSections)
  ) {
    throw new Error(`${origin} lacks its pages, sections or docsSections list: rebuild the site.`);
  }
}
