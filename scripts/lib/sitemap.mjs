// @ts-check
/**
 * The one reader of the built `sitemap.xml`, shared by the browser tests and the benchmarks.
 */

/**
 * @typedef {object} SitemapEntry
 * @property {string} path pathname of the `<loc>` URL
 * @property {string | undefined} changefreq
 * @property {string | undefined} priority
 */

/**
 * The `<url>` entries of a sitemap, in document order.
 * @param {string} xml
 * @returns {SitemapEntry[]}
 */
export function parseSitemap(xml) {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry = '']) => {
    /** @param {string} tag */
    const field = (tag) => entry.match(new RegExp(`<${tag}>([^<]*)</${tag}>`))?.[1];
    return {
      path: new URL(field('loc') ?? '/', 'http://sitemap.invalid').pathname,
      changefreq: field('changefreq'),
      priority: field('priority'),
    };
  });
}
