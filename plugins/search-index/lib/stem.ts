/**
 * The Porter stemming algorithm (M.F. Porter, "An algorithm for suffix stripping", 1980), as
 * published with the reference implementations (steps 1a–5b, with the `bli → ble` and
 * `logi → log` rules of the later versions). It maps inflected and derived forms to one stem:
 * populate, populating, population → popul. Only lowercase ASCII words are stemmed; anything
 * else (numbers, identifiers with digits, non-Latin words) is returned unchanged.
 */

function isConsonant(word: string, index: number): boolean {
  const char = word[index];
  if (char === 'a' || char === 'e' || char === 'i' || char === 'o' || char === 'u') return false;
  if (char === 'y') return index === 0 ? true : !isConsonant(word, index - 1);
  return true;
}

/** m, the number of vowel–consonant sequences in `stem`: [C](VC)^m[V]. */
function measure(stem: string): number {
  let count = 0;
  let index = 0;
  const length = stem.length;
  while (index < length && isConsonant(stem, index)) index += 1;
  while (index < length) {
    while (index < length && !isConsonant(stem, index)) index += 1;
    if (index >= length) break;
    while (index < length && isConsonant(stem, index)) index += 1;
    count += 1;
  }
  return count;
}

function containsVowel(stem: string): boolean {
  for (let index = 0; index < stem.length; index += 1) if (!isConsonant(stem, index)) return true;
  return false;
}

function endsWithDoubleConsonant(word: string): boolean {
  const length = word.length;
  return length >= 2 && word[length - 1] === word[length - 2] && isConsonant(word, length - 1);
}

/** *o: the stem ends consonant–vowel–consonant, the last consonant not w, x or y. */
function endsCvc(word: string): boolean {
  const length = word.length;
  if (length < 3) return false;
  if (
    !isConsonant(word, length - 1) ||
    isConsonant(word, length - 2) ||
    !isConsonant(word, length - 3)
  )
    return false;
  const last = word[length - 1];
  return last !== 'w' && last !== 'x' && last !== 'y';
}

/** Replaces the first matching suffix whose remaining stem has a measure above `minMeasure`. */
function replaceSuffix(
  word: string,
  rules: ReadonlyArray<readonly [string, string]>,
  minMeasure: number,
): string {
  for (const [suffix, replacement] of rules) {
    if (word.endsWith(suffix)) {
      const stem = word.slice(0, -suffix.length);
      return measure(stem) > minMeasure ? stem + replacement : word;
    }
  }
  return word;
}

const step2Rules = [
  ['ational', 'ate'],
  ['tional', 'tion'],
  ['enci', 'ence'],
  ['anci', 'ance'],
  ['izer', 'ize'],
  ['bli', 'ble'],
  ['alli', 'al'],
  ['entli', 'ent'],
  ['eli', 'e'],
  ['ousli', 'ous'],
  ['ization', 'ize'],
  ['ation', 'ate'],
  ['ator', 'ate'],
  ['alism', 'al'],
  ['iveness', 'ive'],
  ['fulness', 'ful'],
  ['ousness', 'ous'],
  ['aliti', 'al'],
  ['iviti', 'ive'],
  ['biliti', 'ble'],
  ['logi', 'log'],
] as const;

const step3Rules = [
  ['icate', 'ic'],
  ['ative', ''],
  ['alize', 'al'],
  ['iciti', 'ic'],
  ['ical', 'ic'],
  ['ful', ''],
  ['ness', ''],
] as const;

const step4Suffixes = [
  'al',
  'ance',
  'ence',
  'er',
  'ic',
  'able',
  'ible',
  'ant',
  'ement',
  'ment',
  'ent',
  'ion',
  'ou',
  'ism',
  'ate',
  'iti',
  'ous',
  'ive',
  'ize',
] as const;

// Longest suffixes first, so that `ement` wins over `ment` and `ent`.
const step2Sorted = [...step2Rules].sort((a, b) => b[0].length - a[0].length);
const step3Sorted = [...step3Rules].sort((a, b) => b[0].length - a[0].length);
const step4Sorted = [...step4Suffixes].sort((a, b) => b.length - a.length);

/** Porter step 1a: plural endings (sses → ss, ies → i, s → nothing, but ss stays). */
function step1a(word: string): string {
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (word.endsWith('ies')) return word.slice(0, -2);
  if (!word.endsWith('ss') && word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/** The word without its `ed` or `ing` ending when the rest holds a vowel; null when neither applies. */
function stripEdOrIng(word: string): string | null {
  if (word.endsWith('ed') && containsVowel(word.slice(0, -2))) return word.slice(0, -2);
  if (word.endsWith('ing') && containsVowel(word.slice(0, -3))) return word.slice(0, -3);
  return null;
}

/** Porter step 1b's tidy-up after `ed`/`ing` is removed: restores an `e`, or undoubles a consonant. */
function tidyAfterEdOrIng(stripped: string): string {
  if (stripped.endsWith('at') || stripped.endsWith('bl') || stripped.endsWith('iz'))
    return `${stripped}e`;
  if (endsWithDoubleConsonant(stripped)) {
    const last = stripped[stripped.length - 1];
    return last === 'l' || last === 's' || last === 'z' ? stripped : stripped.slice(0, -1);
  }
  if (measure(stripped) === 1 && endsCvc(stripped)) return `${stripped}e`;
  return stripped;
}

/** Porter step 1b: eed → ee when the stem has a measure above 0; otherwise ed/ing removed and tidied. */
function step1b(word: string): string {
  if (word.endsWith('eed')) return measure(word.slice(0, -3)) > 0 ? word.slice(0, -1) : word;
  const stripped = stripEdOrIng(word);
  return stripped === null ? word : tidyAfterEdOrIng(stripped);
}

function step1c(word: string): string {
  return word.endsWith('y') && containsVowel(word.slice(0, -1)) ? `${word.slice(0, -1)}i` : word;
}

function step4(word: string): string {
  for (const suffix of step4Sorted) {
    if (!word.endsWith(suffix)) continue;
    const stem = word.slice(0, -suffix.length);
    if (suffix === 'ion' && !(stem.endsWith('s') || stem.endsWith('t'))) return word;
    return measure(stem) > 1 ? stem : word;
  }
  return word;
}

function step5(word: string): string {
  let result = word;
  if (result.endsWith('e')) {
    const stem = result.slice(0, -1);
    const m = measure(stem);
    if (m > 1 || (m === 1 && !endsCvc(stem))) result = stem;
  }
  if (measure(result) > 1 && endsWithDoubleConsonant(result) && result.endsWith('l'))
    result = result.slice(0, -1);
  return result;
}

const asciiWord = /^[a-z]+$/;
const cache = new Map<string, string>();
const cacheLimit = 50_000;

/** The Porter stem of a lowercase word; words that are not plain a–z are returned unchanged. */
export function stem(word: string): string {
  if (word.length <= 2 || !asciiWord.test(word)) return word;
  const cached = cache.get(word);
  if (cached !== undefined) return cached;
  let result = step1b(step1a(word));
  result = step1c(result);
  result = replaceSuffix(result, step2Sorted, 0);
  result = replaceSuffix(result, step3Sorted, 0);
  result = step4(result);
  result = step5(result);
  if (cache.size < cacheLimit) cache.set(word, result);
  return result;
}
