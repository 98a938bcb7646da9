/**
 * One section of a page's Markdown twin: the heading an assistant names (by its text or by the
 * anchor the HTML page gives it) and everything under it up to the next heading of the same or a
 * higher level. Headings inside code fences are not headings.
 */

export interface MarkdownHeading {
  level: number;
  /** The heading as written, without the leading #s. */
  text: string;
  /** Index of its line. */
  line: number;
}

/** The ATX headings of `markdown` (levels 1 to 6), skipping fenced code. */
export function markdownHeadings(markdown: string): MarkdownHeading[] {
  const headings: MarkdownHeading[] = [];
  let fence: string | null = null;
  markdown.split('\n').forEach((line, index) => {
    const fenceMark = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fenceMark) {
      if (fence === null) fence = fenceMark;
      else if (fenceMark[0] === fence[0] && fenceMark.length >= fence.length) fence = null;
      return;
    }
    if (fence !== null) return;
    const match = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (match) headings.push({level: match[1]!.length, text: match[2]!, line: index});
  });
  return headings;
}

/** Text of a Markdown heading or an HTML heading for comparison: no markup, lower case, words. */
export function comparableHeading(text: string): string {
  return text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_~]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** How to find a section: the heading texts that name it (from the anchor, or as asked). */
export interface SectionTarget {
  /** What the assistant asked for, for messages. */
  asked: string;
  /** Heading texts that name the section (the index's heading for an anchor, or the text asked). */
  headings: string[];
}

export type SectionResult =
  {found: true; heading: string; markdown: string} | {found: false; headings: string[]};

/**
 * The section of `markdown` whose heading (level 2 or deeper) matches one of `target.headings`
 * exactly once markup is ignored, or else the first that begins with it; with the headings the
 * page has when none matches.
 */
export function markdownSection(markdown: string, target: SectionTarget): SectionResult {
  const headings = markdownHeadings(markdown).filter((heading) => heading.level >= 2);
  const wanted = target.headings.map(comparableHeading).filter(Boolean);
  const comparable = headings.map((heading) => comparableHeading(heading.text));
  let at = comparable.findIndex((text) => wanted.includes(text));
  if (at === -1) at = comparable.findIndex((text) => wanted.some((word) => text.startsWith(word)));
  if (at === -1) return {found: false, headings: headings.map((heading) => heading.text)};
  const start = headings[at]!;
  const end = headings.slice(at + 1).find((heading) => heading.level <= start.level);
  const lines = markdown.split('\n');
  const body = lines
    .slice(start.line, end ? end.line : lines.length)
    .join('\n')
    .trimEnd();
  return {found: true, heading: start.text, markdown: `${body}\n`};
}
