/**
 * Ask mode without a service: an answer assembled from the documentation's own sentences.
 *
 * 1. Retrieve the best sections for the question with the search ranking (whole words only: a
 *    question is not typed halfway, so no prefix expansion).
 * 2. Split their prose into sentences and score each one by how much of the question it covers
 *    (each question word weighted by its rarity), helped a little by the headings above it, and by
 *    the rank of its section.
 * 3. Keep the best few sentences (at most two per section, no near-duplicates), in reading order,
 *    each cited with the number of its section.
 *
 * When no sentence covers enough of the question, the answer says so (`found: false`) instead of
 * quoting loosely related text.
 */
import {type SearchEngine, type ParsedQuery, type SearchResult} from './engine';
import {tokenize} from './tokenize';

export interface AnswerCitation {
  /** 1-based number shown in the answer text as [n]. */
  number: number;
  url: string;
  title: string;
  heading: string;
  docsSection: string;
}

export interface AnswerSentence {
  text: string;
  /** Number of the citation it comes from. */
  citation: number;
}

export interface OfflineAnswer {
  found: boolean;
  sentences: AnswerSentence[];
  citations: AnswerCitation[];
  /** The sections retrieved for the question, best first (shown as "related" when nothing was found). */
  related: SearchResult[];
}

export interface AnswerOptions {
  /** Sections to read sentences from (default 8). */
  sections?: number;
  /** Sentences in the answer (default 4). */
  maxSentences?: number;
}

/** Share of the question (by weight) the best sentence must cover for the docs to hold an answer. */
export const answerThreshold = 0.6;
const minSentenceCoverage = 0.5;
const relativeScoreFloor = 0.45;
const maxAnswerCharacters = 900;

const abbreviations = new Set(['e.g', 'i.e', 'etc', 'vs', 'cf', 'approx', 'fig', 'no', 'ex']);

/** Sentences of a block of prose, split after `.`, `!` or `?` followed by a capital, a digit or a quote. */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  for (const block of text.split('\n')) {
    let start = 0;
    const boundary = /[.!?]+["')\]]*\s+(?=[A-Z0-9"'`(\u2018\u201c])/g;
    for (const match of block.matchAll(boundary)) {
      const end = match.index + match[0].length;
      const before = block.slice(start, match.index);
      const lastWord =
        /(\S+)$/
          .exec(before)?.[1]
          ?.toLowerCase()
          .replace(/^[("'`]+/, '') ?? '';
      if (abbreviations.has(lastWord)) continue;
      sentences.push(block.slice(start, end).trim());
      start = end;
    }
    const rest = block.slice(start).trim();
    if (rest) sentences.push(rest);
  }
  return sentences.filter(Boolean);
}

/** Whether a piece of prose reads as a sentence worth quoting (not a label, a table cell or a fragment). */
export function isQuotable(sentence: string): boolean {
  if (sentence.length < 25 || sentence.length > 420) return false;
  const words = sentence.split(/\s+/).filter(Boolean);
  if (words.length < 5) return false;
  if (!/[a-z]/.test(sentence)) return false;
  // A sentence introducing a code block or a list ("Use the populate parameter:") says little alone.
  if (/:$/.test(sentence)) return false;
  // Code read as prose (`Syntax: findPage(parameters) => Promise<{ … }>`).
  if (/=>|[{}]|;\s*$/.test(sentence)) return false;
  const letters = sentence.replace(/[^\p{L}\s]/gu, '').length;
  if (letters < sentence.length * 0.75) return false;
  return /[.!?]["')\]]*$/.test(sentence) || words.length >= 9;
}

/** A short line that labels the block after it ("In Strapi v4", "Draft & Publish", "note"). */
function isLabel(block: string): boolean {
  const trimmed = block.trim();
  return (
    trimmed.length > 0 &&
    trimmed.length <= 40 &&
    trimmed.split(/\s+/).length <= 6 &&
    !/[.!?:;,]$/.test(trimmed)
  );
}

/**
 * Sentences of a section's prose, each carrying the label of its block when the block follows a
 * short label line: "In Strapi v4" then "MySQL 5.7 is supported." is quoted as
 * "In Strapi v4: MySQL 5.7 is supported.", so a sentence never loses the context that makes it true.
 */
export function labelledSentences(text: string): string[] {
  const result: string[] = [];
  const blocks = text.split('\n');
  blocks.forEach((block, index) => {
    const previous = index > 0 ? blocks[index - 1]! : '';
    splitSentences(block).forEach((sentence, position) => {
      if (position === 0 && isLabel(previous) && !isLabel(block)) {
        const label = previous.trim();
        result.push(`${label[0]!.toUpperCase()}${label.slice(1)}: ${sentence}`);
      } else {
        result.push(sentence);
      }
    });
  });
  return result;
}

interface Candidate {
  text: string;
  keys: Set<string>;
  result: SearchResult;
  rank: number;
  position: number;
  coverage: number;
  score: number;
}

function keySet(text: string): Set<string> {
  return new Set(
    tokenize(text)
      .filter((token) => !token.stop)
      .map((token) => token.key),
  );
}

function overlap(first: Set<string>, second: Set<string>): number {
  let shared = 0;
  for (const key of first) if (second.has(key)) shared += 1;
  const union = first.size + second.size - shared;
  return union === 0 ? 0 : shared / union;
}

function matchWeight(keys: Set<string>, conceptKeys: Map<string, number>): number {
  let best = 0;
  for (const [key, weight] of conceptKeys) if (weight > best && keys.has(key)) best = weight;
  return best;
}

/** Scores the quotable sentences of the retrieved sections against the question. */
function candidatesFor(
  engine: SearchEngine,
  query: ParsedQuery,
  results: SearchResult[],
): Candidate[] {
  const conceptKeys = engine.conceptKeys(query);
  const weights = query.concepts.map((concept) => concept.weight);
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0) || 1;
  const candidates: Candidate[] = [];
  results.forEach((result, rank) => {
    const section = engine.data.sections[result.section]!;
    const contextKeys = keySet([result.title, ...result.path, result.heading].join('\n'));
    labelledSentences(section.text).forEach((text, position) => {
      if (!isQuotable(text)) return;
      const keys = keySet(text);
      let own = 0;
      let covered = 0;
      conceptKeys.forEach((concept, index) => {
        const inSentence = matchWeight(keys, concept);
        const inContext = matchWeight(contextKeys, concept);
        own += weights[index]! * inSentence;
        covered += weights[index]! * Math.max(inSentence, 0.5 * inContext);
      });
      if (own === 0) return;
      const coverage = covered / totalWeight;
      const ownShare = own / totalWeight;
      const words = text.split(/\s+/).length;
      const lengthFactor = words > 45 ? 0.8 : 1;
      const score =
        ((coverage * coverage * (1 + 0.3 * ownShare) * lengthFactor) / (1 + 0.25 * rank)) *
        (position === 0 ? 1.05 : 1);
      candidates.push({text, keys, result, rank, position, coverage, score});
    });
  });
  return candidates.sort((first, second) => second.score - first.score);
}

/** The offline answer to `question`. */
export function answerQuestion(
  engine: SearchEngine,
  question: string,
  options: AnswerOptions = {},
): OfflineAnswer {
  const sectionCount = options.sections ?? 8;
  const maxSentences = options.maxSentences ?? 4;
  // Questions are typed whole: no prefix matching, and typo tolerance only for long words, where a
  // one-letter slip rarely turns one word into another ("bake" is not "make").
  const {query, results} = engine.search(question, {
    limit: sectionCount,
    perPage: 2,
    prefix: false,
    typo: true,
    typoMinLength: 6,
  });
  const related = results;
  const none: OfflineAnswer = {found: false, sentences: [], citations: [], related};
  if (results.length === 0) return none;

  const candidates = candidatesFor(engine, query, results);
  const best = candidates[0];
  if (!best || best.coverage < answerThreshold) return none;

  const chosen: Candidate[] = [];
  const perSection = new Map<number, number>();
  let characters = 0;
  for (const candidate of candidates) {
    if (chosen.length >= maxSentences) break;
    if (
      candidate.score < relativeScoreFloor * best.score ||
      candidate.coverage < minSentenceCoverage
    )
      break;
    const used = perSection.get(candidate.result.section) ?? 0;
    if (used >= 2) continue;
    if (chosen.some((other) => overlap(other.keys, candidate.keys) > 0.6)) continue;
    if (characters + candidate.text.length > maxAnswerCharacters && chosen.length > 0) continue;
    chosen.push(candidate);
    perSection.set(candidate.result.section, used + 1);
    characters += candidate.text.length;
  }

  // Reading order: by section rank, then by position within the section.
  chosen.sort((first, second) => first.rank - second.rank || first.position - second.position);
  const citations: AnswerCitation[] = [];
  const numbers = new Map<number, number>();
  const sentences = chosen.map((candidate) => {
    let number = numbers.get(candidate.result.section);
    if (number === undefined) {
      number = citations.length + 1;
      numbers.set(candidate.result.section, number);
      const {url, title, heading, docsSection} = candidate.result;
      citations.push({number, url, title, heading, docsSection});
    }
    return {text: candidate.text, citation: number};
  });
  return {found: true, sentences, citations, related};
}
