/**
 * Client module of security-headers: a page's Content-Security-Policy comes with its document, so
 * a client-side navigation keeps the policy of the page the reader came from. A link to a route
 * whose policy differs from the document's (a live-code page, the API reference) therefore loads
 * the page in full: the click goes to the browser instead of the router. Navigations that do not
 * start from a link (the search widget's Enter key, the history buttons) reload the new route.
 */
import type {ClientModule} from '@docusaurus/types';
import globalData from '@generated/globalData';

import {policyOfRoute, type PolicyName, type PolicyRoutes} from '../lib/policyRoutes';

const routes = (globalData['security-headers'] as {default?: PolicyRoutes} | undefined)?.default;

/** The policy the current document was served with. */
let documentPolicy: PolicyName | null = null;

function needsFullLoad(pathname: string): boolean {
  if (!routes || documentPolicy === null) return false;
  return policyOfRoute(pathname, routes) !== documentPolicy;
}

/** The same-origin page a plain left click on this target would open in this tab, if any. */
function linkTarget(event: MouseEvent): URL | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if (anchor.hasAttribute('download') || (anchor.target && anchor.target !== '_self')) return null;
  const url = new URL(anchor.href, window.location.href);
  return url.origin === window.location.origin ? url : null;
}

if (typeof window !== 'undefined') {
  documentPolicy = routes ? policyOfRoute(window.location.pathname, routes) : null;
  // Capture on window runs before React's listener on its root: stopping the click there leaves
  // the browser's own navigation (a full page load) in place of the router's.
  window.addEventListener(
    'click',
    (event) => {
      const url = linkTarget(event);
      if (url && needsFullLoad(url.pathname)) event.stopPropagation();
    },
    {capture: true},
  );
}

const clientModule: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (previousLocation && needsFullLoad(location.pathname)) window.location.reload();
  },
};

export default clientModule;
