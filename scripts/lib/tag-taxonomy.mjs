// @ts-check
/**
 * The rules of the tag taxonomy (docs/tags.yml and the `tags` of the pages), checked by the content
 * lint on the whole site: a tag page that gathers one page is a dead end for a reader, a page with
 * one tag cannot be browsed to, and a page with a dozen tags buries the ones that matter.
 */

/** Fewest and most tags a listed page carries. */
export const tagsPerPage = /** @type {const} */ ({min: 2, max: 6});
/** Fewest pages a declared tag gathers, so that its page is worth browsing. */
export const minPagesPerTag = 2;

/**
 * @typedef {{label?: string, description?: string}} DeclaredTag
 * @typedef {{file: string, tags: string[], listed: boolean}} TaggedPage
 *   `listed: false` for pages that get no tag page (the unlisted snippets).
 * @typedef {{
 *   tags: number,
 *   pagesPerTag: {min: number, median: number, max: number},
 *   histogram: [string, number][],
 * }} TaxonomyFigures
 */

/**
 * Problems of the taxonomy, one sentence each naming the file or the tag and the fix.
 * @param {Record<string, DeclaredTag>} declared the entries of docs/tags.yml
 * @param {TaggedPage[]} pages
 * @returns {string[]}
 */
export function taxonomyProblems(declared, pages) {
  const problems = [];
  const pagesByTag = groupByTag(pages);
  for (const page of pages) {
    if (!page.listed) {
      if (page.tags.length > 0)
        problems.push(
          `${page.file}: carries tags, but snippets are unlisted and make no tag page; remove its \`tags\`.`,
        );
      continue;
    }
    const {min, max} = tagsPerPage;
    if (page.tags.length < min || page.tags.length > max)
      problems.push(
        `${page.file}: has ${page.tags.length} tag(s) [${page.tags.join(', ')}]; give it ${min} to ${max} tags a reader would browse by (feature, API, task, audience).`,
      );
    if (new Set(page.tags).size !== page.tags.length)
      problems.push(`${page.file}: lists a tag twice; remove the duplicate from \`tags\`.`);
    for (const tag of page.tags)
      if (!(tag in declared))
        problems.push(
          `${page.file}: tag "${tag}" is not declared; add it to docs/tags.yml or use a declared tag.`,
        );
  }
  for (const [key, tag] of Object.entries(declared)) {
    if (!tag?.label) problems.push(`docs/tags.yml: give "${key}" a label.`);
    if (!tag?.description || /\n/.test(tag.description.trim()))
      problems.push(
        `docs/tags.yml: give "${key}" a one-line description saying what the tag gathers (it is shown on /tags/${key}).`,
      );
    const tagged = pagesByTag.get(key) ?? [];
    if (tagged.length < minPagesPerTag)
      problems.push(
        tagged.length === 0
          ? `docs/tags.yml: "${key}" is carried by no page; remove it, or tag the pages it should gather.`
          : `docs/tags.yml: "${key}" gathers only ${tagged[0]}; tag another page that belongs with it, or merge it into a broader tag and remove it.`,
      );
  }
  return problems;
}

/**
 * Size of the taxonomy: number of tags with pages, pages per tag, and how many tags gather n pages.
 * @param {TaggedPage[]} pages
 * @returns {TaxonomyFigures}
 */
export function taxonomyFigures(pages) {
  const counts = [...groupByTag(pages).values()].map((files) => files.length).sort((a, b) => a - b);
  // The middle count, or the mean of the two middle ones for an even number of tags.
  const middle = counts.slice((counts.length - 1) >> 1, (counts.length >> 1) + 1);
  const median =
    middle.length === 0 ? 0 : middle.reduce((sum, count) => sum + count, 0) / middle.length;
  /** @type {Map<string, number>} */
  const histogram = new Map();
  for (const count of counts) {
    const bucket = count < 6 ? String(count) : count < 10 ? '6-9' : count < 20 ? '10-19' : '20+';
    histogram.set(bucket, (histogram.get(bucket) ?? 0) + 1);
  }
  return {
    tags: counts.length,
    pagesPerTag: {min: counts[0] ?? 0, median, max: counts.at(-1) ?? 0},
    histogram: [...histogram],
  };
}

/**
 * @param {TaggedPage[]} pages
 * @returns {Map<string, string[]>} the listed pages carrying each tag
 */
function groupByTag(pages) {
  /** @type {Map<string, string[]>} */
  const byTag = new Map();
  for (const page of pages) {
    if (!page.listed) continue;
    for (const tag of new Set(page.tags)) byTag.set(tag, [...(byTag.get(tag) ?? []), page.file]);
  }
  return byTag;
}
