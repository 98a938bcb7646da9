/**
 * What the tools answer, as Markdown an assistant reads and quotes: search results, the offline
 * answer with its citations, and how a section asked for by anchor is found on the page.
 */
import type {OfflineAnswer} from '../../plugins/search-index/lib/answer';
import type {SearchIndexData} from '../../plugins/search-index/lib/indexData';
import type {SectionTarget} from './sections';

export interface SearchHit {
  title: string;
  /** Section heading, '' for the page introduction. */
  heading: string;
  /** The section's path on the site, with its anchor (what `npm run search` prints as url). */
  path: string;
  /** The absolute URL. */
  url: string;
  /** The docs section ("Developer Docs"). */
  section: string;
  snippet: string;
}

/** The results as a numbered list: title › heading, URL, snippet. */
export function searchResultsMarkdown(
  query: string,
  hits: readonly SearchHit[],
  corrected?: string,
): string {
  if (hits.length === 0)
    return `No section of the docs matches "${query}". Try other words (the docs' own terms), fewer words, or ask_docs with a question.`;
  const searched = corrected ? `Searched for "${corrected}" (the query as corrected).\n\n` : '';
  return `${searched}${hits
    .map(
      (hit, index) =>
        `${index + 1}. ${hit.title}${hit.heading ? ` › ${hit.heading}` : ''} (${hit.section})\n   ${hit.url}${
          hit.snippet ? `\n   ${hit.snippet}` : ''
        }`,
    )
    .join('\n')}`;
}

/** The offline answer as the widget shows it: sentences with [n], the example, the sources. */
export function askAnswerMarkdown(answer: OfflineAnswer, origin: string): string {
  if (!answer.found) {
    const closest = answer.related
      .slice(0, 3)
      .map(
        (result) =>
          `- ${result.title}${result.heading ? ` › ${result.heading}` : ''}: ${origin}${result.url}`,
      );
    return [
      'The documentation does not seem to answer this question.',
      closest.length > 0
        ? `Closest sections (read them with get_page, or try search_docs with other words):\n${closest.join('\n')}`
        : 'Try search_docs with other words, or the terms the docs use.',
    ]
      .filter(Boolean)
      .join('\n\n');
  }
  const sentences = answer.sentences
    .map((sentence) => `${sentence.text} [${sentence.citation}]`)
    .join(' ');
  const example = answer.example
    ? `${answer.example.title ? `${answer.example.title} ` : ''}[${answer.example.citation}]\n\n\`\`\`\n${answer.example.code}\n\`\`\``
    : '';
  const sources = answer.citations
    .map(
      (citation) =>
        `[${citation.number}] ${citation.title}${citation.heading ? ` › ${citation.heading}` : ''}: ${origin}${citation.url}`,
    )
    .join('\n');
  return [
    sentences,
    example,
    `Sources (answer assembled from the documentation, not generated):\n${sources}`,
  ]
    .filter(Boolean)
    .join('\n\n');
}

/**
 * The headings that name the section `asked` on the page at `route`: for an `#anchor`, the heading
 * the search index records for that anchor of the page (the anchor of the HTML page) and the anchor
 * read as words; for a heading, the heading itself.
 */
export function pageSectionTarget(
  index: SearchIndexData,
  route: string,
  asked: string,
): SectionTarget {
  if (!asked.startsWith('#')) return {asked, headings: [asked]};
  const anchor = asked.slice(1);
  const page = index.pages.findIndex((entry) => entry.url === route);
  const headings = index.sections
    .filter((section) => section.page === page && section.anchor === anchor)
    .map((section) => section.heading);
  return {asked, headings: [...headings, anchor.replace(/-/g, ' ')]};
}
