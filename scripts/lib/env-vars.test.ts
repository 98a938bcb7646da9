import {describe, expect, it} from 'vitest';
import {envNamesOf, namesInCode, namesReadIn, snippetImports} from './env-vars.mjs';

describe('namesReadIn', () => {
  it('reads the variables code reads or sets, in the languages the pages use', () => {
    expect(
      namesReadIn("host: env('DATABASE_HOST', 'localhost'), port: env.int('DATABASE_PORT')"),
    ).toEqual(['DATABASE_HOST', 'DATABASE_PORT']);
    expect(
      namesReadIn('const url = process.env.STRAPI_URL ?? import.meta.env.PUBLIC_API;'),
    ).toEqual(['STRAPI_URL', 'PUBLIC_API']);
    expect(namesReadIn('token = ENV.fetch(\'STRAPI_TOKEN\'); os.getenv("API_KEY_X")')).toEqual([
      'STRAPI_TOKEN',
      'API_KEY_X',
    ]);
    expect(namesReadIn('export APP_KEYS=a,b')).toEqual(['APP_KEYS']);
    expect(namesReadIn('const value = SOME_CONSTANT;')).toEqual([]);
  });
});

describe('envNamesOf', () => {
  const page = [
    '---',
    'title: Database',
    'names_not_in_strapi: [DATABASE_URL]',
    '---',
    'Set `DATABASE_HOST` and `STRAPI_ADMIN_` variables, or `DATABASE_URL` on Heroku.',
    "The provider reads `providerOptions: { key: env('CLOUD_KEY') }`.",
    '```js',
    "module.exports = ({env}) => ({host: env('DATABASE_HOST')});",
    '```',
  ].join('\n');

  it('lists the names shown as code with their lines, leaving out prefixes', () => {
    expect(envNamesOf(page).mentions).toEqual([
      {name: 'DATABASE_HOST', line: 5},
      {name: 'DATABASE_URL', line: 5},
    ]);
  });

  it('knows what the page itself reads, in code blocks and quoted code, and what it declares', () => {
    const {readByPage, declared} = envNamesOf(page);
    expect([...readByPage].sort()).toEqual(['CLOUD_KEY', 'DATABASE_HOST']);
    expect([...declared]).toEqual(['DATABASE_URL']);
  });
});

describe('snippetImports and namesInCode', () => {
  it('finds the snippets a page imports and the capitalised names of code', () => {
    expect(snippetImports("import Proxy from '@site/docs/snippets/server-proxy.md';")).toEqual([
      'docs/snippets/server-proxy.md',
    ]);
    expect(namesInCode('const a = process.env.STRAPI_LICENSE || FLAG_X; const b = "ok";')).toEqual([
      'STRAPI_LICENSE',
      'FLAG_X',
    ]);
  });
});
