import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {lighterModule} from './lighterModules';

const require = createRequire(import.meta.url);
const themeDir = path
  .dirname(require.resolve('docusaurus-theme-openapi-docs/lib/theme/ApiItem/index.js'))
  .replace(/[\\/]ApiItem$/, '');
const storageUtils = path.join(themeDir, 'ApiExplorer', 'storage-utils.js');
const apiItem = path.join(themeDir, 'ApiItem', 'index.js');

describe('lighterModule', () => {
  it('redirects crypto-js from storage-utils and pako from ApiItem only', () => {
    expect(lighterModule('crypto-js', storageUtils)).toBe('client/cryptoSha1.js');
    expect(lighterModule('pako', apiItem)).toBe('pako/browser/inflate');
    expect(lighterModule('crypto-js', apiItem)).toBeUndefined();
    expect(lighterModule('pako', storageUtils)).toBeUndefined();
    expect(lighterModule('pako', '/elsewhere/node_modules/some-lib/index.js')).toBeUndefined();
    expect(lighterModule('crypto-js', undefined)).toBeUndefined();
  });

  it('the theme uses no more of them than the stand-ins hold (checked in the installed files)', () => {
    const storageSource = readFileSync(storageUtils, 'utf8');
    expect([...storageSource.matchAll(/crypto_js_1\.default\.(\w+)/g)].map((m) => m[1])).toEqual([
      'SHA1',
    ]);
    const apiItemSource = readFileSync(apiItem, 'utf8');
    expect([...apiItemSource.matchAll(/pako_1\.(\w+)/g)].map((m) => m[1])).toEqual(['ungzip']);
  });

  it('the stand-ins compute what the whole libraries do', () => {
    const cryptoJs = require('crypto-js') as {SHA1: (message: string) => {toString(): string}};
    const sha1Only = require('../client/cryptoSha1.js') as typeof cryptoJs;
    for (const message of ['', 'apiToken', 'é unicode ✓', 'x'.repeat(1000)]) {
      expect(sha1Only.SHA1(message).toString()).toBe(cryptoJs.SHA1(message).toString());
    }
    const pako = require('pako') as {ungzip: (data: Uint8Array) => Uint8Array};
    const inflateOnly = require('pako/browser/inflate') as typeof pako;
    const operation = Buffer.from(JSON.stringify({method: 'get', path: '/api/restaurants'}));
    const gzipped = new Uint8Array(gzipSync(operation));
    expect(Buffer.from(inflateOnly.ungzip(gzipped)).equals(Buffer.from(pako.ungzip(gzipped)))).toBe(
      true,
    );
    expect(Buffer.from(inflateOnly.ungzip(gzipped)).toString()).toBe(operation.toString());
  });
});
