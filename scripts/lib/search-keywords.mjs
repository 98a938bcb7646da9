/**
 * Checks a page's `keywords` and `search_questions` front matter, which the site search indexes as
 * readers' words for what the page answers (plugins/search-index). Few and short on purpose: a long
 * list would make a page match queries it does not answer.
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
  return [...keywordListProblems(file, frontMatter), ...questionProblems(file, frontMatter)];
}

/** @param {string} text */
const folded = (text) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * @param {string} file
 * @param {Record<string, unknown>} frontMatter
 * @returns {string[]}
 */
function keywordListProblems(file, frontMatter) {
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

/** At most this many questions a page. */
export const maxQuestions = 8;
/** Words of a question: a reader's whole question, not a keyword, and not a paragraph. */
export const questionWords = {min: 3, max: 16};

/**
 * Problems with the `search_questions` of one page: what readers ask when this page is what they
 * need, in their own words.
 *
 * @param {string} file
 * @param {Record<string, unknown>} frontMatter
 * @returns {string[]}
 */
function questionProblems(file, frontMatter) {
  const questions = frontMatter.search_questions;
  if (questions === undefined) return [];
  if (!Array.isArray(questions) || questions.some((question) => typeof question !== 'string'))
    return [
      `${file}: \`search_questions\` must be a list of strings, one reader's question each, e.g. search_questions: ["how do I reset a forgotten password"].`,
    ];
  const problems = [];
  if (questions.length > maxQuestions)
    problems.push(
      `${file}: has ${questions.length} search_questions; keep the ${maxQuestions} readers ask most.`,
    );
  const seen = new Set();
  for (const question of questions) {
    const key = folded(question);
    const words = key === '' ? 0 : key.split(' ').length;
    if (seen.has(key)) problems.push(`${file}: search question "${question}" is listed twice.`);
    else if (words < questionWords.min || words > questionWords.max)
      problems.push(
        `${file}: search question "${question}" has ${words} words; write a reader's question of ${questionWords.min} to ${questionWords.max} words.`,
      );
    seen.add(key);
  }
  return problems;
}
