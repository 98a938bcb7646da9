/**
 * Ask mode without a service: an answer assembled from the documentation's own sentences.
 *
 * 1. Retrieve the best sections for the question with the search ranking (whole words only: a
 *    question is not typed halfway, so no prefix expansion), plus up to two sections whose heading
 *    names what the question asks about ("Log in", "publish()"), found further down the ranking.
 * 2. Split their prose into sentences and score each one by how much of the question it covers
 *    (each question word weighted by its rarity), helped by the headings above it, and by
 *    the rank of its section.
 * 3. Keep the best few sentences (at most two per section, no near-duplicates): the best one
 *    first (a sentence under a heading that names the question leads if it scores at least half
 *    as well), the others in reading order, each cited with the number of its exact section.
 * 4. For a how-to question, add the code sample of the answering section (or of the example that
 *    follows it on the page).
 *
 * When no sentence covers enough of the question, the answer says so (`found: false`) instead of
 * quoting loosely related text.
 */
import {definitionSubject, type SearchEngine, type ParsedQuery, type SearchResult} from './engine';
import {docWordsFor, synonymMatches} from './synonyms';
import {keysOf, tokenize} from './tokenize';
import {abbreviations, admonitionLabels, qualifierWords, stepVerbs} from './lexicon';
import {codeTitleMark, type IndexedSection} from './indexData';
import {
  blockSetting,
  codeBlocks,
  lastName,
  referenceFacts,
  referenceWants,
  tableRows,
  type ReferenceFact,
  type ReferenceWant,
} from './reference';

export interface AnswerCitation {
  /** 1-based number shown in the answer text as [n]. */
  number: number;
  url: string;
  title: string;
  heading: string;
  docsInstance: string;
}

export interface AnswerSentence {
  text: string;
  /** Number of the citation it comes from. */
  citation: number;
  /** Where `text` quotes code (start, end, start, end…), to show as code; absent when nowhere. */
  code?: number[];
}

export interface AnswerExample {
  /** The code sample, as in the docs (cut at a line when long). */
  code: string;
  /** The title the page shows above it ("./config/middlewares.js"), if any. */
  title?: string;
  /** Number of the citation of the section it comes from. */
  citation: number;
}

export interface OfflineAnswer {
  found: boolean;
  /** The sentence that answers best comes first, the others follow in reading order. */
  sentences: AnswerSentence[];
  /** For a how-to question, the code sample of the answering section (or of its example). */
  example: AnswerExample | null;
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
const answerThreshold = 0.6;
/**
 * Coverage enough for a sentence of the section the search ranks first: where the ranking and the
 * sentence agree, a reader's own words ("show up", "go live") missing from the docs do not
 * turn the answer down.
 */
const agreedThreshold = 0.5;
const minSentenceCoverage = 0.5;
const relativeScoreFloor = 0.45;
const maxAnswerCharacters = 900;
/** Credit a sentence gets for a question word found only in the headings above it. */
const contextCredit = 0.8;
/** Share of that credit a word found only in the page title gets. */
const titleCredit = 0.6;

/** What ends a list item that the next one continues ("…components," / "…locale; and"). */
const listItemJoin = /\s*[,;](?:\s+(?:and|or))?$/;

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
  const words = sentence.split(/\s+/).filter(Boolean);
  // A table row quoted with its key ("pool.min: Connections kept open.") is short and complete.
  // Its key is code: dotted (pool.min), an environment variable (PORT) or camelCase (sizeLimit).
  const tableRow =
    /^([\w$-]+\.[\w$.[\]-]+|[A-Z][A-Z0-9_]+|[a-z]+[A-Z][\w$]*): \S/.test(sentence) &&
    /[.!?]$/.test(sentence);
  if (sentence.length < (tableRow ? 15 : 25) || sentence.length > 420) return false;
  if (words.length < (tableRow ? 3 : 5)) return false;
  if (!/[a-z]/.test(sentence)) return false;
  // A sentence introducing a code block or a list ("Use the populate parameter:") says little alone.
  if (/:$/.test(sentence)) return false;
  // Code read as prose (`Syntax: findPage(parameters) => Promise<{ … }>`).
  if (/=>|[{}]|;\s*$/.test(sentence)) return false;
  const letters = sentence.replace(/[^\p{L}\s]/gu, '').length;
  if (letters < sentence.length * 0.75) return false;
  return /[.!?]["')\]]*$/.test(sentence) || words.length >= 9;
}

/**
 * A file name or path ("./docker-compose.prod.yml", "config/plugins.ts"): the caption of a code
 * block or a table cell, not a label of the prose that follows.
 */
function isFileName(line: string): boolean {
  return /^\S+$/.test(line) && (/\//.test(line) || /\.[a-z]{1,5}$/i.test(line));
}

/** A short line that labels the block after it ("In Strapi v4", "Draft & Publish", "note"). */
function isLabel(block: string): boolean {
  const trimmed = block.trim();
  return (
    // A label is words: "{}" or "1337" is a table cell.
    /\p{L}{2}/u.test(trimmed) &&
    trimmed.length <= 40 &&
    trimmed.split(/\s+/).length <= 6 &&
    !/[.!?:;,]$/.test(trimmed) &&
    !isFileName(trimmed)
  );
}

/**
 * The key of each description cell of the reference tables in a section's lines (`tableRows`):
 * line index → the row's key, so that the description is quoted with what it describes
 * ("rest.prefix: Path prefix of…"). A one-word description ("Enabled.") keeps no key.
 */
export function tableRowKeys(lines: string[]): Map<number, string> {
  const keys = new Map<number, string>();
  for (const row of tableRows(lines))
    if (row.description.split(/\s+/).length >= 2) keys.set(row.descriptionLine, row.name);
  return keys;
}

/**
 * Sentences of a section's prose, each carrying the label of its block when the block follows a
 * short label line: "In Strapi v4" then "MySQL 5.7 is supported." is quoted as
 * "In Strapi v4: MySQL 5.7 is supported.", so a sentence never loses the context that makes it true.
 */
export function labelledSentences(text: string): string[] {
  const result: string[] = [];
  const blocks = text.split('\n');
  const rowKeys = tableRowKeys(blocks);
  blocks.forEach((block, index) => {
    const previous = index > 0 ? blocks[index - 1]! : '';
    const rowKey = rowKeys.get(index);
    splitSentences(block).forEach((sentence, position) => {
      if (position === 0 && rowKey) {
        result.push(`${rowKey}: ${sentence}`);
      } else if (position === 0 && isLabel(previous) && !isLabel(block)) {
        const label = previous.trim();
        result.push(`${label[0]!.toUpperCase()}${label.slice(1)}: ${sentence}`);
      } else {
        result.push(sentence);
      }
    });
  });
  return result;
}

/**
 * An admonition's label ("Note: …", "Tip: …", "Prerequisites: …"): what follows is an aside or a
 * condition, not the answer, so such a sentence never leads (it may follow).
 */
const admonitionLabel = new RegExp(`^(${admonitionLabels.join('|')})\\s*:`, 'i');

/** The opening of a section that answers a yes-or-no question ("Yes, for a while.", "No: …"). */
const yesNoAnswer = /^(yes|no)\b\s*[,.:;!]/i;

export function isAdmonition(sentence: string): boolean {
  return admonitionLabel.test(sentence.trim());
}

/** A short label before a step ("Block: open the user…"). */
const stepLabelPattern = /^([\p{L}\s'&-]{1,30}):\s+/u;

/**
 * Whether a line of prose is a step of a procedure: it starts with an imperative verb, after an
 * optional short label ("Block: open the user…"), a connective ("Then", "Finally,") or a short
 * clause saying where ("In the Content Manager, open…").
 */
export function isStep(line: string): boolean {
  let rest = line.trim();
  rest = rest.replace(stepLabelPattern, '');
  rest = rest.replace(/^(then|next|finally|optionally|first|now)\b,?\s+/i, '');
  const where = /^(in|on|from|under|at|inside|within)\b[^,.]{1,80},\s+/i.exec(rest);
  if (where) rest = rest.slice(where[0].length);
  rest = rest.replace(/^(then|next|finally|optionally)\b,?\s+/i, '');
  const first = /^\p{L}+/u.exec(rest)?.[0].toLowerCase() ?? '';
  return stepVerbs.has(first);
}

/** A step's own label ("Block", "Edit"): labelled steps are separate tasks, not one sequence. */
function stepLabel(line: string): string | null {
  return stepLabelPattern.exec(line.trim())?.[1] ?? null;
}

/**
 * The procedure a line of a section belongs to, as line indexes in reading order: the run of
 * consecutive steps around it (a line that is not a step, such as "The edit view switches to the
 * new locale.", may sit between two steps), or the line alone when it is a labelled step (the
 * labelled lines of "Edit: …", "Block: …", "Delete: …" are tasks of their own). Null when the line
 * is neither a step nor inside such a run, or the run has a single unlabelled step.
 */
export function procedureAround(lines: string[], at: number): number[] | null {
  const step = lines.map((line) => isStep(line));
  if (step[at] && stepLabel(lines[at]!) !== null) return [at];
  const inRun = (index: number) =>
    step[index] === true ||
    (step[index - 1] === true && step[index + 1] === true && stepLabel(lines[index]!) === null);
  if (!inRun(at)) return null;
  let start = at;
  while (start > 0 && inRun(start - 1) && stepLabel(lines[start - 1]!) === null) start -= 1;
  let end = at;
  while (end + 1 < lines.length && inRun(end + 1) && stepLabel(lines[end + 1]!) === null) end += 1;
  const run: number[] = [];
  for (let index = start; index <= end; index += 1) run.push(index);
  return run.filter((index) => step[index]).length >= 2 ? run : null;
}

/** Credit of a documentation word that stands for a question word (`lib/synonyms.ts`: "expire" for "valid"). */
const synonymCredit = 0.9;

/**
 * Words that qualify the question's object without naming it ("another folder", "a new plugin",
 * "several instances"): the answer rarely repeats them, so they count for half of their weight
 * when the answer's coverage of the question is measured (the ranking's stop list keeps them).
 */
const qualifierKeys: ReadonlySet<string> = new Set(keysOf(qualifierWords.join(' ')));
const qualifierShare = 0.5;

/** The question's concepts as an answer's coverage measures them. */
interface QuestionConcepts {
  /**
   * The keys each concept matches, with their weights: the engine's, plus the documentation's
   * words for a reader's word ("theme" for "colors").
   */
  keys: Array<Map<string, number>>;
  /** The weight of each concept in the coverage (a qualifier counts half). */
  weights: number[];
  /** Their sum (1 when it is 0). */
  totalWeight: number;
}

function questionConcepts(
  engine: SearchEngine,
  query: ParsedQuery,
  question: string,
): QuestionConcepts {
  const keys = engine.conceptKeys(query);
  // Weighed on the question's own words, before the documentation's are added.
  const weights = keys.map((conceptKeys, index) =>
    [...conceptKeys.keys()].every((key) => qualifierKeys.has(key))
      ? qualifierShare * query.concepts[index]!.weight
      : query.concepts[index]!.weight,
  );
  for (const match of synonymMatches(question)) {
    for (const conceptKeys of keys) {
      if (!conceptKeys.has(match.readerKey)) continue;
      const credit = synonymCredit * conceptKeys.get(match.readerKey)!;
      for (const key of match.docKeys)
        if ((conceptKeys.get(key) ?? 0) < credit) conceptKeys.set(key, credit);
    }
  }
  return {keys, weights, totalWeight: weights.reduce((sum, weight) => sum + weight, 0) || 1};
}

/** Sections the answerer reads beyond the best results: how far down the ranking it looks for them. */
const headingPool = 40;
/**
 * Share of a heading's words the question must use for the heading to name it: most, not all, so
 * that "Forgotten and reset password" names "How do I set up the forgotten password flow?".
 */
const headingShareInQuestion = 2 / 3;
/** How many sections named by their heading it adds. */
const headingSections = 2;
/** Share of the best sentence's score a sentence under such a heading needs to lead the answer. */
const namedLeadShare = 0.5;

/**
 * Sections whose heading names what the question asks about ("Log in" for "How does a user log
 * in?", "publish()" for "How do I publish a document from code?"): most words of the heading
 * are words of the question, one of them is not in the page title, and the heading, the headings above it and the page title together
 * cover enough of the question. Reference pages put the action in the heading and only the
 * request or the code under it, so their sentences rarely repeat the question's words, and the
 * search may rank such a section below other sections of its own page.
 */
export function headingNamedSections(
  engine: SearchEngine,
  query: ParsedQuery,
  pool: SearchResult[],
  question = '',
  limit = headingSections,
): SearchResult[] {
  const {keys: conceptKeys, weights, totalWeight} = questionConcepts(engine, query, question);
  const questionKeys = new Set(conceptKeys.flatMap((concept) => [...concept.keys()]));
  const compounds = compoundKeys(question);
  for (const key of compounds.keys()) questionKeys.add(key);
  const {httpApi} = questionTraits(question);
  const named: Array<{result: SearchResult; coverage: number; rank: number}> = [];
  pool.forEach((result, rank) => {
    const headingKeys = keySet(result.heading);
    if (headingKeys.size === 0) return;
    let inQuestion = 0;
    for (const key of headingKeys) if (questionKeys.has(key)) inQuestion += 1;
    if (inQuestion < headingShareInQuestion * headingKeys.size) return;
    // The heading must name something its page title does not: "The controller" on a page
    // about controllers says nothing more than the page does.
    const titleKeys = keySet(result.title);
    if (![...headingKeys].some((key) => questionKeys.has(key) && !titleKeys.has(key))) return;
    const contextKeys = keySet([result.title, ...result.path, result.heading].join('\n'));
    if (httpApi) {
      const section = engine.data.sections[result.section]!;
      for (const key of apiKeysShown(`${section.code}\n${section.text}`)) contextKeys.add(key);
    }
    // "login" in the heading stands for the question's "log" and "in".
    for (const key of [...contextKeys])
      for (const part of compounds.get(key) ?? []) contextKeys.add(part);
    let covered = 0;
    conceptKeys.forEach((concept, index) => {
      covered += weights[index]! * matchWeight(contextKeys, concept);
    });
    const coverage = covered / totalWeight;
    if (coverage >= answerThreshold) named.push({result, coverage, rank});
  });
  return named
    .sort((first, second) => second.coverage - first.coverage || first.rank - second.rank)
    .slice(0, limit)
    .map((entry) => entry.result);
}

/**
 * The one-line summary a reference section opens with ("Log in with email or username"): a short
 * line of words, not code, not a lone table header.
 */
export function sectionSummary(text: string, labels = true): string | null {
  const line = text.split('\n', 1)[0]!.trim();
  if (!labels && isLabel(line)) return null;
  // The line itself when it is a label, else its first sentence when short ("Send a
  // multipart/form-data request.": too short to quote alone, but it says what the section does).
  const first = isLabel(line) ? line : (splitSentences(line)[0] ?? '');
  const words = first.split(/\s+/).length;
  if (words < 3 || (!isLabel(first) && (words > 8 || !/[.!?]$/.test(first)))) return null;
  const letters = first.replace(/[^\p{L}\s]/gu, '').length;
  return letters >= first.length * 0.9 ? first : null;
}

/**
 * Keys of the question's pairs of words written as one ("log in" → login, "set up" → setup), so
 * that a heading spelled as one word ("strapi login") names a question that spells it as two.
 */
export function compoundKeys(question: string): Map<string, Set<string>> {
  const words = question.slice(0, 500).match(/\p{L}+/gu) ?? [];
  const keys = new Map<string, Set<string>>();
  for (let index = 1; index < words.length; index += 1) {
    const pair = `${words[index - 1]} ${words[index]}`;
    const parts = keySet(pair);
    for (const key of keySet(pair.replace(' ', ''))) if (!parts.has(key)) keys.set(key, parts);
  }
  return keys;
}

/** What a question asks for, read from its wording. */
export interface QuestionTraits {
  /** "How do I…": the page's example answers it, after the sentence. */
  howTo: boolean;
  /** "Which events…", "What options…": a list or a table answers it. */
  listing: boolean;
  /**
   * "What is the Document Service?": the keys of what it asks about (document, servic), since the
   * sentence that says what that is ("The Document Service API is…") answers it; null otherwise.
   */
  definition: ReadonlySet<string> | null;
  /** Names an HTTP API ("with the REST API", "GraphQL", "endpoint"): a section showing a request answers it. */
  httpApi: boolean;
  /** "Which command…", "What CLI command…": the command line its section shows answers it. */
  command: boolean;
  /**
   * The facts it asks for ("Which option…", "What is the default…", "Which variable…", "Where do
   * I configure…"): a table row or a configuration key answers it (`lib/reference.ts`); empty
   * when it asks for none.
   */
  reference: ReadonlySet<ReferenceWant>;
}

const definitionQuestion = /^\s*what\s+(is|are)\s+(an?|the)?\s*[^\s,?]+[^,]*\??\s*$/i;

/**
 * Whether `sentence` says what the question's subject is: its words before the verb ("The
 * Document Service API" in "The Document Service API is the back-end API…") start with every key
 * the question names, and the verb says what it is ("is a", "are functions"; not "is populated").
 */
export function defines(sentence: string, questionKeys: ReadonlySet<string>): boolean {
  const said = definitionSubject(sentence);
  if (said === null || questionKeys.size === 0) return false;
  // The subject starts with what the question names; words after it name the same thing ("The
  // Document Service API" for "the Document Service"), words before it another ("The default
  // locale" is not what a locale is).
  const head = new Set(keysOf(said).slice(0, questionKeys.size));
  return head.size === questionKeys.size && [...questionKeys].every((key) => head.has(key));
}

export function questionTraits(question: string): QuestionTraits {
  const howTo = isHowTo(question);
  const definition = definitionQuestion.test(question);
  return {
    howTo,
    listing: !howTo && /^\s*(which|what)\b/i.test(question) && !definition,
    definition: definition ? keySet(question.replace(/^\s*what\s+(is|are)\s+/i, '')) : null,
    httpApi: /\b(rest|graphql|endpoints?|http)\b/i.test(question),
    command: /\b(which|what)\s+(\w+\s+)?commands?\b/i.test(question),
    reference: referenceWants(question),
  };
}

/**
 * The task a how-to question names: its verb ("move") and the keys of its object ("images",
 * "folder", "media", "library"): `How do I move images to another folder…`. Null for other
 * questions, or when the verb is a stop word.
 */
export function questionTask(question: string): {verb: string; objects: Set<string>} | null {
  const match =
    /^\s*(?:how\s+(?:do|can|could|should|would|must)\s+(?:i|we|you|one)|how\s+to|can\s+(?:i|we|you))\s+(\p{L}+)/iu.exec(
      question.slice(0, 500),
    );
  const verb = match ? keysOf(match[1]!)[0] : undefined;
  if (!verb) return null;
  const objects = new Set(keysOf(question.slice(match![0].length, 500)));
  objects.delete(verb);
  for (const key of qualifierKeys) objects.delete(key);
  return objects.size > 0 ? {verb, objects} : null;
}

/** Whether a heading names a how-to question's task: its verb and a word of its object ("Moving assets and folders"). */
export function headingNamesTask(
  heading: string,
  task: {verb: string; objects: ReadonlySet<string>} | null,
): boolean {
  if (!task || !heading) return false;
  const keys = keySet(heading);
  return keys.has(task.verb) && [...keys].some((key) => task.objects.has(key));
}

/** A REST request (`POST /api/upload`, `GET /api/restaurants?…`) or a GraphQL query in a section's code or prose. */
const restRequest = /\b(GET|POST|PUT|PATCH|DELETE)\s+\S*\/api\/|https?:\/\/\S+\/api\//;
const graphqlRequest = /^\s*(query|mutation)\b[^\n]*\{/m;
const restApiKeys = keySet('REST API HTTP endpoint');
const graphqlKeys = keySet('GraphQL API endpoint');

/** Keys of the API a section's request belongs to: a REST request stands for "REST API", a GraphQL query for "GraphQL API". */
function apiKeysShown(source: string): Set<string> {
  const keys = new Set<string>();
  if (restRequest.test(source)) for (const key of restApiKeys) keys.add(key);
  if (graphqlRequest.test(source)) for (const key of graphqlKeys) keys.add(key);
  return keys;
}

/**
 * Names a section lists, one per line: dotted or namespaced identifiers ("entry.create",
 * "strapi::cors"), the first column of a reference table ("Event | Sent when").
 */
export function listedNames(text: string): string[] {
  const names: string[] = [];
  for (const line of text.split('\n')) {
    const match = /^([A-Za-z_$][\w$-]*(?:(?:\.|::)[\w$-]+)+)(?:\s+[A-Z][a-z]+)?$/.exec(line.trim());
    if (match && !isFileName(match[1]!) && !names.includes(match[1]!)) names.push(match[1]!);
  }
  return names;
}
/** Shortest list that answers a "which…" question. */
const minListedNames = 3;
const maxListedNames = 12;

/** Multiplier per share of the question (by weight) a section's own heading holds. */
const headingFit = 0.3;
/** Multiplier of the sections of a page the question names by its whole title ("Webhooks"). */
const namedPageFit = 1.2;
/** Multiplier of a section showing an HTTP request, for a question about the REST or GraphQL API. */
const requestFit = 1.25;
/** Multiplier of a sentence that says what the subject of a "What is…?" question is. */
const definitionFit = 2;
/** …and of a step of a procedure ("Click Releases…"), which says how to use X, not what it is. */
const stepUnderDefinition = 0.5;
/** Multiplier of a section listing names, for a "which…" question. */
const listFit = 1.2;
/** Multiplier of a table row, for a question that asks for such a fact. */
const factFit = 1.3;
/** …and of a row or key the question names as written ("maxLimit", "JWT_SECRET"). */
const namedFactFit = 1.5;

/** Whether the question writes a fact's name, or its last part, as a word of its own. */
function namesFact(question: string, name: string): boolean {
  const words = new Set(question.toLowerCase().match(/[\w$.-]+/g) ?? []);
  const trimmed = (word: string) => word.replace(/[.-]+$/, '');
  const said = new Set([...words].map(trimmed));
  return said.has(name.toLowerCase()) || said.has(lastName(name).toLowerCase());
}

/**
 * How well a section fits what the question asks for, beyond sharing its words (a multiplier,
 * 1 when nothing stands out): its heading names the question's object ("Register", "Events"),
 * its page is the thing the question names ("Strapi Cloud CLI"), it shows a request for a
 * question about the REST or GraphQL API, a list for a "which…" question. Measured on the Ask
 * cases (`npm run ask -- --eval`): stronger heading weights let generic heading words ("code",
 * "document") outweigh the question's object.
 */
function sectionFit(
  section: {
    /** Keys of the section's own heading, of its page title. */
    headingKeys: Set<string>;
    titleKeys: Set<string>;
    /** Its prose and code, where a request shows. */
    source: string;
    /** How many names it lists (counted for a "which…" question only). */
    listedCount: number;
  },
  /** Share of the question (by weight) a set of keys holds. */
  share: (keys: Set<string>) => number,
  questionKeys: ReadonlySet<string>,
  traits: QuestionTraits,
): number {
  let fit = 1 + headingFit * share(section.headingKeys);
  const {titleKeys} = section;
  if (titleKeys.size > 0 && [...titleKeys].every((key) => questionKeys.has(key)))
    fit *= namedPageFit;
  if (traits.httpApi && apiKeysShown(section.source).size > 0) fit *= requestFit;
  if (traits.listing && section.listedCount >= minListedNames) fit *= listFit;
  return fit;
}

/** A sentence under a short label ("options.base: …", "403 Forbidden: …"). */
const labelled = /^[^\s:][^:]{0,39}:\s/;

/** A sentence about the example that follows it ("The following code produces…"). */
const pointsAtExample =
  /\bthe following (code|example|request|command|snippet|configuration)s?\b|\bthe (code|example) below\b|\bas follows\b/i;

/**
 * A sentence about the page itself ("This page lists every option…", "This guide deploys…"): it
 * says what the page covers, never the answer, so it leads only when nothing else can.
 */
const describesPage = /^\s*this (page|guide|section|tutorial)\b/i;

interface Candidate {
  text: string;
  keys: Set<string>;
  result: SearchResult;
  rank: number;
  position: number;
  coverage: number;
  score: number;
  /** It introduced the section's code (its colon made a full stop): it reads as a lead-in. */
  leadIn?: boolean;
  /** The table row or configuration key it quotes, for a reference question. */
  fact?: ReferenceFact;
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

/**
 * The facts of a section (`referenceFacts`: its table rows, the keys its configuration examples
 * set) as candidates, each scored like a sentence with the words it implies ("option",
 * "default") counted as said; a table row weighs more than an example's key, and more again when
 * the question writes its name.
 */
function factCandidates(
  facts: ReferenceFact[],
  question: string,
  score: (text: string, position: number, implied: Set<string>) => Candidate | null,
): Candidate[] {
  const candidates: Candidate[] = [];
  facts.forEach((fact, index) => {
    const candidate = score(fact.text, index, keySet(fact.implied));
    if (!candidate) return;
    const fit =
      (fact.source === 'table' ? factFit : 1) * (namesFact(question, fact.name) ? namedFactFit : 1);
    candidates.push({...candidate, score: candidate.score * fit, fact});
  });
  return candidates;
}

/** Adds `candidate` to `found`, or puts it in place of the same text when it scores better. */
function keepBetter(found: Candidate[], candidate: Candidate): void {
  const same = found.findIndex((other) => other.text === candidate.text);
  if (same === -1) found.push(candidate);
  else if (found[same]!.score < candidate.score) found[same] = candidate;
}

/** A section's listed names as one line under its heading ("Events: entry.create, …"), or null when too few. */
function listedLine(heading: string, names: string[]): string | null {
  if (names.length < minListedNames || !heading) return null;
  const more = names.length > maxListedNames ? ', …' : '.';
  return `${heading}: ${names.slice(0, maxListedNames).join(', ')}${more}`;
}

/** Scores the quotable sentences of the retrieved sections against the question. */
function candidatesFor(
  engine: SearchEngine,
  query: ParsedQuery,
  read: Array<{result: SearchResult; rank: number}>,
  named: ReadonlySet<number>,
  traits: QuestionTraits,
  questionKeys: ReadonlySet<string>,
  question: string,
): Candidate[] {
  const howTo = traits.howTo;
  const {keys: conceptKeys, weights, totalWeight} = questionConcepts(engine, query, question);
  const share = (keys: Set<string>) =>
    conceptKeys.reduce(
      (sum, concept, index) => sum + weights[index]! * matchWeight(keys, concept),
      0,
    ) / totalWeight;
  const candidates: Candidate[] = [];
  read.forEach(({result, rank}) => {
    const section = engine.data.sections[result.section]!;
    // The section's own headings say what its sentences are about; the page title, less precisely.
    const headingKeys = keySet([...result.path, result.heading].join('\n'));
    // Under a heading that names the question, the request the section shows says "REST API"
    // (or "GraphQL") without writing it.
    if (traits.httpApi && named.has(result.section))
      for (const key of apiKeysShown(`${section.code}\n${section.text}`)) headingKeys.add(key);
    const ownHeadingKeys = keySet(result.heading);
    const titleKeys = keySet(result.title);
    // What every page of its docs instance is about without saying it ("Strapi Cloud"), read
    // as its page title is.
    const aboutKeys = keySet(
      engine.data.docsInstances[engine.data.pages[section.page]!.docsInstance]?.about ?? '',
    );
    const names = traits.listing ? listedNames(section.text) : [];
    // A page the question names by its whole title of several words ("the Strapi Cloud CLI") is
    // as much the sentences' context as their heading (one word, "Controllers", is not a name).
    const titleShare =
      titleKeys.size > 1 && [...titleKeys].every((key) => questionKeys.has(key)) ? 1 : titleCredit;
    const fit = sectionFit(
      {
        headingKeys: ownHeadingKeys,
        titleKeys,
        source: `${section.code}\n${section.text}`,
        listedCount: names.length,
      },
      share,
      questionKeys,
      traits,
    );
    /** The candidate for a sentence, null when it shares no word with the question. */
    const score = (text: string, position: number, ownKeys: Set<string>): Candidate | null => {
      const keys = keySet(text);
      let own = 0;
      let covered = 0;
      conceptKeys.forEach((concept, index) => {
        const inSentence = Math.max(matchWeight(keys, concept), matchWeight(ownKeys, concept));
        const inContext = Math.max(
          matchWeight(headingKeys, concept),
          titleShare * matchWeight(titleKeys, concept),
          titleCredit * matchWeight(aboutKeys, concept),
        );
        own += weights[index]! * inSentence;
        covered += weights[index]! * Math.max(inSentence, contextCredit * inContext);
      });
      if (own === 0) return null;
      const coverage = covered / totalWeight;
      const ownShare = own / totalWeight;
      const words = text.split(/\s+/).length;
      const lengthFactor = words > 45 ? 0.8 : 1;
      const value =
        ((coverage * coverage * (1 + 0.3 * ownShare) * lengthFactor * fit) / (1 + 0.25 * rank)) *
        (position === 0 ? 1.05 : 1) *
        (traits.definition
          ? defines(text, traits.definition)
            ? definitionFit
            : isStep(text)
              ? stepUnderDefinition
              : 1
          : 1);
      return {text, keys, result, rank, position, coverage, score: value};
    };
    // For a how-to, a sentence that introduces the section's code ("The webhooks object of the
    // server configuration sets the headers that every webhook sends:") is quoted, ending with a
    // full stop: the example it introduces follows the answer.
    const leadIns = howTo && section.code.trim().length > 0;
    const quotable = labelledSentences(section.text)
      .map((text, position) => {
        const colon = leadIns && /[^:]:$/.test(text);
        return {
          text: colon ? `${text.slice(0, -1)}.` : text,
          position,
          leadIn: colon || (leadIns && pointsAtExample.test(text)),
        };
      })
      .filter(({text}) => isQuotable(text));
    const none = new Set<string>();
    const found = quotable
      .map(({text, position, leadIn}) => {
        const candidate = score(text, position, none);
        return candidate && leadIn ? {...candidate, leadIn} : candidate;
      })
      .filter((candidate): candidate is Candidate => candidate !== null);
    // "Which option…", "What is the default…": the facts the section states replace the
    // descriptions quoted with their key.
    const facts = referenceFacts(section, traits.reference);
    if (facts.length > 0) {
      const stated = factCandidates(facts, question, (text, position, implied) =>
        score(text, quotable.length + position, implied),
      );
      const keyed = (candidate: Candidate) =>
        facts.some((fact) => candidate.text.startsWith(`${fact.name}: `));
      found.splice(0, found.length, ...found.filter((candidate) => !keyed(candidate)), ...stated);
    }
    // "Which events…": the names the section lists ("Events: entry.create, entry.update, …")
    // answer it, when no sentence of a table repeats them.
    const listing = listedLine(result.heading, names);
    const listed = listing ? score(listing, 0, ownHeadingKeys) : null;
    if (listed) found.push(listed);
    // Under a heading that names the question, reference sections often hold only a one-line
    // summary ("Log in with email or username"), the request and a table whose sentences never
    // repeat the heading: the summary (else, when no sentence shares a word with the question,
    // the first sentence) speaks for the heading.
    if (named.has(result.section)) {
      const summary =
        // A summary line without a sentence ("Log in with email or username") only introduces
        // the example, which only a how-to answer shows.
        sectionSummary(section.text, howTo) ?? (found.length === 0 ? quotable[0]?.text : undefined);
      const first = summary ? score(summary, 0, keySet(result.heading)) : null;
      if (first) keepBetter(found, first);
    }
    candidates.push(...found);
  });
  // A key a table row describes is quoted from the row, not from an example's value.
  const described = new Set(
    candidates.flatMap((candidate) =>
      candidate.fact?.source === 'table' ? [lastName(candidate.fact.name)] : [],
    ),
  );
  return candidates
    .filter(
      (candidate) =>
        candidate.fact?.source !== 'config' || !described.has(lastName(candidate.fact.name)),
    )
    .sort((first, second) => second.score - first.score);
}

/** How many of the best pages the answerer reads whole. */
const wholePages = 2;
/** How much better a section's heading and opening must cover the object to take the lead from its page's introduction. */
const sharperMargin = 0.1;
/** Credit of a question word found in a section's opening sentences (its heading counts 1). */
const openingCredit = 0.7;
/** Credit of a question word found only in the page's title or introduction. */
const pageContextCredit = 0.5;

/** The first `count` distinct pages of the results, best first. */
function topPages(results: SearchResult[], count: number): string[] {
  const pages: string[] = [];
  for (const result of results) {
    if (pages.length >= count) break;
    if (!pages.includes(result.pageUrl)) pages.push(result.pageUrl);
  }
  return pages;
}

/** A section as a search result (score 0: found by reading its page, not by the ranking). */
function sectionResult(engine: SearchEngine, index: number): SearchResult {
  return engine.result(index, 0);
}

/** Every section of a page, as search results. */
function sectionsOfPage(engine: SearchEngine, pageUrl: string): SearchResult[] {
  const {pages, sections} = engine.data;
  const pageIndex = pages.findIndex((page) => page.url === pageUrl);
  if (pageIndex === -1) return [];
  const found: SearchResult[] = [];
  sections.forEach((section, index) => {
    if (section.page === pageIndex) found.push(sectionResult(engine, index));
  });
  return found;
}

/**
 * How well a section says, in its headings and first two sentences, what the question is about:
 * the share of the question (by weight) found there, a word of its own heading counting 1, of the
 * headings above it 0.8, of its opening 0.7, and of its page's title or introduction (what every
 * section of the page is about) 0.5. A heading spelled as one word ("login") names the question's
 * two ("log in").
 */
export function objectCoverage(
  engine: SearchEngine,
  query: ParsedQuery,
  question = '',
): (section: number) => number {
  const {keys: conceptKeys, weights, totalWeight} = questionConcepts(engine, query, question);
  const compounds = compoundKeys(question);
  const withParts = (keys: Set<string>) => {
    for (const key of [...keys]) for (const part of compounds.get(key) ?? []) keys.add(part);
    return keys;
  };
  const opening = (text: string) => withParts(keySet(splitSentences(text).slice(0, 2).join(' ')));
  const pageContext = new Map<number, Set<string>>();
  const contextOf = (page: number) => {
    let keys = pageContext.get(page);
    if (!keys) {
      const intro = engine.data.sections.find(
        (section) => section.page === page && !section.heading,
      );
      keys = withParts(keySet(engine.data.pages[page]!.title));
      for (const key of intro ? opening(intro.text) : []) keys.add(key);
      pageContext.set(page, keys);
    }
    return keys;
  };
  const cache = new Map<number, number>();
  return (index) => {
    const known = cache.get(index);
    if (known !== undefined) return known;
    const section = engine.data.sections[index]!;
    const headingKeys = withParts(keySet(section.heading));
    const pathKeys = withParts(keySet(section.path.join('\n')));
    const openingKeys = opening(section.text);
    const context = contextOf(section.page);
    let covered = 0;
    conceptKeys.forEach((concept, position) => {
      covered +=
        weights[position]! *
        Math.max(
          matchWeight(headingKeys, concept),
          contextCredit * matchWeight(pathKeys, concept),
          // A page's introduction is what all its sections share: its opening says what the
          // page is about, not one thing the page shows.
          (section.heading ? openingCredit : pageContextCredit) * matchWeight(openingKeys, concept),
          pageContextCredit * matchWeight(context, concept),
        );
    });
    const coverage = covered / totalWeight;
    cache.set(index, coverage);
    return coverage;
  };
}

/**
 * The section of the lead's page whose heading and opening cover the question's object clearly
 * better than the lead's own section does, when the lead comes from the page's introduction;
 * null otherwise.
 */
function sharperSection(
  engine: SearchEngine,
  lead: SearchResult,
  coverage: (section: number) => number,
  questionKeys: ReadonlySet<string>,
): number | null {
  if (lead.heading !== '') return null;
  const own = coverage(lead.section);
  let best: number | null = null;
  let bestCoverage = own + sharperMargin;
  const titleKeys = keySet(lead.title);
  for (const result of sectionsOfPage(engine, lead.pageUrl)) {
    if (result.section === lead.section) continue;
    // Its heading must name something of the question that the page title does not ("Production
    // setup" on the Docker page), not only repeat the page's subject ("The strapi.cron API").
    if (![...keySet(result.heading)].some((key) => questionKeys.has(key) && !titleKeys.has(key)))
      continue;
    const value = coverage(result.section);
    if (value > bestCoverage) {
      best = result.section;
      bestCoverage = value;
    }
  }
  return best;
}

/** Two rankings as one: each section once, with its better score, best first. */
function mergeResults(
  first: SearchResult[],
  second: SearchResult[],
  limit: number,
): SearchResult[] {
  const bySection = new Map<number, SearchResult>();
  for (const result of [...first, ...second]) {
    const known = bySection.get(result.section);
    if (!known || known.score < result.score) bySection.set(result.section, result);
  }
  return [...bySection.values()].sort((a, b) => b.score - a.score).slice(0, limit);
}

/**
 * What every stage of an answer reads: the question as searched, what it asks for, the sections
 * the search found and what the question names.
 */
interface AskContext {
  engine: SearchEngine;
  /** The question with its slips put right and without the site's name. */
  question: string;
  query: ParsedQuery;
  traits: QuestionTraits;
  /** Keys of the question's words, and of its pairs of words written as one ("login"). */
  questionKeys: Set<string>;
  /** The best sections for the question, best first (the answer's "related" list). */
  results: SearchResult[];
  /** A wider ranking (`headingPool` sections), where sections named by their heading are found. */
  pool: SearchResult[];
  /** Sections named by their heading (`headingNamedSections`), and their indexes. */
  named: SearchResult[];
  namedSections: Set<number>;
  /** Rank of a page among the results (the number of results when it is not among them). */
  pageRank: (pageUrl: string) => number;
  /** How well a section says the question's object in its headings and opening (`objectCoverage`). */
  objectShare: (section: number) => number;
  /** The task a how-to names ("move" images), null for other questions. */
  task: {verb: string; objects: Set<string>} | null;
}

// Questions are typed whole: no prefix matching, and typo tolerance only for long words, where a
// one-letter slip rarely turns one word into another ("bake" is not "make").
// A question wants the one section that answers: only the best other section of its page
// lifts it, not every section of a long page (which ranks pages for the search list). A page's
// keywords say which page answers, not which section, and lift its introduction: measured on the
// Ask cases, they moved the citation off the answering section more often than they found a page.
const askSearchOptions = {
  prefix: false,
  typo: true,
  typoMinLength: 6,
  pageSupportSections: 1,
  keywords: false,
  context: false,
} as const;

/**
 * Stage 1, retrieve: the question as searched, its best sections, and the sections named by their
 * heading further down the ranking. Null when the search finds nothing.
 */
function retrieve(
  engine: SearchEngine,
  asked: string,
  sectionCount: number,
): {context: AskContext | null; related: SearchResult[]} {
  // Slips are put right first, so that the sentences are scored on the words meant; "… in Strapi
  // 5" says nothing about which sentence answers: every page is about Strapi.
  const question = engine.withoutContext(engine.corrected(asked, askSearchOptions));
  const {query, results: asWritten} = engine.search(question, {
    ...askSearchOptions,
    limit: sectionCount,
    perPage: 2,
  });
  // A question in the reader's words ("colors") is searched again in the documentation's
  // ("theme"); the two rankings are merged by score.
  const inDocWords = docWordsFor(question);
  const search = (
    limit: number,
    perPage: number,
    written = engine.search(question, {...askSearchOptions, limit, perPage}).results,
  ) =>
    inDocWords
      ? mergeResults(
          written,
          engine.search(inDocWords, {...askSearchOptions, limit, perPage}).results,
          limit,
        )
      : written;
  const results = search(sectionCount, 2, asWritten);
  if (results.length === 0) return {context: null, related: results};
  // Sections named by their heading are read too, ranked as the best result of their page.
  const pool = search(headingPool, headingPool);
  const named = headingNamedSections(engine, query, pool, question);
  const traits = questionTraits(question);
  const context: AskContext = {
    engine,
    question,
    query,
    traits,
    questionKeys: new Set([...keySet(question), ...compoundKeys(question).keys()]),
    results,
    pool,
    named,
    namedSections: new Set(named.map((entry) => entry.section)),
    pageRank: (pageUrl) => {
      const rank = results.findIndex((result) => result.pageUrl === pageUrl);
      return rank === -1 ? results.length : rank;
    },
    objectShare: objectCoverage(engine, query, question),
    task: traits.howTo ? questionTask(question) : null,
  };
  return {context, related: results};
}

/** A section to read, with the rank its sentences are scored at. */
interface ReadSection {
  result: SearchResult;
  rank: number;
}

/**
 * Stage 2, the sections read: the results; for "What is…?", the sections of the wider pool that
 * say what the subject is; the sections named by their heading; then the sections of the best
 * pages that say the question's object better than those (`readBestPages`).
 */
function sectionsToRead(context: AskContext): ReadSection[] {
  const {engine, traits, results, pool, named, pageRank} = context;
  // For "What is…?", a section of the wider pool that says what the subject is ("A collection
  // type is…", in the Content-type Builder's introduction) is read as if it ranked first: the
  // pages that rank first for a common name may only use it.
  const definesSubject = (result: SearchResult) =>
    traits.definition !== null &&
    labelledSentences(engine.data.sections[result.section]!.text).some((sentence) =>
      defines(sentence, traits.definition!),
    );
  const defining = pool.filter(
    (result) =>
      !results.some((other) => other.section === result.section) && definesSubject(result),
  );
  const read = [
    ...results.map((result, rank) => ({result, rank: definesSubject(result) ? 0 : rank})),
    ...defining.map((result) => ({result, rank: 0})),
    ...named
      .filter(
        (entry) =>
          !results.some((result) => result.section === entry.section) &&
          !defining.some((result) => result.section === entry.section),
      )
      .map((result) => ({result, rank: pageRank(result.pageUrl)})),
  ];
  readBestPages(context, read);
  return read;
}

/**
 * The best pages are read whole: a section that names the question's object in its heading or
 * opening ("Locale", "Population") may rank below its own page's introduction. Adds to `read`.
 */
function readBestPages(context: AskContext, read: ReadSection[]): void {
  const {engine, traits, results, objectShare, task, pageRank} = context;
  const readSections = new Set(read.map((entry) => entry.result.section));
  for (const pageUrl of topPages(results, wholePages)) {
    // Only sections that say what the question asks about better than those the ranking found.
    const found = Math.max(
      answerThreshold,
      ...read
        .filter((entry) => entry.result.pageUrl === pageUrl)
        .map((entry) => objectShare(entry.result.section)),
    );
    for (const result of sectionsOfPage(engine, pageUrl)) {
      if (readSections.has(result.section)) continue;
      // A heading naming the task ("Moving assets and folders" for "move images to another
      // folder") says more than words its body shares with the question; for "What is…?", every
      // section is read: the sentence that says what the subject is may stand anywhere on the page
      // ("What is a policy?" is answered by the introduction, below two sections that rank first).
      if (
        objectShare(result.section) <= found &&
        !headingNamesTask(result.heading, task) &&
        !traits.definition
      )
        continue;
      read.push({result, rank: pageRank(pageUrl) + 1});
      readSections.add(result.section);
    }
  }
}

/** Stage 3, candidates: the quotable sentences and facts of the sections read, best first. */
function scoredCandidates(context: AskContext, read: ReadSection[]): Candidate[] {
  const {engine, query, namedSections, traits, questionKeys, question} = context;
  // Sentences that cover too little of the question are never quoted.
  return candidatesFor(engine, query, read, namedSections, traits, questionKeys, question).filter(
    (candidate) => candidate.coverage >= minSentenceCoverage,
  );
}

/**
 * Stage 4, the lead: the best candidate, unless a sentence under a heading that names the question
 * answers nearly as well, or a sharper section of the lead's page says the question's object
 * (`sharperLead`); never an admonition, a lead-in, a yes-or-no answer or a table cell where a
 * plain sentence can lead (`plainLead`).
 */
function chooseLead(context: AskContext, candidates: Candidate[], top: Candidate): Candidate {
  const {namedSections} = context;
  // A sentence under a heading that names the question leads when it answers nearly as well.
  const namedBest = candidates.find(
    (candidate) =>
      namedSections.has(candidate.result.section) && candidate.coverage >= answerThreshold,
  );
  const best = namedBest && namedBest.score >= namedLeadShare * top.score ? namedBest : top;
  return plainLead(context, candidates, sharperLead(context, candidates, best));
}

/**
 * A page's introduction leads only when no section of its page covers the question's object
 * better in its heading and opening: citations point at the exact section. A page's introduction
 * that says what the question asks about stays the lead.
 */
function sharperLead(context: AskContext, candidates: Candidate[], best: Candidate): Candidate {
  const {engine, query, traits, questionKeys, question, objectShare, pageRank} = context;
  const sharper =
    traits.definition && defines(best.text, traits.definition)
      ? null
      : sharperSection(engine, best.result, objectShare, questionKeys);
  if (sharper === null) return best;
  // Its best sentence; else, its heading naming the object, its opening line read with the
  // heading (the example follows for a how-to).
  const own =
    candidates.find((candidate) => candidate.result.section === sharper) ??
    candidatesFor(
      engine,
      query,
      [{result: sectionResult(engine, sharper), rank: pageRank(best.result.pageUrl)}],
      new Set([sharper]),
      traits,
      questionKeys,
      question,
    ).find((candidate) => candidate.coverage >= minSentenceCoverage);
  // The section's opening sentence says what its heading names ("The production image is built
  // in two stages."): it leads when it answers at least half as well.
  const opening = candidates.find(
    (candidate) => candidate.result.section === sharper && candidate.position === 0,
  );
  if (opening && own && opening.score >= namedLeadShare * own.score) return opening;
  return own ?? best;
}

/** Not an admonition's label nor a sentence that only introduces the example. */
const plain = (candidate: Candidate) =>
  !isAdmonition(candidate.text) && !candidate.leadIn && !describesPage.test(candidate.text);

/** The lead moved off what should not lead an answer, to the best plain sentence instead. */
function plainLead(context: AskContext, candidates: Candidate[], chosen: Candidate): Candidate {
  const {engine, traits} = context;
  let best = chosen;
  // An admonition's label ("Note:", "Prerequisites:") never leads, nor a sentence that only
  // introduces the example ("The following code produces the query string…"): the best plain
  // sentence of the same section does, else the best plain one.
  if (!plain(best))
    best =
      candidates.find(
        (candidate) => plain(candidate) && candidate.result.section === best.result.section,
      ) ??
      candidates.find(plain) ??
      best;
  // Nor, for a how-to, a section that answers a yes-or-no question ("Yes, for a while." under
  // "Can I stay on v4?"): it answers another question; the best plain sentence elsewhere leads.
  if (traits.howTo && yesNoAnswer.test(engine.data.sections[best.result.section]!.text)) {
    const answered = best.result.section;
    best =
      candidates.find((candidate) => plain(candidate) && candidate.result.section !== answered) ??
      best;
  }
  // Nor, for a how-to, a table cell with its key ("keepHeadersOnError: Keeps…") when its own
  // section has a plain sentence that answers too.
  if (traits.howTo && labelled.test(best.text)) {
    const lead = best;
    best =
      candidates.find(
        (candidate) =>
          candidate.result.section === lead.result.section &&
          plain(candidate) &&
          !labelled.test(candidate.text),
      ) ?? best;
  }
  return best;
}

/**
 * Stage 5, the sentences: the lead, then the candidates that score close to it (at most 2 per
 * section, no near-duplicates, within the answer's length), the others in reading order. A how-to
 * answered by a procedure gets its steps in order; a short section whose heading names the
 * question is quoted whole (`procedureSteps`, `shortSection`). `candidates` starts with `best`.
 */
function selectSentences(
  context: AskContext,
  candidates: Candidate[],
  best: Candidate,
  maxSentences: number,
): Candidate[] {
  const {engine, traits, namedSections, task, questionKeys} = context;
  // A how-to answered by a procedure: its steps in order, the one that answers best deciding which
  // procedure (two sentences of a procedure alone miss the step that does it: "Click the settings
  // button").
  // A short section whose heading names the question ("How long logs are kept") is its answer
  // as a whole: its sentences in order, a list with the line that introduces it.
  const steps =
    (traits.howTo ? procedureSteps(engine, best) : null) ??
    (namedSections.has(best.result.section) ||
    headingNamesTask(best.result.heading, task) ||
    headingInQuestion(best.result.heading, questionKeys)
      ? shortSection(engine, best)
      : null);
  const chosen: Candidate[] = [];
  const perSection = new Map<number, number>();
  let characters = 0;
  if (steps) {
    chosen.push(steps[0]!);
    characters = steps.reduce((sum, step) => sum + step.text.length, 0);
    // The procedure's section says no more than its steps.
    perSection.set(best.result.section, 2);
  }
  // After a procedure, at most two sentences of other sections.
  const sentenceLimit = steps ? 3 : maxSentences;
  for (const candidate of candidates) {
    if (chosen.length >= sentenceLimit) break;
    if (candidate !== best && candidate.score < relativeScoreFloor * best.score) break;
    const used = perSection.get(candidate.result.section) ?? 0;
    if (used >= 2) continue;
    if (
      chosen.some(
        (other) => overlap(other.keys, candidate.keys) > 0.6 || sameFact(other, candidate),
      )
    )
      continue;
    if (characters + candidate.text.length > maxAnswerCharacters && chosen.length > 0) continue;
    chosen.push(candidate);
    perSection.set(candidate.result.section, used + 1);
    characters += candidate.text.length;
  }
  // The sentence that answers best leads; the others follow in reading order (by section rank,
  // then by position within the section), a procedure's other steps first.
  const [lead, ...others] = chosen;
  others.sort((first, second) => first.rank - second.rank || first.position - second.position);
  if (steps) others.unshift(...steps.slice(1));
  return [lead!, ...others];
}

/** Two facts about one option: a second page's row for a key says it again. */
function sameFact(first: Candidate, second: Candidate): boolean {
  return first.fact !== undefined && first.fact.name === second.fact?.name;
}

/** Citation numbers given in order of first use, one per section. */
function citationList(): {
  citations: AnswerCitation[];
  cite: (section: number, result: Omit<AnswerCitation, 'number'>) => number;
} {
  const citations: AnswerCitation[] = [];
  const numbers = new Map<number, number>();
  const cite = (section: number, result: Omit<AnswerCitation, 'number'>) => {
    let number = numbers.get(section);
    if (number === undefined) {
      number = citations.length + 1;
      numbers.set(section, number);
      const {url, title, heading, docsInstance} = result;
      citations.push({number, url, title, heading, docsInstance});
    }
    return number;
  };
  return {citations, cite};
}

/**
 * Stage 6, assemble: the chosen sentences as the answer's text, each cited; the request a REST
 * how-to's lead section shows; the example (the block that sets a fact, or a how-to's code).
 */
function assemble(
  context: AskContext,
  chosen: Candidate[],
  related: SearchResult[],
): OfflineAnswer {
  const {engine, traits} = context;
  const {citations, cite} = citationList();
  const lead = chosen[0]!;
  // A list item quoted alone ends with a full stop, not with the comma that joined it to the next.
  const sentences: AnswerSentence[] = chosen.map((candidate) => {
    const text = candidate.fact ? candidate.text : candidate.text.replace(listItemJoin, '.');
    const code = candidate.fact
      ? candidate.fact.code
      : codeWithin(engine.data.sections[candidate.result.section]!, text);
    return {
      text,
      citation: cite(candidate.result.section, candidate.result),
      ...(code.length > 0 ? {code} : {}),
    };
  });
  // A how-to about the REST API is answered by a request: the one the lead's section shows
  // ("GET /api/restaurants?pagination[page]=2") follows the lead, when no sentence quotes it.
  if (traits.howTo && traits.httpApi) {
    const request = requestLine(engine.data.sections[lead.result.section]!);
    if (request && !sentences.some((sentence) => sentence.text.includes(request)))
      sentences.splice(1, 0, {
        text: request,
        citation: sentences[0]!.citation,
        code: [0, request.length],
      });
  }
  const found = answerExample(context, chosen);
  const example: AnswerExample | null = found
    ? {
        code: found.code,
        ...(found.title ? {title: found.title} : {}),
        citation: cite(found.section, sectionResult(engine, found.section)),
      }
    : null;
  return {found: true, sentences, example, citations, related};
}

/**
 * The example shown after the sentences: the configuration block that sets the lead's fact, where
 * the page has one; for a how-to, the code of the lead's section, else of the next cited section
 * that has some.
 */
function answerExample(
  context: AskContext,
  chosen: Candidate[],
): {section: number; code: string; title?: string} | null {
  const {engine, traits} = context;
  const lead = chosen[0]!;
  const factBlock = lead.fact ? factExample(engine, lead.result.section, lead.fact) : null;
  // A how-to is shown its example, and a question asking which command the command line.
  if (factBlock || !(traits.howTo || traits.command)) return factBlock;
  for (const candidate of chosen) {
    const found = exampleFor(engine, candidate.result.section);
    if (found) return found;
  }
  return null;
}

/**
 * The offline answer to `question`, in stages: retrieve the sections, choose those to read, score
 * their sentences and facts, choose the lead, select the sentences, assemble the cited answer.
 */
export function answerQuestion(
  engine: SearchEngine,
  asked: string,
  options: AnswerOptions = {},
): OfflineAnswer {
  const sectionCount = options.sections ?? 8;
  const maxSentences = options.maxSentences ?? 4;
  const {context, related} = retrieve(engine, asked, sectionCount);
  const none: OfflineAnswer = {found: false, sentences: [], example: null, citations: [], related};
  if (!context) return none;
  const read = sectionsToRead(context);
  const candidates = scoredCandidates(context, read);
  // The lead must cover most of the question.
  const top =
    candidates.find((candidate) => candidate.coverage >= answerThreshold) ??
    candidates.find(
      (candidate) =>
        candidate.coverage >= agreedThreshold &&
        candidate.result.section === context.results[0]!.section,
    );
  if (!top) return none;
  const best = chooseLead(context, candidates, top);
  const bestAt = candidates.indexOf(best);
  if (bestAt !== -1) candidates.splice(bestAt, 1);
  candidates.unshift(best);
  return assemble(context, selectSentences(context, candidates, best, maxSentences), related);
}

/**
 * The steps of the procedure the lead sentence belongs to, as candidates (one per line, in reading
 * order, within the answer's length); null when the lead is not part of a procedure.
 */
function procedureSteps(engine: SearchEngine, lead: Candidate): Candidate[] | null {
  const lines = proseLines(engine.data.sections[lead.result.section]!.text);
  const at = lines.findIndex((line) =>
    splitSentences(line).some(
      (sentence) => lead.text === sentence || lead.text.endsWith(`: ${sentence}`),
    ),
  );
  if (at === -1) return null;
  const run = procedureAround(lines, at);
  // A short procedure: steps make at least half of its section (a reference section with an
  // imperative line or two is read sentence by sentence).
  if (!run || lines.filter((line) => isStep(line)).length * 2 < lines.length) return null;
  const asCandidate = (index: number): Candidate => ({
    ...lead,
    text: lines[index]!,
    keys: keySet(lines[index]!),
    position: index,
  });
  // In reading order: a reader follows the steps from the first. The step that answers is always
  // kept; the others as the answer's length allows.
  let characters = lines[at]!.length;
  const kept = new Set([at]);
  for (const index of run) {
    if (index === at || characters + lines[index]!.length > maxAnswerCharacters) continue;
    kept.add(index);
    characters += lines[index]!.length;
  }
  return run.filter((index) => kept.has(index)).map(asCandidate);
}

/** The non-empty lines of a section's prose, trimmed. */
function proseLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The first REST request a section shows as a line of its own ("GET /api/restaurants?sort=name"), or null. */
export function requestLine(section: {text: string; code: string}): string | null {
  for (const source of [section.text, section.code])
    for (const line of source.split('\n')) {
      const trimmed = line.trim();
      if (/^(GET|POST|PUT|PATCH|DELETE)\s+\S*\/api\/\S*$/.test(trimmed) && trimmed.length <= 300)
        return trimmed;
    }
  return null;
}

/**
 * Whether every word of a heading of two words or more is a word of the question, or shares its
 * root ("Project suspension" for "Why was my project suspended?": suspens, suspend).
 */
export function headingInQuestion(heading: string, questionKeys: ReadonlySet<string>): boolean {
  const keys = [...keySet(heading)];
  // Two stems of one root share all but at most the last letter of the shorter, 5 letters or more.
  const sameRoot = (first: string, second: string) => {
    let shared = 0;
    while (shared < first.length && first[shared] === second[shared]) shared += 1;
    return first === second || (shared >= 5 && shared >= Math.min(first.length, second.length) - 1);
  };
  return (
    keys.length >= 2 && keys.every((key) => [...questionKeys].some((asked) => sameRoot(key, asked)))
  );
}

/** Longest prose of a section quoted whole. */
const maxShortSection = 600;

/**
 * The prose of the lead's section as candidates, one per paragraph in reading order, a line that
 * introduces a list ("A project is suspended when:") joined with its items; null when the section
 * is longer than `maxShortSection` or holds a table (cells are not prose).
 */
function shortSection(engine: SearchEngine, lead: Candidate): Candidate[] | null {
  const section = engine.data.sections[lead.result.section]!;
  if (section.text.trim().length > maxShortSection) return null;
  const lines = proseLines(section.text);
  const paragraphs: string[] = [];
  let joining = false;
  for (const line of lines) {
    if (joining) paragraphs[paragraphs.length - 1] += ` ${line}`;
    else paragraphs.push(line);
    joining = /[:;,]$/.test(line);
  }
  // Table cells and labels are no paragraphs: such a section is read sentence by sentence.
  if (paragraphs.some((paragraph) => !/[.!?]["')\]]*$/.test(paragraph))) return null;
  // A paragraph about the example ("The following code…") goes last, next to the example.
  const hasCode = section.code.trim().length > 0;
  const aboutExample = (paragraph: string) => hasCode && pointsAtExample.test(paragraph);
  const ordered = [
    ...paragraphs.filter((paragraph) => !aboutExample(paragraph)),
    ...paragraphs.filter(aboutExample),
  ];
  return ordered.map((paragraph, position) => ({
    ...lead,
    text: paragraph,
    keys: keySet(paragraph),
    position,
  }));
}

/**
 * Where `sentence`, quoted from `section`'s prose (its last character may have become a full
 * stop), quotes code inline: the section's code spans that fall in it, as offsets in the sentence.
 * None when the sentence is not found as written (a heading, a table row put into words).
 */
export function codeWithin(section: IndexedSection, sentence: string): number[] {
  const spans = section.codeSpans;
  if (!spans || spans.length === 0 || sentence.length === 0) return [];
  let start = section.text.indexOf(sentence);
  if (start < 0) start = section.text.indexOf(sentence.slice(0, -1));
  if (start < 0) return [];
  const end = start + sentence.length;
  const within: number[] = [];
  for (let index = 0; index + 1 < spans.length; index += 2) {
    const from = Math.max(spans[index]!, start);
    const to = Math.min(spans[index + 1]!, end);
    if (to > from) within.push(from - start, to - start);
  }
  return within;
}

/** Questions that ask for a way of doing something, which an example answers best. */
export function isHowTo(question: string): boolean {
  // "How long…", "How many…", "How often…" ask for a quantity, not a way of doing something.
  if (/^\s*how\s+(long|many|much|often|old|big|large|soon)\b/i.test(question)) return false;
  return /^\s*(how\b|can i\b|what('s| is) the (syntax|way)\b|show me\b|example\b)|\bexample\b/i.test(
    question,
  );
}

const maxExampleCharacters = 1200;
/** Shorter code is a fragment, not an example; a one-line command ("yarn strapi login") is one. */
const minExampleCharacters = 12;

/** A code block of the index as its code and the title it opens with (`codeTitleMark`), if any. */
function titledBlock(block: string): {code: string; title?: string} {
  const trimmed = block.trim();
  if (!trimmed.startsWith(codeTitleMark)) return {code: trimmed};
  const end = trimmed.indexOf('\n');
  const title = trimmed.slice(1, end === -1 ? undefined : end).trim();
  const code = end === -1 ? '' : trimmed.slice(end + 1).trim();
  return title ? {code, title} : {code};
}

/** A code block cut at a line when longer than an example may be. */
function exampleCode(code: string): string {
  if (code.length <= maxExampleCharacters) return code;
  const cut = code.lastIndexOf('\n', maxExampleCharacters);
  return `${code.slice(0, cut > 0 ? cut : maxExampleCharacters)}\n…`;
}

/**
 * The configuration example that sets a fact's key: the block of its own section, else of
 * another section of its page (the page's example of the whole file); null when none does.
 */
function factExample(
  engine: SearchEngine,
  sectionIndex: number,
  fact: ReferenceFact,
): {section: number; code: string; title?: string} | null {
  const {sections} = engine.data;
  const page = sections[sectionIndex]!.page;
  const ownFirst = [
    sectionIndex,
    ...sections.flatMap((section, index) =>
      section.page === page && index !== sectionIndex ? [index] : [],
    ),
  ];
  for (const index of ownFirst) {
    const code = sections[index]!.code;
    const block =
      index === sectionIndex && fact.block !== -1 ? fact.block : blockSetting(code, fact.name);
    const found = block === -1 ? undefined : codeBlocks(code)[block];
    if (!found) continue;
    const text = exampleCode(found.lines.join('\n').trim());
    return {section: index, code: text, ...(found.file ? {title: found.file} : {})};
  }
  return null;
}

/**
 * The code of the answering section, or else of the first of the next two sections of the same
 * page that has some (docs put the example right after the explanation: "Example: …").
 */
function exampleFor(
  engine: SearchEngine,
  sectionIndex: number,
): {section: number; code: string; title?: string} | null {
  const sections = engine.data.sections;
  const page = sections[sectionIndex]?.page;
  const sample = (index: number) => {
    // Its first code block: a request is shown alone, not run together with its JavaScript twin
    // and the response that the next blocks hold (the index keeps an empty line between blocks).
    // Chosen by the question's words instead, a response ("jwt", "user"…) often won over the
    // request it answers ("How does a user log in?").
    const block = sections[index]!.code.split(/\n\n+/)
      .map(titledBlock)
      .find(({code}) => code.length >= minExampleCharacters);
    if (!block) return null;
    const {code, title} = block;
    const titled = title ? {title} : {};
    if (code.length <= maxExampleCharacters) return {section: index, code, ...titled};
    const cut = code.lastIndexOf('\n', maxExampleCharacters);
    return {
      section: index,
      code: `${code.slice(0, cut > 0 ? cut : maxExampleCharacters)}\n…`,
      ...titled,
    };
  };
  for (let index = sectionIndex; index <= sectionIndex + 2; index += 1) {
    const section = sections[index];
    if (!section || section.page !== page) break;
    const found = sample(index);
    if (found) return found;
  }
  // A page's introduction with no code near it: the page's own example ("Complete example").
  if (sections[sectionIndex] && !sections[sectionIndex]!.heading)
    for (let index = sectionIndex + 1; sections[index]?.page === page; index += 1)
      if (/\bexamples?\b/i.test(sections[index]!.heading)) {
        const found = sample(index);
        if (found) return found;
      }
  return null;
}

/**
 * Words of code that say nothing about Strapi: the languages' keywords and globals, and the
 * shell's everyday commands. They are never looked up.
 */
const codeNoise = new Set(
  (
    'const let var function return async await import export default from require module exports ' +
    'new this if else for while of in true false null undefined typeof instanceof class extends ' +
    'try catch throw console log error warn json stringify parse object array string number ' +
    'boolean promise then map filter reduce foreach push length data value key type interface ' +
    'any void res req ctx next env process http https localhost api npm npx yarn run cd echo ' +
    'curl get post put delete patch content body headers method url params query id name'
  ).split(' '),
);

/** Identifiers of a code sample to look up, most specific first (dotted paths, then by count). */
export function codeIdentifiers(code: string, limit = 8): string[] {
  const counts = new Map<string, number>();
  const firstAt = new Map<string, number>();
  let position = 0;
  // Names the code declares itself ("const docs = …") say nothing the docs define.
  const declared = new Set(
    [...code.matchAll(/\b(?:const|let|var|function|class)\s+([A-Za-z_$][\w$]*)/g)].map(
      (match) => match[1]!,
    ),
  );
  // String values are data ('api::restaurant.restaurant', 'Biscotte'); quoted keys ("documentId":)
  // are names, so they stay.
  const withoutValues = code.replace(
    /(["'`])(?:\\.|(?!\1)[^\\\n])*\1(\s*:)?/g,
    (literal, _quote, key?: string) => (key ? literal : ' '),
  );
  for (const match of withoutValues.matchAll(/[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*/g)) {
    const parts = match[0].split('.');
    // A dotted path is looked up whole ("strapi.documents") and by its last name ("findMany").
    const candidates = parts.length > 1 ? [parts.join('.'), parts.at(-1)!] : parts;
    for (const candidate of candidates) {
      const plain = candidate.replace(/^\$+/, '');
      // Operators are short ($eq, $in) but named in the docs.
      const tooShort = plain.length < (candidate.startsWith('$') ? 2 : 3);
      if (tooShort || declared.has(candidate) || codeNoise.has(plain.toLowerCase())) continue;
      counts.set(candidate, (counts.get(candidate) ?? 0) + 1);
      if (!firstAt.has(candidate)) firstAt.set(candidate, position++);
    }
  }
  const specificity = (word: string): number =>
    (word.includes('.') ? 2 : 0) + (/[A-Z_$]/.test(word.slice(1)) ? 1 : 0);
  return [...counts.keys()]
    .sort(
      (a, b) =>
        specificity(b) - specificity(a) ||
        counts.get(b)! - counts.get(a)! ||
        firstAt.get(a)! - firstAt.get(b)!,
    )
    .slice(0, limit);
}

/** Whether `text` names `identifier` as a word of its own (not inside a longer name). */
function namesIdentifier(text: string, identifier: string): boolean {
  const escaped = identifier.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\w$.])${escaped}($|[^\\w$])`).test(text);
}

/**
 * Ask about a code block: for each identifier the code uses, the section of the docs that defines
 * it (its heading names it, or else its prose does), with the first sentence of that section that
 * names it, cited. Identifiers nothing defines are left out; `found` is false when none is defined.
 */
export function explainCode(
  engine: SearchEngine,
  code: string,
  options: {maxSentences?: number} = {},
): OfflineAnswer {
  const maxSentences = options.maxSentences ?? 5;
  const {sections} = engine.data;
  const citations: AnswerCitation[] = [];
  const sentences: AnswerSentence[] = [];
  const related: SearchResult[] = [];
  const citedSections = new Set<number>();
  for (const identifier of codeIdentifiers(code)) {
    if (sentences.length >= maxSentences) break;
    const query = identifier.replaceAll('.', ' ');
    const {results} = engine.search(query, {prefix: false, typo: false, limit: 6, perPage: 2});
    related.push(...results.slice(0, 1));
    const byHeading = results.find((result) => namesIdentifier(result.heading, identifier));
    const byText = results.find((result) =>
      namesIdentifier(sections[result.section]?.text ?? '', identifier),
    );
    const defining = byHeading ?? byText;
    if (!defining || citedSections.has(defining.section)) continue;
    const section = sections[defining.section]!;
    const sentence =
      splitSentences(section.text).find(
        (candidate) => namesIdentifier(candidate, identifier) && isQuotable(candidate),
      ) ?? splitSentences(section.text).find(isQuotable);
    if (!sentence) continue;
    citedSections.add(defining.section);
    citations.push({
      number: citations.length + 1,
      url: defining.url,
      title: defining.title,
      heading: defining.heading,
      docsInstance: defining.docsInstance,
    });
    sentences.push({text: sentence, citation: citations.length});
  }
  return {found: sentences.length > 0, sentences, example: null, citations, related};
}
