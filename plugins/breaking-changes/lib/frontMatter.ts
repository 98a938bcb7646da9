/**
 * Typed facts carried by every breaking-change page's front matter, and their validation.
 * The breaking-changes index and the facts block on each page are rendered from these facts,
 * so a page that lacks them must fail the build instead of silently dropping out of the index.
 */

export const breakingChangeTopics = [
  'database',
  'dependencies',
  'configuration',
  'backend',
  'plugins-admin',
  'apis',
] as const;
export type BreakingChangeTopic = (typeof breakingChangeTopics)[number];

export const codemodCoverages = ['full', 'partial', 'none'] as const;
export type CodemodCoverage = (typeof codemodCoverages)[number];

export interface BreakingChangeFacts {
  topic: BreakingChangeTopic;
  affects_plugins: boolean;
  codemod: CodemodCoverage;
}

/** Folder (relative to the site) whose pages are breaking changes. */
export const breakingChangesFolder = 'docs/dev-docs/migration/v4-to-v5/breaking-changes/';

export function isBreakingChangePage(filePath: string): boolean {
  const posixPath = filePath.replaceAll('\\', '/');
  const start = posixPath.lastIndexOf(breakingChangesFolder);
  if (start === -1) return false;
  const rest = posixPath.slice(start + breakingChangesFolder.length);
  // Only the pages themselves: not partials, not deeper folders.
  return /^[^/_][^/]*\.mdx?$/.test(rest);
}

export class BreakingChangeFactsError extends Error {
  constructor(filePath: string, problem: string) {
    super(
      `[breaking-changes] ${filePath}: ${problem}\n` +
        'Every breaking-change page needs, in its front matter:\n' +
        'breaking_change:\n' +
        `  topic: ${breakingChangeTopics.join(' | ')}\n` +
        '  affects_plugins: true | false\n' +
        `  codemod: ${codemodCoverages.join(' | ')}`,
    );
    this.name = 'BreakingChangeFactsError';
  }
}

function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

/** Reads and checks the `breaking_change` block; throws a message naming the file and field. */
export function parseBreakingChangeFacts(
  filePath: string,
  frontMatter: Record<string, unknown>,
): BreakingChangeFacts {
  const block = frontMatter.breaking_change;
  if (block === undefined || block === null) {
    throw new BreakingChangeFactsError(
      filePath,
      'the `breaking_change` front matter block is missing.',
    );
  }
  if (typeof block !== 'object' || Array.isArray(block)) {
    throw new BreakingChangeFactsError(
      filePath,
      '`breaking_change` must be a mapping with topic, affects_plugins and codemod.',
    );
  }
  const {topic, affects_plugins: affectsPlugins, codemod} = block as Record<string, unknown>;
  if (!isOneOf(breakingChangeTopics, topic)) {
    throw new BreakingChangeFactsError(
      filePath,
      `\`breaking_change.topic\` is ${JSON.stringify(topic)}; use one of ${breakingChangeTopics.join(', ')}.`,
    );
  }
  if (typeof affectsPlugins !== 'boolean') {
    throw new BreakingChangeFactsError(
      filePath,
      `\`breaking_change.affects_plugins\` is ${JSON.stringify(affectsPlugins)}; use true or false.`,
    );
  }
  if (!isOneOf(codemodCoverages, codemod)) {
    throw new BreakingChangeFactsError(
      filePath,
      `\`breaking_change.codemod\` is ${JSON.stringify(codemod)}; use one of ${codemodCoverages.join(', ')}.`,
    );
  }
  return {topic, affects_plugins: affectsPlugins, codemod};
}

/**
 * Build-time guard called from `markdown.parseFrontMatter`: a breaking-change page must carry
 * valid facts and render them with `<BreakingChangeFacts />`; other pages must not carry them.
 */
export function checkBreakingChangeFrontMatter(
  filePath: string,
  frontMatter: Record<string, unknown>,
  fileContent: string,
): void {
  if (!isBreakingChangePage(filePath)) {
    if (frontMatter.breaking_change !== undefined) {
      throw new BreakingChangeFactsError(
        filePath,
        `\`breaking_change\` is only allowed on pages in ${breakingChangesFolder}.`,
      );
    }
    return;
  }
  parseBreakingChangeFacts(filePath, frontMatter);
  if (!fileContent.includes('<BreakingChangeFacts')) {
    throw new BreakingChangeFactsError(
      filePath,
      'the page does not render its facts: add `<BreakingChangeFacts />` after the summary sentence.',
    );
  }
}
