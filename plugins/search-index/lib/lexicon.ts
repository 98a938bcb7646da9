/**
 * The English word lists the search and Ask read, as data in one place: which words carry no
 * meaning for retrieval, which open a question, which words a title keeps in lower case, which
 * verbs start a step of a procedure, which words head the columns of a reference table.
 * Nothing here is about this site: the site's own words (its name, its words for the docs, its
 * page priors) are options (`config/search.ts`).
 */

/** Splits a list written as words separated by spaces. */
function wordsOf(text: string): string[] {
  return text.trim().split(/\s+/);
}

/**
 * English function words that carry no meaning for retrieval, plus the words readers put around a
 * question ("how do I…", "what is…"). They are not indexed as words of their own, and are dropped
 * from queries that have other words. Code tokens that contain them (`$in`, `$not`) are kept whole.
 */
export const stopwords: ReadonlySet<string> = new Set(
  wordsOf(
    'a about above after again also am an and any are as at be because been before being ' +
      'below between both but by can could did do does doing done down during each either else ' +
      'etc few for from further going had has have having he her here hers him his how i if in ' +
      'into is it its itself just me might more most much must my myself no nor of off on once ' +
      'one only or other our ours out over own please same shall she should so some such than ' +
      'that the their theirs them then there these they this those through to too under until ' +
      'up us very was we were what when where which while who whom why will with would you your ' +
      'yours yourself',
  ),
);

/** Words a question opens with ("how…", "can…", "my…"): a query that opens with one is asked. */
export const questionOpenings: readonly string[] = wordsOf(
  'how why what where when which who can could does do did is are should will would if i my our we',
);

/** The small words a name in title case keeps in lower case ("Draft and Publish"). */
export const titleConnectors: ReadonlySet<string> = new Set(
  wordsOf('a an and as at by for from in of on or the to with vs'),
);

/**
 * Task verbs that readers put in front of the thing they want ("change the /api prefix", "set the
 * port", "use the Document Service"): nearly every page could answer them, so the object decides.
 * Not "get" (the HTTP method GET of API pages) nor "add" (how task sections are named: "Adding a
 * field"), where the verb is a real signal.
 */
export const weakWords: ReadonlySet<string> = new Set(wordsOf('use using make change set want'));

/** What introduces a thing the reader does not use or want ("not using docker", "instead of npm"). */
export const exclusionPhrases: readonly string[] = [
  'not using',
  'instead of',
  'rather than',
  'other than',
  'without',
];

/** Words that cannot open a definition's subject ("One locale is…", "It is…"). */
export const nonDefiningOpenings: readonly string[] = wordsOf(
  'one each every some any another no this that these those it they',
);

/** Prepositions that introduce a name at the end of a question ("… in Strapi", "… with Strapi 5"). */
export const closingPrepositions: readonly string[] = wordsOf('in with on for of using from by to');

/** Prepositions that may open a question before a name ("In Strapi 5, …", "With Strapi, …"). */
export const openingPrepositions: readonly string[] = wordsOf('in with on for using from');

/** Abbreviations whose full stop does not end a sentence ("e.g. the…"). */
export const abbreviations: ReadonlySet<string> = new Set(
  wordsOf('e.g i.e etc vs cf approx fig no ex'),
);

/** Labels of an admonition ("Note: …", "Prerequisites: …"): an aside, not the answer. */
export const admonitionLabels: readonly string[] = [
  'note',
  'notes',
  'tip',
  'tips',
  'info',
  'caution',
  'warning',
  'danger',
  'important',
  'remember',
  'good to know',
  'prerequisites?',
  'requirements?',
];

/** Verbs a step of a procedure starts with ("Click Save.", "Open the entry…", "Tick the fields…"). */
export const stepVerbs: ReadonlySet<string> = new Set(
  wordsOf(
    'add apply call change check choose click close commit configure confirm connect copy create ' +
      'declare define delete deploy disable drag drop edit enable enter expand export fill find follow ' +
      'generate give go hover import install invite keep log move name navigate open paste pick press ' +
      'publish push put regenerate reload remove rename replace restart return run save scroll select ' +
      'send set share sign start stop switch tick toggle type uncheck unpublish untick upload use ' +
      'visit wait write',
  ),
);

/**
 * Words that qualify the question's object without naming it ("another folder", "a new plugin",
 * "several instances"): an answer rarely repeats them.
 */
export const qualifierWords: readonly string[] = wordsOf(
  'another new several every different multiple various certain particular',
);

/** Header of a reference table's first column ("Key", "Option"). */
export const firstColumnHeaders: ReadonlySet<string> = new Set(
  wordsOf('key option name parameter setting variable field attribute property event command flag'),
);

/** Headers of the column that describes each row of a reference table. */
export const describingHeaders: ReadonlySet<string> = new Set([
  'description',
  'what it does',
  'what it is',
  'what it changes',
  'effect',
  'why',
  'meaning',
  'sent when',
]);

/** Headers of a reference table's other columns. */
export const columnHeaders: ReadonlySet<string> = new Set([
  'type',
  'read by',
  'default',
  'required',
  'value',
  'values',
  'full name',
  'example',
  'notes',
  ...describingHeaders,
]);

/** Columns a longer header still names by its first word ("Default when the key is missing"). */
export const namedByFirstWord: ReadonlySet<string> = new Set(wordsOf('type default description'));
