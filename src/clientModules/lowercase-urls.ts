/**
 * The site's addresses are lower case. A static host answers `/DEV-DOCS/INTRO` with the not-found
 * page, but the router matches paths whatever their case, so React would hydrate the intro over
 * that page (React error #418) under an upper-case canonical URL. Before React starts, a not-found
 * page whose path has capitals sends the reader to the same path in lower case (which is the page,
 * or the not-found page again, without a loop).
 */
export function lowerCaseTarget(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
): string | null {
  const lower = location.pathname.toLowerCase();
  return lower === location.pathname ? null : `${lower}${location.search}${location.hash}`;
}

if (typeof document !== 'undefined' && document.querySelector('[data-not-found-page]')) {
  const target = lowerCaseTarget(window.location);
  if (target) window.location.replace(target);
}
