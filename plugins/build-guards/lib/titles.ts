/**
 * A doc without a `title` in its front matter gets its file name as its title (or its first
 * heading, which the content rules forbid), in the sidebar, the tab, the search results and the
 * status page: the content lint caught it, the build did not.
 */
export interface TitledDoc {
  /** The file, relative to the site. */
  source: string;
  frontMatter: {title?: unknown};
}

/** The docs whose front matter has no title (or an empty one). */
export function untitledDocs(docs: TitledDoc[]): string[] {
  return docs
    .filter(({frontMatter}) => typeof frontMatter.title !== 'string' || !frontMatter.title.trim())
    .map(({source}) => source);
}

export function untitledDocsMessage(sources: string[]): string {
  if (sources.length === 0) return '';
  return (
    `[build-guards] ${sources.length} page(s) have no \`title\` in their front matter (the file name would be shown instead):\n` +
    sources.map((source) => `  ${source}`).join('\n') +
    '\nFix: add `title: <the page title>` between the `---` lines at the top of each.'
  );
}
