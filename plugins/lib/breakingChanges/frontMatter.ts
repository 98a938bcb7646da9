/**
 * Typed facts carried by every breaking-change page's front matter, and their validation.
 * The breaking-changes index and the facts block on each page are rendered from these facts,
 * so a page that lacks them must fail the build instead of silently dropping out of the index.
 */

const breakingChangeTopics = [
  'database',
  'dependencies',
  'configuration',
  'backend',
  'plugins-admin',
  'apis',
] as const;
export type BreakingChangeTopic = (typeof breakingChangeTopics)[number];

const codemodCoverages = ['full', 'partial', 'none'] as const;
export type CodemodCoverage = (typeof codemodCoverages)[number];

export interface BreakingChangeFacts {
  topic: BreakingChangeTopic;
  affects_plugins: boolean;
  codemod: CodemodCoverage;
}

/** Folder (relative to the site) whose pages are breaking changes. */
const breakingChangesFolder = 'docs/dev-docs/migration/v4-to-v5/breaking-changes/';

export function isBreakingChangePage(filePath: string): boolean {
  const posixPath = filePath.replaceAll('\\', '/');
  const start = posixPath.lastIndexOf(breakingChangesFolder);
  if (start === -1) return false;
  const rest = posixPath.slice(start + breakingChangesFolder.length);
  // Only the pages themselves: not partials, not deeper folders.
  return /^[^/_][^/]*\.mdx?$/.test(rest);
}

export class BreakingChangeFactsError extends Error {
  constructor(filePath: string, problems: string | readonly string[]) {
    const list = typeof problems === 'string' ? [problems] : problems;
    super(
      `[breaking-changes] ${filePath}: ${list.length === 1 ? list[0] : `${list.length} problems:\n${list.map((problem) => `- ${problem}`).join('\n')}`}\n` +
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

/** Every problem of the `breaking_change` block, so a contributor fixes them in one go. */
function breakingChangeFactsProblems(frontMatter: Record<string, unknown>): string[] {
  const block = frontMatter.breaking_change;
  if (block === undefined || block === null) {
    return ['the `breaking_change` front matter block is missing.'];
  }
  if (typeof block !== 'object' || Array.isArray(block)) {
    return ['`breaking_change` must be a mapping with topic, affects_plugins and codemod.'];
  }
  const {topic, affects_plugins: affectsPlugins, codemod} = block as Record<string, unknown>;
  const problems: string[] = [];
  if (!isOneOf(breakingChangeTopics, topic)) {
    problems.push(
      `\`breaking_change.topic\` is ${JSON.stringify(topic)}; use one of ${breakingChangeTopics.join(', ')}.`,
    );
  }
  if (typeof affectsPlugins !== 'boolean') {
    problems.push(
      `\`breaking_change.affects_plugins\` is ${JSON.stringify(affectsPlugins)}; use true or false.`,
    );
  }
  if (!isOneOf(codemodCoverages, codemod)) {
    problems.push(
      `\`breaking_change.codemod\` is ${JSON.stringify(codemod)}; use one of ${codemodCoverages.join(', ')}.`,
    );
  }
  return problems;
}

/** Reads and checks the `breaking_change` block; throws a message naming the file and every faulty field. */
export function parseBreakingChangeFacts(
  filePath: string,
  frontMatter: Record<string, unknown>,
): BreakingChangeFacts {
  const problems = breakingChangeFactsProblems(frontMatter);
  if (problems.length > 0) throw new BreakingChangeFactsError(filePath, problems);
  return frontMatter.breaking_change as BreakingChangeFacts;
}

/**
 * Build-time guard called from `markdown.parseFrontMatter`: a breaking-change page must carry
 * valid facts and render them with `<BreakingChangeFacts />`; other pages must not carry them.
 * Every problem of the page is reported at once.
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
  const problems = breakingChangeFactsProblems(frontMatter);
  if (!fileContent.includes('<BreakingChangeFacts')) {
    problems.push(
      'the page does not render its facts: add `<BreakingChangeFacts />` after the summary sentence.',
    );
  }
  if (problems.length > 0) throw new BreakingChangeFactsError(filePath, problems);
}
