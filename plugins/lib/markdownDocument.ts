/**
 * The document form of every Markdown twin (`/<route>.md`): front matter with the page's title and
 * description, the title as H1, a line pointing to llms.txt, then the body. Written by
 * plugins/llms-txt for docs and Markdown pages, and by plugins/status-page for /status.
 */

export interface PageInfo {
  title: string;
  description: string;
}

/**
 * A page's twin that the plugin adding its route gives in the route's props (`markdownTwin`):
 * plugins/llms-txt reads it there after the build (plugins/status-page gives /status's).
 */
export interface RouteMarkdownTwin extends PageInfo {
  /** The body, without front matter or title. */
  markdown: string;
}

/**
 * Front matter (title, description), H1 and an already converted body; with `indexUrl`, a line
 * under the title pointing to the index of every page (llms.txt).
 */
export function markdownDocument(page: PageInfo, body: string, indexUrl?: string): string {
  const frontMatter = [
    '---',
    `title: ${yamlString(page.title)}`,
    `description: ${yamlString(page.description)}`,
    '---',
  ];
  const index = indexUrl ? `> Index of every page of these docs: [llms.txt](${indexUrl})\n\n` : '';
  return `${frontMatter.join('\n')}\n\n# ${page.title}\n\n${index}${body}\n`;
}

/** A YAML scalar for a one-line string: plain when safe, double-quoted otherwise. */
export function yamlString(value: string): string {
  const oneLine = value.replace(/\s*\n\s*/g, ' ').trim();
  const plainSafe =
    /^[A-Za-z0-9(][^\n]*$/.test(oneLine) &&
    !/: |\s#|[:\s]$/.test(oneLine) &&
    !/^(true|false|null|yes|no|~)$/i.test(oneLine);
  return plainSafe ? oneLine : JSON.stringify(oneLine);
}
