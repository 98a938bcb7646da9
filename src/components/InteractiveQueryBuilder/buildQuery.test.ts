import {describe, it, expect} from 'vitest';

import {buildQueryUrl, parseObjectLiteral, MAX_DEPTH, MAX_SOURCE_LENGTH} from './buildQuery';

/** Returns the URL, failing the test with the error message when there is none. */
function urlOf(endpoint: string, source: string): string {
  const result = buildQueryUrl(endpoint, source);
  if ('error' in result) {
    throw new Error(`Expected a URL but got the error: ${result.error}`);
  }
  return result.url;
}

/** Returns the error message, failing the test when a URL was built instead. */
function errorOf(endpoint: string, source: string): string {
  const result = buildQueryUrl(endpoint, source);
  if ('url' in result) {
    throw new Error(`Expected an error but got the URL: ${result.url}`);
  }
  return result.error;
}

describe('buildQueryUrl: valid objects', () => {
  it('builds nested filters with $-prefixed operators and encodes only the values', () => {
    const source = `{
      filters: {
        name: { $containsi: 'pizza & pasta' },
        categories: { name: { $eq: "Italian" } },
      },
    }`;
    expect(urlOf('/api/restaurants', source)).toBe(
      '/api/restaurants?filters[name][$containsi]=pizza%20%26%20pasta&filters[categories][name][$eq]=Italian',
    );
  });

  it('serialises arrays with indices, as Strapi expects', () => {
    expect(urlOf('/api/restaurants', "{ sort: ['name:asc', 'createdAt:desc'] }")).toBe(
      '/api/restaurants?sort[0]=name%3Aasc&sort[1]=createdAt%3Adesc',
    );
  });

  it('handles populate objects with fields and dynamic zone fragments', () => {
    const source = `{
      populate: {
        categories: { fields: ['name'] },
        blocks: { on: { 'shared.quote': { fields: ['body'] } } },
      },
    }`;
    expect(urlOf('/api/restaurants', source)).toBe(
      '/api/restaurants?populate[categories][fields][0]=name&populate[blocks][on][shared.quote][fields][0]=body',
    );
  });

  it('accepts numbers, booleans, null, undefined and trailing commas', () => {
    const source = `{
      pagination: { page: 2, pageSize: 10, withCount: false, },
      limit: -1.5e1,
      hex: 0x1F,
      flag: true,
      empty: null,
      skipped: undefined,
    }`;
    expect(urlOf('/api/restaurants', source)).toBe(
      '/api/restaurants?pagination[page]=2&pagination[pageSize]=10&pagination[withCount]=false&limit=-15&hex=31&flag=true&empty=',
    );
  });

  it('accepts quoted and numeric keys, escapes, template strings and comments', () => {
    const source = `// Restaurants whose name holds a quote
    {
      "filters": { /* block comment */ 'name': { $eq: 'L\\'Ami \\u00e9\\x21' } },
      1: \`plain template\`,
    }; // a trailing semicolon is fine`;
    expect(parseObjectLiteral(source)).toEqual({
      1: 'plain template',
      filters: {name: {$eq: "L'Ami é!"}},
    });
    expect(urlOf('/api/restaurants', source)).toBe(
      '/api/restaurants?1=plain%20template&filters[name][$eq]=L%27Ami%20%C3%A9%21',
    );
  });

  it('returns the endpoint alone for an empty object and trims the endpoint', () => {
    expect(urlOf('  /api/restaurants  ', '{}')).toBe('/api/restaurants');
  });

  it('appends to an endpoint that already has a query string', () => {
    expect(urlOf('/api/restaurants?locale=fr', "{ status: 'draft' }")).toBe(
      '/api/restaurants?locale=fr&status=draft',
    );
    expect(urlOf('/api/restaurants?', "{ status: 'draft' }")).toBe('/api/restaurants?status=draft');
  });
});

describe('buildQueryUrl: syntax errors', () => {
  it('reports a missing comma with its line and column', () => {
    const source = "{\n  sort: ['name:asc']\n  pagination: { page: 1 }\n}";
    expect(errorOf('/api/restaurants', source)).toBe(
      'Line 3, column 3: Expected "," or "}" after the value of "sort" but found "p". Check for a missing comma.',
    );
  });

  it('reports an unclosed object, array and string', () => {
    expect(errorOf('/api/restaurants', '{ sort: ["name"')).toMatch(
      /^Line 1, column 16: The array that starts at line 1, column 9 is never closed/,
    );
    expect(errorOf('/api/restaurants', '{ a: 1')).toMatch(/never closed: add "}"/);
    expect(errorOf('/api/restaurants', "{ a: 'open }")).toMatch(
      /^Line 1, column 6: The string that starts at line 1, column 6 is never closed/,
    );
  });

  it('rejects variables, shorthand properties, spreads and computed keys', () => {
    expect(errorOf('/api/restaurants', '{ name: pizza }')).toMatch(
      /^Line 1, column 9: "pizza" is not a value the builder understands/,
    );
    expect(errorOf('/api/restaurants', '{ sort }')).toMatch(/The property "sort" has no value/);
    expect(errorOf('/api/restaurants', '{ ...other }')).toMatch(/spread syntax/);
    expect(errorOf('/api/restaurants', '{ [key]: 1 }')).toMatch(/Computed property names/);
    expect(errorOf('/api/restaurants', '[1, 2]')).toMatch(/start with "\{"/);
    expect(errorOf('/api/restaurants', '')).toMatch(/The parameters are empty/);
  });

  it('names the JavaScript a query object cannot hold, with the fix', () => {
    expect(errorOf('/api/restaurants', '{ a: `${name}` }')).toMatch(
      /^Line 1, column 6: Inserting values with \$\{\.\.\.\} in a template literal is not supported/,
    );
    expect(errorOf('/api/restaurants', '{ `a`: 1 }')).toMatch(
      /^Line 1, column 3: Template literals cannot be used as property names/,
    );
    expect(errorOf('/api/restaurants', '{ a: `open')).toMatch(
      /^Line 1, column 6: The template literal that starts at line 1, column 6 is never closed/,
    );
    expect(errorOf('/api/restaurants', '{ a: 1; }')).toMatch(/^Line 1, column 7: Remove the ";"/);
    expect(errorOf('/api/restaurants', '{ a: 1 };;')).toMatch(/^Line 1, column 10: Remove the ";"/);
    expect(errorOf('/api/restaurants', '{ a: Date.now() }')).toMatch(/Function calls such as Date/);
  });

  it("points at the reader's text after rewriting templates, numeric keys and undefined", () => {
    const source = '{\n  1: `two\nlines`, b: undefined, c: [undefined, 0x1F],\n  d: 1 e: 2\n}';
    expect(errorOf('/api/restaurants', source)).toBe(
      'Line 4, column 8: Expected "," or "}" after the value of "d" but found "e". Check for a missing comma.',
    );
    expect(parseObjectLiteral('{ 0x1F: `a "quoted"\r\nline`, b: [1, undefined, 2] }')).toEqual({
      31: 'a "quoted"\nline',
      b: [1, undefined, 2],
    });
    expect(urlOf('/api/restaurants', '{ b: [1, undefined, 2], c: undefined }')).toBe(
      '/api/restaurants?b[0]=1&b[2]=2',
    );
    expect(errorOf('/api/restaurants', '{ a: [1 2] }')).toBe(
      'Line 1, column 9: Expected "," or "]" after an array item but found "2". Check for a missing comma.',
    );
  });

  it('rejects an empty endpoint or one with spaces', () => {
    expect(errorOf('   ', '{}')).toMatch(/Enter an endpoint/);
    expect(errorOf('/api/rest aurants', '{}')).toMatch(/cannot contain spaces/);
  });
});

describe('buildQueryUrl: hostile input', () => {
  it('never evaluates code', () => {
    const marker = globalThis as {pwned?: boolean};
    delete marker.pwned;
    const attempts = [
      '{ a: (globalThis.pwned = true) }',
      '{ a: eval("globalThis.pwned = true") }',
      '{ a: `${(globalThis.pwned = true)}` }',
      '{ a: 1 } ; globalThis.pwned = true',
      '{ a: new Function("globalThis.pwned = true")() }',
      '{ toString() { globalThis.pwned = true } }',
    ];
    for (const source of attempts) {
      expect('error' in buildQueryUrl('/api/restaurants', source)).toBe(true);
    }
    expect(marker.pwned).toBeUndefined();
  });

  it('keeps __proto__ as an ordinary key and does not pollute Object.prototype', () => {
    const source =
      "{ __proto__: { polluted: 'yes' }, constructor: { prototype: { polluted: 'yes' } } }";
    const parsed = parseObjectLiteral(source);
    expect(Object.keys(parsed)).toEqual(['__proto__', 'constructor']);
    expect(({} as {polluted?: string}).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(urlOf('/api/restaurants', source)).toBe(
      '/api/restaurants?__proto__[polluted]=yes&constructor[prototype][polluted]=yes',
    );
  });

  it('limits nesting depth instead of overflowing the stack', () => {
    const deep = '{ a: '.repeat(MAX_DEPTH + 1) + '1' + ' }'.repeat(MAX_DEPTH + 1);
    expect(errorOf('/api/restaurants', deep)).toMatch(`nested more than ${MAX_DEPTH} levels deep`);

    const veryDeep = '['.repeat(100_000);
    expect(errorOf('/api/restaurants', `{ a: ${veryDeep} }`)).toMatch(/too long|nested more than/);

    const allowed = '{ a: '.repeat(MAX_DEPTH) + '1' + ' }'.repeat(MAX_DEPTH);
    expect('url' in buildQueryUrl('/api/restaurants', allowed)).toBe(true);
  });

  it('rejects oversized input, unterminated comments, control characters and non-finite numbers', () => {
    const huge = `{ a: '${'x'.repeat(MAX_SOURCE_LENGTH)}' }`;
    expect(errorOf('/api/restaurants', huge)).toMatch(/too long/);
    expect(errorOf('/api/restaurants', '{ a: 1 /* never closed }')).toMatch(
      /comment is never closed/,
    );
    expect(errorOf('/api/restaurants', '{ a: 1 }\u0000')).toMatch(/control character U\+0000/);
    expect(errorOf('/api/restaurants', '{ a: Infinity }')).toMatch(/finite number/);
    expect(errorOf('/api/restaurants', '{ a: -Infinity }')).toMatch(/finite number/);
    expect(errorOf('/api/restaurants', '{ a: 1e999 }')).toMatch(/too large/);
    expect(errorOf('/api/restaurants', '{ a: 12abc }')).toMatch(/not a valid number/);
  });

  it('percent-encodes characters that would break the URL', () => {
    expect(urlOf('/api/restaurants', `{ filters: { name: { $eq: 'a&b=c#d?e\\n' } } }`)).toBe(
      '/api/restaurants?filters[name][$eq]=a%26b%3Dc%23d%3Fe%0A',
    );
  });
});
