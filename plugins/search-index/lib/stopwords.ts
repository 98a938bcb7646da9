/**
 * English function words that carry no meaning for retrieval, plus the words readers put around a
 * question ("how do I…", "what is…"). They are not indexed as words of their own, and are dropped
 * from queries that have other words. Code tokens that contain them (`$in`, `$not`) are kept whole.
 */
export const stopwords: ReadonlySet<string> = new Set([
  'a', 'about', 'above', 'after', 'again', 'also', 'am', 'an', 'and', 'any', 'are', 'as', 'at',
  'be', 'because', 'been', 'before', 'being', 'below', 'between', 'both', 'but', 'by',
  'can', 'could', 'did', 'do', 'does', 'doing', 'done', 'down', 'during',
  'each', 'either', 'else', 'etc', 'few', 'for', 'from', 'further',
  'had', 'has', 'have', 'having', 'he', 'her', 'here', 'hers', 'him', 'his', 'how',
  'i', 'if', 'in', 'into', 'is', 'it', 'its', 'itself', 'just',
  'me', 'might', 'more', 'most', 'much', 'must', 'my', 'myself',
  'no', 'nor', 'of', 'off', 'on', 'once', 'one', 'only', 'or', 'other', 'our', 'ours', 'out', 'over', 'own',
  'please', 'same', 'shall', 'she', 'should', 'so', 'some', 'such',
  'than', 'that', 'the', 'their', 'theirs', 'them', 'then', 'there', 'these', 'they', 'this', 'those',
  'through', 'to', 'too', 'under', 'until', 'up', 'us', 'very',
  'was', 'we', 'were', 'what', 'when', 'where', 'which', 'while', 'who', 'whom', 'why', 'will', 'with',
  'would', 'you', 'your', 'yours', 'yourself',
]);

export function isStopword(word: string): boolean {
  return stopwords.has(word);
}
