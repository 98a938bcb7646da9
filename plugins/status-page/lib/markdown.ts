/**
 * The Markdown twin of /status (`/status.md`), from the same status data the page renders: the
 * facts, the table of published pages per docs instance, and the planned pages not yet published.
 * Its wording follows the page's English text (theme/StatusPage).
 */
import type {DocsInstanceStatus, StatusData} from './status';

/** The page's title and description, as the page's `<head>` gives them in English. */
export const statusPageTitle = 'Documentation status';
export const statusPageDescription =
  'How much of the planned Strapi 5 documentation is published, computed from the pages at build time.';

/** `2026-11-21T10:00:00.000Z` → `2026-11-21 10:00 UTC`, as the page shows it. */
export function formatBuildDate(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

function tableRow(cells: readonly (string | number)[]): string {
  return `| ${cells.map((cell) => String(cell).replaceAll('|', '\\|')).join(' | ')} |`;
}

function missingLines(instance: DocsInstanceStatus): string[] {
  if (instance.missing.length === 0) return [`${instance.label}: every planned page is published.`];
  const count = instance.missing.length;
  return [
    `${instance.label}: ${count} planned ${count === 1 ? 'page' : 'pages'} not yet published:`,
    instance.missing.map((route) => `- \`${route}\``).join('\n'),
  ];
}

/** The body of `/status.md`; `tagsUrl` is the absolute URL of the tag index the page links. */
export function statusMarkdown(status: StatusData, tagsUrl: string): string {
  const {totals} = status;
  const facts = [
    `- Site version: ${status.siteVersion}`,
    `- Docs version: ${status.docsVersionLabel}`,
    `- Generator: ${status.generator.name} ${status.generator.version}`,
    `- Built: ${formatBuildDate(status.buildDate)}`,
    `- Tags: ${status.tags.used} in use, of ${status.tags.declared} declared ([all tags](${tagsUrl}))`,
  ];
  const table = [
    tableRow(['Documentation', 'Published', 'Planned', 'Progress', 'Published beyond the plan']),
    tableRow(['---', '---', '---', '---', '---']),
    ...status.instances.map((instance) =>
      tableRow([
        instance.label,
        instance.published,
        instance.planned,
        `${instance.percent}%`,
        instance.beyondPlan,
      ]),
    ),
    tableRow([
      'All documentation',
      totals.published,
      totals.planned,
      `${totals.percent}%`,
      totals.beyondPlan,
    ]),
  ];
  return [
    'The Strapi 5 documentation is being written. This page is computed from the pages themselves each time the site is built: it counts the published pages of each part of the documentation against the planned routes.',
    facts.join('\n'),
    '## Published pages',
    table.join('\n'),
    '## Planned pages not yet published',
    ...status.instances.flatMap(missingLines),
  ].join('\n\n');
}
