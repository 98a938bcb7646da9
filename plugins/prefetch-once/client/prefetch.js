/**
 * The chunk prefetcher of ./docusaurus.js, in place of @docusaurus/core/lib/client/prefetch.js
 * (Docusaurus 3.10), which the original docusaurus.js imports. Docusaurus prefetches the chunks of every route a visible link points to, including
 * the current page and the chunks the page already loaded (the docs layout, the sidebar, the
 * theme): each came back as a 200 or 304 request per navigation. This version skips a URL the
 * page has already requested, as a script or as an earlier prefetch; otherwise it prefetches the
 * way the original does (`<link rel="prefetch">`, or XHR where that is not supported).
 */

/**
 * @param {{requestedBefore: (url: string) => boolean; fetch: (url: string) => Promise<void>}} io
 * @returns {(url: string) => Promise<void>}
 */
export function createPrefetch(io) {
  /** @type {Set<string>} */
  const requested = new Set();
  return (url) => {
    if (requested.has(url) || io.requestedBefore(url)) return Promise.resolve();
    requested.add(url);
    return io.fetch(url).catch(() => {}); // 404s are logged to the console anyway.
  };
}

/** @param {string} url */
function linkPrefetch(url) {
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.setAttribute('rel', 'prefetch');
    link.setAttribute('href', url);
    link.onload = () => resolve(undefined);
    link.onerror = () => reject(new Error(`prefetch failed: ${url}`));
    document.head.appendChild(link);
  });
}

/** @param {string} url */
function xhrPrefetch(url) {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('GET', url, true);
    request.withCredentials = true;
    request.onload = () =>
      request.status === 200 ? resolve(undefined) : reject(new Error(String(request.status)));
    request.send(null);
  });
}

function supportsLinkPrefetch() {
  try {
    return document.createElement('link').relList.supports('prefetch');
  } catch {
    return false;
  }
}

/** The page's own record of what it fetched: resource timing entries, and script tags. */
function requestedBefore(/** @type {string} */ url) {
  const absolute = new URL(url, document.baseURI).href;
  if (performance.getEntriesByName(absolute).length > 0) return true;
  return Array.from(document.scripts).some((script) => script.src === absolute);
}

const browserPrefetch =
  typeof document === 'undefined'
    ? () => Promise.resolve()
    : (() => {
        // The default buffer of 250 entries fills up after a few navigations on a docs site.
        performance.setResourceTimingBufferSize?.(5000);
        return createPrefetch({
          requestedBefore,
          fetch: supportsLinkPrefetch() ? linkPrefetch : xhrPrefetch,
        });
      })();

/** @param {string} url */
export default function prefetch(url) {
  return browserPrefetch(url);
}
