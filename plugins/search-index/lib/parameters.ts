/**
 * The ranking's rules that can be switched off one at a time (`npm run eval:search -- --ablate`
 * measures what each one is worth on every evaluation set). Every rule is on in the widget, the
 * CLI and the MCP server; only the ablation turns one off.
 */
export const rankingRules = [
  // Query analysis.
  /** Slips put right before anything reads the query (`corrected`). */
  'slips',
  /** The site's name left out where it opens or ends the query (`withoutContext`). */
  'siteNameAtEnds',
  /** Words the reader says they do not use or want are left out (`excludedGroups`). */
  'exclusions',
  /** The verb "go" left out before a particle or in an idiom, so "go" the language keeps its page. */
  'goAsVerb',
  /** A word found in most sections, and a version after it, count for little beside others. */
  'contextWords',
  /** The site's words for the documentation itself ("docs") count for little beside others. */
  'siteWords',
  /** Task verbs ("use", "set", "change") count for half in score and coverage. */
  'weakWords',
  /** A hyphenated word of the docs matches the one word a reader writes for it ("frontend"). */
  'joinedForms',
  // Scoring.
  /** A page's `keywords` that the query says lift its introduction. */
  'keywords',
  /** A page's `search_questions` that the query asks in other words lift its introduction. */
  'questionHints',
  /** A query asked as a question multiplies the pages whose questions say most of it. */
  'questionPool',
  /** A section gains a share of the scores of the other matching sections of its page. */
  'pageSupport',
  /** A page prior is squared for a query of one word. */
  'singleWordPrior',
  // Rerankers, in their order of precedence (each one that applies outranks those before it).
  /** Sections that hold a pasted piece of code as written rank first. */
  'pastedCode',
  /** Sections that quote a message typed as shown rank first. */
  'messageAsShown',
  /** Adjacent query words found together lift the best candidates. */
  'phrases',
  /** A section that quotes most of a long query word for word is lifted. */
  'quotedRun',
  /** Sections that define what the query names rank first. */
  'definitions',
  /** The introduction of the page whose whole title the query is ranks first. */
  'wholeTitle',
] as const;

export type RankingRule = (typeof rankingRules)[number];

/**
 * The ranking's numbers (lib/engine.ts), one line of meaning each. The measurements behind each
 * value are in the commit messages that set it.
 */
export const rankingParameters = {
  /** Characters of a query read: enough for any question, and bounded work for any input. */
  maxQueryLength: 500,
  /** Written words of a query scored, at most. */
  maxConcepts: 12,
  /** Bonus (before rarity) that a word gains in each field of a section it is found in. */
  fieldBonus: {
    /** The page title, on the page's introduction. */
    title: 3.0,
    /** The section's own heading. */
    heading: 2.6,
    /** The page title, on the page's other sections. */
    inheritedTitle: 1.0,
    /** The page description and file name, on the introduction. */
    description: 1.0,
    /** The headings above the section. */
    path: 0.8,
    /** The opening words of the section's prose (indexed so that the head finds them). */
    lead: 0,
    /** The words every page of the docs instance is about (`about`). */
    about: 2.0,
  },
  /** Weight of a body word's BM25 frequency… */
  bodyWeight: 0.3,
  /** …and of a code word's. */
  codeWeight: 0.35,
  /** BM25 term-frequency saturation. */
  k1: 1.2,
  /** BM25 length normalisation (0: none, 1: full). */
  b: 0.75,
  /** A title or heading of this many words counts its bonus once; shorter more, longer less… */
  typicalFieldWords: 4,
  /** …within these bounds. */
  shortFieldFactorMin: 0.55,
  shortFieldFactorMax: 1.25,
  /** Completions of the last word kept (the most frequent); 8 for a prefix of 2 letters. */
  maxPrefixExpansions: 40,
  shortPrefixExpansions: 8,
  /** Weight of a completion of the last word… */
  prefixWeight: 0.9,
  /** …times this when the word also exists as written (it is probably complete). */
  completeWordPrefixFactor: 0.6,
  /** Weight of a word one edit away from a query word that matches nothing. */
  typoWeight: 0.6,
  /** Shortest word read with one typo (`typoMinLength` search option's default). */
  typoMinLength: 4,
  /** Weight of a code token's parts when the whole token is also matched. */
  partWeightUnderWhole: 0.5,
  /** Shortest word (the longer of typed and meant) whose slip is put right, by kind of slip. */
  slipMinLength: {swapped: 4, lengthChanged: 6, replaced: 7},
  /** Share of the best other matching section of its page that a section gains… */
  pageSupport: 0.35,
  /** …and how much less each next one counts (the 2nd 0.8 as much, the 3rd 0.64…)… */
  pageSupportDecay: 0.8,
  /** …up to this many (the `pageSupportSections` search option's default). */
  pageSupportSections: 10,
  /** Bonus (as a title hit's) of each query word on the introduction of a page whose keyword the query says. */
  keywordBonus: 2.0,
  /** Bonus of each shared word on the introduction of a page whose reader's question the query asks. */
  questionBonus: 1.5,
  /** Share (by rarity) of a reader's question said by the query, and of the query said by it. */
  questionMinShare: 0.6,
  /** Words a query must share with a reader's question, at least. */
  questionMinWords: 2,
  /** A question-like query multiplies a page by 1 + bonus × s^exponent (s: share its questions say)… */
  questionPoolBonus: 8,
  questionPoolExponent: 3,
  /** …when it has at least this many words besides the site's name. */
  questionPoolMinWords: 3,
  /** Candidates the phrase reranker reads. */
  phraseCandidates: 40,
  /** Largest lift of adjacent query words found together (all pairs found). */
  phraseReward: 0.2,
  /** A quoted run counts from this many query words in a row (2 of them not stop words)… */
  quoteMinWords: 4,
  /** …in a query of at most this many words… */
  quoteMaxWords: 24,
  /** …when it quotes at least this share of the query. */
  quoteMinShare: 0.6,
  /** A page prior at or below this sets its pages aside: a query that is their title does not lift them. */
  asidePrior: 0.5,
  /** Power of a page prior for a query of one word. */
  singleWordPriorExponent: 2,
  /** Share of the sections a word must be found in to name the whole site rather than a page. */
  contextShare: 0.5,
  /** How much a context word counts beside others in score and coverage. */
  contextEmphasis: 0.1,
  /** How much a task verb (`weakWords` of lib/lexicon.ts) counts in score and coverage. */
  weakEmphasis: 0.5,
  /** Longest subject, in words, that counts as a definition's ("The Content-type Builder"). */
  definitionMaxWords: 5,
  /** Shortest query read as pasted code. */
  pastedMinLength: 4,
  /** Fewest words of a query read as a message copied as shown. */
  messageMinWords: 2,
} as const;

export type RankingParameters = typeof rankingParameters;
