import {describe, expect, it} from 'vitest';

import {contextAt, toJson5Source} from './sourceScan';

describe('toJson5Source', () => {
  it('rewrites the four JavaScript forms and leaves everything else as typed', () => {
    const source = "{ 1: `a\"b`, c: undefined, 'd': [`e`] };";
    const {text, undefinedMarker} = toJson5Source(source);
    expect(text).toBe(`{ "1": "a\\"b", c: ${JSON.stringify(undefinedMarker)}, 'd': ["e"] } `);
    expect(toJson5Source("{ a: 'x' } // done").text).toBe("{ a: 'x' } // done");
  });

  it('leaves templates with ${} and templates as keys for JSON5 to reject', () => {
    expect(toJson5Source('{ a: `${b}` }').text).toBe('{ a: `${b}` }');
    expect(toJson5Source('{ `a`: 1 }').text).toBe('{ `a`: 1 }');
  });

  it("maps an index of the rewritten text back to the reader's text", () => {
    const source = '{ 1: `x`, b: 2 c }';
    const json5 = toJson5Source(source);
    const rewritten = json5.text.indexOf(' c ') + 1;
    expect(json5.toSourceIndex(rewritten)).toBe(source.indexOf(' c ') + 1);
    // Inside a rewritten token: the token's start.
    expect(json5.toSourceIndex(json5.text.indexOf('"1"') + 1)).toBe(source.indexOf('1'));
  });

  it('gives each call its own marker for undefined', () => {
    expect(toJson5Source('{}').undefinedMarker).not.toBe(toJson5Source('{}').undefinedMarker);
  });
});

describe('contextAt', () => {
  it('names the innermost open container and its last property', () => {
    const source = '{ a: { b: 1 c: 2 } }';
    expect(contextAt(source, source.indexOf('c'))).toEqual({
      container: {kind: 'object', start: 5, lastKey: 'b'},
      unclosed: undefined,
    });
  });

  it('reports the string or comment left open at the end', () => {
    expect(contextAt("{ a: 'x", 7).unclosed).toEqual({kind: 'string', start: 5, quote: "'"});
    expect(contextAt('{ /* x', 6).unclosed).toEqual({kind: 'comment', start: 2, quote: '*/'});
  });
});
