import {describe, expect, it} from 'vitest';
import {inlineCodeSpans, parseTag, replaceTags} from './jsx';

describe('parseTag', () => {
  it('reads string, expression, literal-expression and boolean attributes', () => {
    const text = `<ThemedImage alt="A screenshot" sources={{light: '/img/a.png', dark: '/img/b.png'}} title={'T'} noSideBySide />`;
    expect(parseTag(text, 0)).toEqual({
      name: 'ThemedImage',
      attributes: {
        alt: 'A screenshot',
        sources: {expression: "{light: '/img/a.png', dark: '/img/b.png'}"},
        title: 'T',
        noSideBySide: true,
      },
      kind: 'self-closing',
      start: 0,
      end: text.length,
      raw: text,
    });
  });

  it('reads opening and closing tags across lines', () => {
    const text = '<TabItem\n  value="js"\n  label="JavaScript">';
    expect(parseTag(text, 0)).toMatchObject({
      name: 'TabItem',
      kind: 'open',
      attributes: {value: 'js', label: 'JavaScript'},
    });
    expect(parseTag('</TabItem>', 0)).toMatchObject({name: 'TabItem', kind: 'close'});
  });

  it('keeps > inside attribute strings and expressions', () => {
    expect(parseTag('<Request title="a > b">', 0)?.attributes).toEqual({title: 'a > b'});
    expect(parseTag('<X when={a > b ? "}" : 1}>', 0)?.attributes).toEqual({
      when: {expression: 'a > b ? "}" : 1'},
    });
  });

  it('is not fooled by comparisons', () => {
    expect(parseTag('< 5 MB', 0)).toBeNull();
    expect(parseTag('<5', 0)).toBeNull();
    expect(parseTag('<a', 0)).toBeNull();
  });
});

describe('inlineCodeSpans', () => {
  it('matches backtick runs of the same length', () => {
    const text = 'a `<b>` c ``d ` e`` f';
    expect(inlineCodeSpans(text).map(([s, e]) => text.slice(s, e))).toEqual(['`<b>`', '``d ` e``']);
  });
});

describe('replaceTags', () => {
  it('replaces tags outside inline code only', () => {
    const result = replaceTags(
      'Use `<Tabs>` here: <Tabs>x</Tabs>',
      (tag) => `[${tag.kind}:${tag.name}]`,
    );
    expect(result).toBe('Use `<Tabs>` here: [open:Tabs]x[close:Tabs]');
  });

  it('keeps a tag when the callback returns null', () => {
    expect(replaceTags('<details><summary>S</summary>', () => null)).toBe(
      '<details><summary>S</summary>',
    );
  });
});
