/**
 * `/tags` and everything below it: renders the one child route (the list or a tag page) that
 * matches. The tag pages are nested under this route so that route matching, which runs for the
 * current page before hydration and for every link on screen, tests one `/tags` route on the
 * rest of the site instead of each of the 200-odd tag routes in turn.
 */
import type React from 'react';
import renderRoutes from '@docusaurus/renderRoutes';
import type {RouteConfigComponentProps} from 'react-router-config';

export default function TagsIndexRoutes({route}: RouteConfigComponentProps): React.ReactNode {
  return renderRoutes(route?.routes ?? []);
}
