/**
 * Which of the OpenAPI theme's components render on the server. The theme wraps the parameter
 * list, the request body and the responses of an operation page in `<BrowserOnly>` with a
 * skeleton as fallback: the static HTML holds grey bars, the content appears after hydration,
 * becomes the largest paint and pushes the responses down (a layout shift of about 0.17). These
 * components render plain markup from the page's JSON, so they can render on the server: the
 * `@docusaurus/BrowserOnly` they import is swapped for `client/renderNow.tsx`, in the server and
 * the browser bundles alike so that hydration sees the same markup.
 */

/** The theme components whose BrowserOnly is swapped, by folder under the theme's lib/theme. */
const serverRenderedComponents = [
  'ParamsDetails',
  'RequestSchema',
  'ResponseSchema',
  'StatusCodes',
] as const;

const issuerPattern = new RegExp(
  `[\\\\/]docusaurus-theme-openapi-docs[\\\\/]lib[\\\\/]theme[\\\\/](${serverRenderedComponents.join('|')})[\\\\/]index\\.js$`,
);

/** True when `issuer` (the importing file) is one of the components that render on the server. */
export function rendersOnServer(issuer: string | undefined): boolean {
  return Boolean(issuer && issuerPattern.test(issuer));
}
