/**
 * Reader words and the words the documentation uses for the same thing: a reader asks how long a
 * token stays "valid", the page says when it "expires"; a reader wants "bigger" uploads, the page
 * sets a size "limit". Kept short and general on purpose: each row must hold for any page of the
 * site, not for one question, and every row is listed in the plugin's README.
 *
 * Ask mode reads it (`lib/answer.ts`): a question word of a row also matches the row's doc words
 * when sentences and headings are scored, and the question is searched a second time with the doc
 * words in place of the reader's. The ranking (`lib/engine.ts`) does not use it; `docWordsFor`
 * is the function it would call.
 */
import {keysOf} from './tokenize';

export interface SynonymRow {
  /** What readers type: single words, or a phrase of two words ("sign in"). */
  reader: readonly string[];
  /** What the documentation says instead. */
  docs: readonly string[];
}

export const synonymRows = [
  {reader: ['valid', 'lifetime'], docs: ['expire', 'expiration', 'expiresIn']},
  {reader: ['bigger', 'larger', 'biggest', 'largest'], docs: ['size', 'limit']},
  {reader: ['sign in', 'signin', 'sign-in'], docs: ['log in', 'login']},
  {reader: ['color', 'colors', 'colour', 'colours'], docs: ['theme']},
  {reader: ['how long'], docs: ['lifetime', 'duration', 'expire']},
  {reader: ['see all', 'show all', 'view all'], docs: ['list']},
  {reader: ['language', 'languages'], docs: ['locale']},
  {reader: ['image', 'images', 'picture', 'pictures', 'photo', 'photos'], docs: ['asset']},
] as const satisfies readonly SynonymRow[];

/** Lower-cased words of a text, for phrase matching. */
function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu) ?? [];
}

/** Whether `phrase` appears in `words` as written (one word, or adjacent words). */
function holdsPhrase(words: string[], phrase: string): boolean {
  const wanted = wordsOf(phrase);
  if (wanted.length === 0) return false;
  for (let start = 0; start + wanted.length <= words.length; start += 1)
    if (wanted.every((word, offset) => words[start + offset] === word)) return true;
  return false;
}

export interface SynonymMatch {
  /** Key of the question's word the row applies to (the phrase's first word that is not a stop word). */
  readerKey: string;
  /** Keys of the row's doc words. */
  docKeys: string[];
  /** The row's doc words as written, for a second search. */
  docWords: string[];
  /** The reader word or phrase as the question wrote it. */
  readerText: string;
}

/** The rows a question uses, with the keys to match in the documentation. */
export function synonymMatches(
  question: string,
  rows: readonly SynonymRow[] = synonymRows,
): SynonymMatch[] {
  const words = wordsOf(question.slice(0, 500));
  const matches: SynonymMatch[] = [];
  for (const row of rows) {
    const phrase = row.reader.find((reader) => holdsPhrase(words, reader));
    if (!phrase) continue;
    const readerKey = keysOf(phrase)[0];
    if (!readerKey) continue;
    matches.push({
      readerKey,
      docKeys: [...new Set(row.docs.flatMap(keysOf))],
      docWords: [...row.docs],
      readerText: phrase,
    });
  }
  return matches;
}

/**
 * The question with each reader word or phrase replaced by the row's first doc word ("How do I
 * change the colors of the admin panel?" → "… change the theme of the admin panel?"), or null when
 * no row applies.
 */
export function docWordsFor(
  question: string,
  rows: readonly SynonymRow[] = synonymRows,
): string | null {
  const matches = synonymMatches(question, rows);
  if (matches.length === 0) return null;
  let rewritten = question;
  for (const match of matches) {
    const pattern = new RegExp(
      `(^|[^\\p{L}\\p{N}])${match.readerText.replace(/[-\s]+/g, '[-\\s]+')}(?=$|[^\\p{L}\\p{N}])`,
      'giu',
    );
    rewritten = rewritten.replace(pattern, `$1${match.docWords[0]}`);
  }
  return rewritten;
}
