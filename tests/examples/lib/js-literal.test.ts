import JSON5 from 'json5';
import {describe, expect, test} from 'vitest';
import {toJsLiteral} from './js-literal';

describe('toJsLiteral', () => {
  test('keeps a short object on one line, with unquoted keys and single quotes', () => {
    expect(toJsLiteral({id: 1, name: "Biscotte's", 'shared.quote': true, none: null})).toBe(
      "{ id: 1, name: 'Biscotte\\'s', 'shared.quote': true, none: null }",
    );
  });

  test('breaks what does not fit in 100 columns, item by item, with trailing commas', () => {
    const value = {
      documentId: 'znrlzntu9ei5onjvwfaalu2v',
      entries: [
        {id: 1, documentId: 'znrlzntu9ei5onjvwfaalu2v', name: 'Biscotte Bistro', locale: 'en'},
        {id: 3, documentId: 'znrlzntu9ei5onjvwfaalu2v', name: 'Restaurant Biscotte', locale: 'fr'},
      ],
    };
    const printed = toJsLiteral(value);
    expect(printed.split('\n')).toEqual([
      '{',
      "  documentId: 'znrlzntu9ei5onjvwfaalu2v',",
      '  entries: [',
      "    { id: 1, documentId: 'znrlzntu9ei5onjvwfaalu2v', name: 'Biscotte Bistro', locale: 'en' },",
      "    { id: 3, documentId: 'znrlzntu9ei5onjvwfaalu2v', name: 'Restaurant Biscotte', locale: 'fr' },",
      '  ],',
      '}',
    ]);
    expect(JSON5.parse(printed)).toEqual(value);
  });

  test('prints numbers, strings and empty containers as literals', () => {
    expect(toJsLiteral(3)).toBe('3');
    expect(toJsLiteral([])).toBe('[]');
    expect(toJsLiteral({})).toBe('{}');
  });
});
