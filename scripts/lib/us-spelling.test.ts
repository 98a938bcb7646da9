import {describe, expect, it} from 'vitest';
import {spellingProblems} from './us-spelling.mjs';

describe('spellingProblems', () => {
  it('accepts US spellings', () => {
    expect(spellingProblems('a.md', 'An Enterprise license, a color, an analysis.')).toEqual([]);
  });

  it('names each British spelling with its US form', () => {
    expect(spellingProblems('a.md', 'Licences and the colour of the catalogue.')).toEqual([
      'a.md: "Licence…" is British spelling; write "license…" (US English).',
      'a.md: "colour…" is British spelling; write "color…" (US English).',
      'a.md: "catalogue…" is British spelling; write "catalog…" (US English).',
    ]);
  });
});
