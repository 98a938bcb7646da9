/**
 * crypto-js as the OpenAPI theme's ApiExplorer/storage-utils uses it, `SHA1(message).toString()`,
 * with crypto-js's own SHA-1 and core only (lib/lighterModules.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
module.exports = {SHA1: require('crypto-js/sha1')};
