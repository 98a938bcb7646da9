/**
 * Lighter stand-ins for two libraries the OpenAPI theme imports whole into the code every API
 * page loads, for one function each:
 * - `ApiExplorer/storage-utils` imports all of crypto-js (AES, DES, SHA-3, RIPEMD…) to call
 *   `SHA1`: it gets `client/cryptoSha1.js`, crypto-js's own SHA-1 and core only;
 * - `ApiItem` imports all of pako (deflate and inflate) to call `ungzip` on the page's
 *   operation: it gets pako's own inflate-only browser build.
 * Only those importers are redirected; anything else importing the libraries gets them whole.
 */
const themeFile = (file: string) =>
  new RegExp(`[\\\\/]docusaurus-theme-openapi-docs[\\\\/]lib[\\\\/]theme[\\\\/]${file}$`);

const standIns: Array<{request: string; issuer: RegExp; replacement: string}> = [
  {
    request: 'crypto-js',
    issuer: themeFile('ApiExplorer[\\\\/]storage-utils\\.js'),
    replacement: 'client/cryptoSha1.js',
  },
  {
    request: 'pako',
    issuer: themeFile('ApiItem[\\\\/]index\\.js'),
    replacement: 'pako/browser/inflate',
  },
];

/**
 * The module to load instead of `request` imported by `issuer`: a path relative to the plugin's
 * folder (starting with `client/`) or a package request; undefined to keep the request.
 */
export function lighterModule(request: string, issuer: string | undefined): string | undefined {
  if (!issuer) return undefined;
  return standIns.find((standIn) => standIn.request === request && standIn.issuer.test(issuer))
    ?.replacement;
}
