/**
 * Checks a page's `keywords` front matter, which the site search indexes as readers' words for what
 * the page answers (plugins/search-index). Few and short on purpose: a long list would make a page
 * match queries it does not answer.
 */

/** At most this many keywords a page. */
export const maxKeywords = 8;
/** At most this many words a keyword (an error message as shown may need them). */
export const maxKeywordWords = 8;

/**
 * Problems with the `keywords` of one page, each naming the file and the fix; none when the page
 * has no keywords.
 *
 * @param {string} file path shown in the messages
 * @param {Record<string, unknown>} frontMatter the page's parsed front matter
 * @returns {string[]}
 */
export function keywordProblems(file, frontMatter) {
  const {keywords, title} = frontMatter;
  if (keywords === undefined) return [];
  if (!Array.isArray(keywords) || keywords.some((keyword) => typeof keyword !== 'string'))
    return [
      `${file}: \`keywords\` must be a list of strings, e.g. keywords: [sign in, reset password].`,
    ];
  const problems = [];
  if (keywords.length > maxKeywords)
    problems.push(
      `${file}: has ${keywords.length} keywords; keep the ${maxKeywords} a reader is most likely to type.`,
    );
  const seen = new Set();
  /** @param {string} text */
  const folded = (text) => text.trim().toLowerCase().replace(/\s+/g, ' ');
  for (const keyword of keywords) {
    const key = folded(keyword);
    if (key === '') problems.push(`${file}: has an empty keyword; remove it.`);
    else if (seen.has(key)) problems.push(`${file}: keyword "${keyword}" is listed twice.`);
    else if (typeof title === 'string' && key === folded(title))
      problems.push(
        `${file}: keyword "${keyword}" repeats the title, which the search already reads; remove it.`,
      );
    else if (key.split(' ').length > maxKeywordWords)
      problems.push(
        `${file}: keyword "${keyword}" has more than ${maxKeywordWords} words; shorten it to what a reader types.`,
      );
    seen.add(key);
  }
  return problems;
}
