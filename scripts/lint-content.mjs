#!/usr/bin/env node
/**
 * Content lint: every page has a title and a one-sentence description, no page carries
 * placeholder words, no page body opens with its own H1 (the title comes from front matter), and
 * the tag taxonomy holds (scripts/lib/tag-taxonomy.mjs: 2–6 tags a page, 2 pages or more a tag,
 * a one-line description for each tag), `keywords` and `search_questions` are few, short and distinct
 * (scripts/lib/search-keywords.mjs), prose is in US English (scripts/lib/us-spelling.mjs), no
 * page renders DocCardList, and no page (docs/ and the Markdown pages of src/pages/) installs a
 * Strapi pre-release or calls Strapi 5 a release candidate (scripts/lib/version-story.mjs, which
 * names the line too). Prints one line per problem with the file and the fix,
 * then the size of the taxonomy; exits 1 when there is any problem.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import docusaurusUtils from '@docusaurus/utils';
import {getTagsFile} from '@docusaurus/utils-validation';

import {markdownFiles} from './lib/docs-tree.mjs';
import {keywordProblems} from './lib/search-keywords.mjs';
import {spellingProblems} from './lib/us-spelling.mjs';
import {taxonomyFigures, taxonomyProblems} from './lib/tag-taxonomy.mjs';
import {versionStoryProblems} from './lib/version-story.mjs';

const {DEFAULT_PARSE_FRONT_MATTER} = docusaurusUtils;

const docsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs');
/** Markdown pages outside the docs instances (release notes): checked for the version story only. */
const pagesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/pages');
const placeholder = /\b(TODO|TBD|lorem ipsum|coming soon|FIXME)\b/i;

const problems = [];
/** @type {import('./lib/tag-taxonomy.mjs').TaggedPage[]} */
const taggedPages = [];
let count = 0;
for (const file of markdownFiles(docsDir)) {
  count += 1;
  const relative = path.relative(process.cwd(), file);
  const source = readFileSync(file, 'utf8');
  let parsed;
  try {
    parsed = await DEFAULT_PARSE_FRONT_MATTER({filePath: file, fileContent: source});
  } catch (error) {
    problems.push(
      `${relative}: front matter is not valid YAML (${String(error instanceof Error ? error.message : error).split('\n')[0]}); fix the YAML between the --- lines.`,
    );
    continue;
  }
  const {frontMatter: data, content} = parsed;
  const partial = path.basename(file).startsWith('_');
  if (!partial) {
    // Snippets are unlisted (config/build.ts): their tags would make no tag page.
    const listed = !path.relative(docsDir, file).startsWith(`snippets${path.sep}`);
    const tags = Array.isArray(data.tags) ? data.tags.map(String) : [];
    taggedPages.push({file: relative, tags, listed});
    if (typeof data.title !== 'string' || data.title.trim() === '')
      problems.push(`${relative}: missing \`title\` in front matter.`);
    if (typeof data.description !== 'string' || data.description.trim() === '') {
      problems.push(
        `${relative}: missing \`description\` in front matter; add one sentence saying what the page gives the reader.`,
      );
    }
    problems.push(...keywordProblems(relative, data));
    // The readers' words of the front matter are indexed by the search like the prose.
    const searchWords = [data.keywords, data.search_questions].flatMap((list) =>
      Array.isArray(list) ? list.map(String) : [],
    );
    problems.push(...spellingProblems(relative, searchWords.join('\n')));
  }
  // The whole file, so that the problems name the line of the file.
  problems.push(...versionStoryProblems(relative, source));
  const withoutCode = content.replace(/```[\s\S]*?```/g, '');
  problems.push(...spellingProblems(relative, withoutCode));
  const placeholderMatch = withoutCode.match(placeholder);
  if (placeholderMatch)
    problems.push(
      `${relative}: placeholder word "${placeholderMatch[0]}"; finish the content or remove it.`,
    );
  // Doc pages download each docs version's page list without descriptions (plugins/tags-index),
  // so the cards of DocCardList would show titles only.
  if (/<DocCardList\b/.test(withoutCode))
    problems.push(
      `${relative}: uses <DocCardList />, whose cards would have no description on this site; list the pages as Markdown links with a sentence each instead.`,
    );
  if (/^#\s/m.test(withoutCode))
    problems.push(
      `${relative}: has a "# " heading; the title comes from front matter, start sections at "##".`,
    );
}

for (const file of markdownFiles(pagesDir)) {
  count += 1;
  problems.push(
    ...versionStoryProblems(path.relative(process.cwd(), file), readFileSync(file, 'utf8')),
  );
}

const declaredTags = await getTagsFile({
  tags: 'tags.yml',
  contentPaths: {contentPath: docsDir, contentPathLocalized: docsDir},
});
problems.push(...taxonomyProblems(declaredTags ?? {}, taggedPages));

for (const problem of problems) console.error(problem);
const figures = taxonomyFigures(taggedPages);
console.log(
  `[lint] tags: ${figures.tags} with pages; pages per tag min ${figures.pagesPerTag.min}, median ${figures.pagesPerTag.median}, max ${figures.pagesPerTag.max}; tags by pages gathered: ${figures.histogram.map(([pages, tags]) => `${pages}: ${tags}`).join(', ')}.`,
);
console.log(`[lint] ${count} pages checked, ${problems.length} problem(s).`);
process.exit(problems.length > 0 ? 1 : 0);
