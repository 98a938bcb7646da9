import {describe, expect, it} from 'vitest';
import {fold, keysOf, tokenize, wholeKey} from './tokenize';

const surfaces = (text: string) => tokenize(text).map((token) => token.surface);
const keys = (text: string) => tokenize(text).map((token) => token.key);

describe('tokenize', () => {
  it('folds case and accents and stems words', () => {
    expect(fold('Élément Café')).toBe('element cafe');
    expect(keys('Populating relations')).toEqual(['popul', 'relat']);
  });

  it('keeps code tokens whole and also splits them into parts', () => {
    expect(surfaces('Call strapi.documents() first')).toEqual([
      'call',
      'strapi.documents',
      'strapi',
      'documents',
      'first',
    ]);
    expect(surfaces('documentId')).toEqual(['documentid', 'document', 'id']);
    expect(surfaces('findMany')).toEqual(['findmany', 'find', 'many']);
    expect(surfaces('$eq')).toEqual(['$eq', 'eq']);
    expect(surfaces('pagination[pageSize]=10')).toEqual([
      'pagination[pagesize]',
      'pagination',
      'page',
      'size',
      '10',
    ]);
    expect(surfaces("'api::restaurant.restaurant'")).toEqual([
      'api::restaurant.restaurant',
      'api',
      'restaurant',
      'restaurant',
    ]);
    expect(surfaces('@strapi/strapi')).toEqual(['@strapi/strapi', 'strapi', 'strapi']);
    expect(surfaces('HTTPServer')).toEqual(['httpserver', 'http', 'server']);
  });

  it('gives a version written with a v the key of the bare number', () => {
    expect(keys('upgrade from v4 to V5')).toEqual(['upgrad', 'from', '4', 'to', '5']);
    expect(keys('Strapi 5')).toEqual(['strapi', '5']);
    // Only a lone version: words and code tokens that merely contain one keep their own key.
    expect(keys('mysql5 vite')).toEqual(['mysql5', 'vite']);
    expect(surfaces('v5')).toEqual(['v5']);
  });

  it('does not fold https into http, a different word of the docs', () => {
    expect(keys('HTTPS in front of an http server')).toEqual([
      'https',
      'in',
      'front',
      'of',
      'an',
      'http',
      'server',
    ]);
    expect(keys('requests')).toEqual(['request']);
  });

  it('marks the whole token and groups it with its parts', () => {
    const tokens = tokenize('use documentId here');
    const whole = tokens.find((token) => token.whole)!;
    expect(whole.surface).toBe('documentid');
    expect(
      tokens.filter((token) => token.group === whole.group).map((token) => token.surface),
    ).toEqual(['documentid', 'document', 'id']);
  });

  it('stems the last word of a code token so plurals share a key', () => {
    const wholeOf = (text: string) => tokenize(text).find((token) => token.whole)!.key;
    expect(wholeOf('documentIds')).toBe(wholeOf('documentId'));
    expect(wholeOf('content-types')).toBe(wholeOf('content-type'));
    expect(wholeOf('$eq')).toBe('$eq');
    expect(wholeOf('pagination[pageSize]')).toBe('pagination[pagesize]');
    expect(wholeKey('findmany', 'many')).toBe('findmani');
    expect(wholeKey('v4-to-v5', 'v5')).toBe('v4-to-v5');
  });

  it('strips sentence punctuation but keeps what belongs to code', () => {
    expect(surfaces('See /api/restaurants.')).toEqual([
      'see',
      '/api/restaurants',
      'api',
      'restaurants',
    ]);
    expect(surfaces('Set it in .env, then restart.')).toEqual([
      'set',
      'it',
      'in',
      '.env',
      'env',
      'then',
      'restart',
    ]);
    expect(surfaces('(populate)')).toEqual(['populate']);
  });

  it('reads "log in" and "log out" as the verbs login and logout, not as the noun log', () => {
    expect(keysOf('Step 2: Log in to Strapi Cloud')).toEqual(
      keysOf('Step 2: login to Strapi Cloud'),
    );
    expect(keysOf('You are logged out')).toContain(keysOf('logout')[0]);
    expect(keysOf('Where are the logs?')).toEqual(['log']);
    expect(keysOf('read the log in the terminal')).toContain(keysOf('login')[0]);
    // A code token keeps its own key.
    expect(keysOf('log-in')).toContain('log-in');
  });

  it.each(['200B', '200C', '200D', '2060', 'FEFF'])(
    'reads a word with a zero-width character (U+%s) inside it as the word',
    (codePoint) => {
      const zeroWidth = String.fromCodePoint(Number.parseInt(codePoint, 16));
      const text = `how to pop${zeroWidth}ulate rela${zeroWidth}${zeroWidth}tions${zeroWidth}`;
      expect(keysOf(text)).toEqual(keysOf('how to populate relations'));
      expect(surfaces(`${zeroWidth}populate`)).toEqual(['populate']);
      // Offsets still point into the text as written, zero-width characters included.
      const [populate] = tokenize(`pop${zeroWidth}ulate`);
      expect([populate!.start, populate!.end]).toEqual([0, 9]);
      expect(fold(`Caf${zeroWidth}é`)).toBe('cafe');
    },
  );

  it('keeps offsets into the original text', () => {
    const text = 'Call strapi.documents() now';
    for (const token of tokenize(text)) {
      expect(text.slice(token.start, token.end).toLowerCase()).toBe(token.surface);
    }
  });

  it('flags stopwords, which keysOf leaves out', () => {
    // Single letters are not words of their own; function words are flagged.
    expect(
      tokenize('how do I sort')
        .filter((token) => token.stop)
        .map((token) => token.surface),
    ).toEqual(['how', 'do']);
    expect(keysOf('how do I sort')).toEqual(['sort']);
    // A code token that contains a stopword is kept whole.
    expect(keysOf('$in')).toEqual(['$in']);
  });

  it('survives any input', () => {
    expect(tokenize('')).toEqual([]);
    expect(tokenize('.*+?^${}()|[]\\')).toEqual(expect.any(Array));
    expect(tokenize('<script>alert("x")</script>').map((token) => token.surface)).toContain(
      'script',
    );
    expect(tokenize('a'.repeat(10_000))).toEqual([]);
    expect(tokenize('word '.repeat(2_000))).toHaveLength(2_000);
  });
});
