import {describe, expect, it} from 'vitest';
import {docWordsFor, synonymMatches, synonymRows} from './synonyms';

describe('synonymMatches', () => {
  it('maps a reader word to the documentation words, as index keys', () => {
    const [match] = synonymMatches("How do I change how long a user's JWT is valid?");
    expect(match?.readerKey).toBe('valid');
    expect(match?.docKeys).toEqual(expect.arrayContaining(['expir']));
  });

  it('matches a two-word phrase only when its words are adjacent', () => {
    expect(synonymMatches('How do I let users sign in with GitHub?')[0]?.docKeys).toEqual(
      expect.arrayContaining(['login']),
    );
    expect(synonymMatches('Where do I sign the release in?')).toEqual([]);
  });

  it('finds nothing in a question in the documentation words already', () => {
    expect(synonymMatches('How do I change the theme of the admin panel?')).toEqual([]);
  });

  it('keeps the table short and general: no row maps a word to itself', () => {
    expect(synonymRows.length).toBeLessThanOrEqual(8);
    for (const row of synonymRows)
      for (const word of row.reader) expect(row.docs as readonly string[]).not.toContain(word);
  });
});

describe('docWordsFor', () => {
  it('rewrites the question in the documentation words', () => {
    expect(docWordsFor('How do I change the colors of the admin panel?')).toBe(
      'How do I change the theme of the admin panel?',
    );
    expect(docWordsFor('How do I allow Bigger file uploads?')).toBe(
      'How do I allow size file uploads?',
    );
    expect(docWordsFor('Can users sign-in with GitHub?')).toBe('Can users log in with GitHub?');
    expect(docWordsFor('How do I translate an entry into another language?')).toBe(
      'How do I translate an entry into another locale?',
    );
    expect(docWordsFor('How do I see all the routes?')).toBe('How do I list the routes?');
    expect(docWordsFor('How long is a JWT valid?')).toBe('lifetime is a JWT expire?');
    expect(docWordsFor('How do I move images to a folder?')).toBe(
      'How do I move asset to a folder?',
    );
  });

  it('returns null when no row applies', () => {
    expect(docWordsFor('How do I populate a relation?')).toBeNull();
  });
});
