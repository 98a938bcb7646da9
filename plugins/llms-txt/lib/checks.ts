/**
 * Checks of the written llms files that fail the build, each naming the file or page to fix.
 */

export interface WrittenIndex {
  /** Path of the file in the build folder (`llms.txt`, `dev-docs/llms-2.txt`). */
  file: string;
  text: string;
}

/** Problems of the indexes: a file over `limit` characters, a listed page missing from them. */
export function llmsIndexProblems(
  indexes: readonly WrittenIndex[],
  listedMarkdownUrls: readonly string[],
  limit: number,
): string[] {
  const problems: string[] = [];
  for (const {file, text} of indexes) {
    if (text.length >= limit)
      problems.push(
        `${file} is ${text.length} characters, over the ${limit} that agents read: shorten the descriptions of its pages or split the section`,
      );
  }
  const linked = new Set(
    indexes.flatMap(({text}) => [...text.matchAll(/\]\((\S+?\.md)\)/g)].map((match) => match[1]!)),
  );
  for (const url of listedMarkdownUrls)
    if (!linked.has(url))
      problems.push(`${url} is listed nowhere in llms.txt or its section indexes`);
  return problems;
}
