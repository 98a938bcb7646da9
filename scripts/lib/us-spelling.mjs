/**
 * The content guide asks for US English. British spellings also cost readers their search: the
 * site search stems "licence" and "license" to different words, so a reader who types "license"
 * does not find a page that says "licence".
 */

/** British spelling (start of the word) → US spelling. */
export const britishSpellings = new Map([
  ['licence', 'license'],
  ['colour', 'color'],
  ['behaviour', 'behavior'],
  ['catalogue', 'catalog'],
  ['favour', 'favor'],
  ['centre', 'center'],
  ['organis', 'organiz'],
  ['customis', 'customiz'],
  ['initialis', 'initializ'],
  ['serialis', 'serializ'],
  ['normalis', 'normaliz'],
  ['authoris', 'authoriz'],
  ['analys', 'analyz'],
]);

const pattern = new RegExp(`\\b(${[...britishSpellings.keys()].join('|')})`, 'gi');

/**
 * One problem per British spelling in `prose` (code blocks already removed), naming the file and
 * the US spelling.
 *
 * @param {string} file
 * @param {string} prose
 * @returns {string[]}
 */
export function spellingProblems(file, prose) {
  const problems = [];
  for (const match of prose.matchAll(pattern)) {
    const found = match[1] ?? '';
    // "analysis" is US English too; only the verb forms differ.
    if (/^analysi/i.test(prose.slice(match.index, match.index + 8))) continue;
    const us = britishSpellings.get(found.toLowerCase());
    problems.push(`${file}: "${found}…" is British spelling; write "${us}…" (US English).`);
  }
  return problems;
}
