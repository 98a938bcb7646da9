import {describe, expect, it} from 'vitest';
import {
  answerQuestion,
  codeIdentifiers,
  explainCode,
  codeWithin,
  compoundKeys,
  defines,
  headingNamedSections,
  isAdmonition,
  isHowTo,
  isQuotable,
  isStep,
  labelledSentences,
  listedNames,
  headingInQuestion,
  headingNamesTask,
  procedureAround,
  questionTask,
  questionTraits,
  requestLine,
  sectionSummary,
  splitSentences,
  tableRowKeys,
} from './answer';
import {SearchEngine} from './engine';
import {codeTitleMark, type SearchIndexData} from './indexData';
import {smallIndex} from './fixtures/smallIndex';

/**
 * A test index of one page in one docs instance, plus an unrelated page (so that the page's words
 * are rare enough to rank) whose only section says `filler`.
 */
function onePageIndex(
  page: {label: string; url: string; title: string; description: string},
  sections: SearchIndexData['sections'],
  filler: string,
): SearchIndexData {
  return {
    version: 3,
    docsInstances: [{label: page.label, boost: 1}],
    pages: [
      {url: page.url, title: page.title, description: page.description, docsInstance: 0},
      {url: '/other', title: 'Other', description: 'Filler.', docsInstance: 0},
    ],
    sections: [...sections, section(1, '', '', filler)],
  };
}

/** The lead sentence of the answer to `question` from a one-page index. */
function leadSentence(
  page: Parameters<typeof onePageIndex>[0],
  sections: SearchIndexData['sections'],
  filler: string,
  question: string,
): string | undefined {
  return answerQuestion(new SearchEngine(onePageIndex(page, sections, filler)), question)
    .sentences[0]?.text;
}

/** A section of a test index (no headings above it). */
function section(
  page: number,
  anchor: string,
  heading: string,
  text: string,
  code = '',
): SearchIndexData['sections'][number] {
  return {page, anchor, heading, path: [], text, code};
}

const engine = new SearchEngine(smallIndex);
const sectionUrl = (entry: (typeof smallIndex.sections)[number]) => {
  const page = smallIndex.pages[entry.page]!;
  return entry.anchor ? `${page.url}#${entry.anchor}` : page.url;
};

describe('splitSentences', () => {
  it('splits after sentence punctuation followed by a capital, a digit or a quote', () => {
    expect(splitSentences('First one. Second one! Third? "Fourth" too.')).toEqual([
      'First one.',
      'Second one!',
      'Third?',
      '"Fourth" too.',
    ]);
  });

  it('does not split after abbreviations or inside identifiers', () => {
    expect(
      splitSentences('Use a filter, e.g. Name equals X. Call strapi.documents() then.'),
    ).toEqual(['Use a filter, e.g. Name equals X.', 'Call strapi.documents() then.']);
  });

  it('treats each line (block) separately', () => {
    expect(splitSentences('A list item\nA paragraph. Another one.')).toEqual([
      'A list item',
      'A paragraph.',
      'Another one.',
    ]);
  });
});

describe('labelledSentences', () => {
  it('keeps the label a block sits under, so a sentence keeps its context', () => {
    expect(
      labelledSentences(
        'In Strapi v4\nMySQL 5.7 is a supported database. It works.\nIn Strapi 5\nMySQL 5 is not supported.',
      ),
    ).toEqual([
      'In Strapi v4',
      'In Strapi v4: MySQL 5.7 is a supported database.',
      'It works.',
      'In Strapi 5',
      'In Strapi 5: MySQL 5 is not supported.',
    ]);
    expect(labelledSentences('note\nThe role must be allowed.')).toEqual([
      'note',
      'Note: The role must be allowed.',
    ]);
    expect(labelledSentences('A full sentence ends here.\nNext one.')).toEqual([
      'A full sentence ends here.',
      'Next one.',
    ]);
  });
});

describe('labelledSentences and code captions', () => {
  it('does not take a file name (the caption of a code block) for a label', () => {
    expect(
      labelledSentences('./docker-compose.prod.yml\nFor MariaDB, use the strapi-db service.'),
    ).toEqual(['./docker-compose.prod.yml', 'For MariaDB, use the strapi-db service.']);
    expect(labelledSentences('config/plugins.ts\nStrapi merges it over the defaults.')).toEqual([
      'config/plugins.ts',
      'Strapi merges it over the defaults.',
    ]);
  });
});

describe('questionTraits', () => {
  it('reads what a question asks for from its wording', () => {
    expect(questionTraits('How do I upload a file with the REST API?')).toEqual({
      howTo: true,
      listing: false,
      definition: null,
      httpApi: true,
      command: false,
      reference: new Set(),
    });
    expect(questionTraits('Which events can a webhook receive?')).toEqual({
      howTo: false,
      listing: true,
      definition: null,
      httpApi: false,
      command: false,
      reference: new Set(),
    });
    expect(questionTraits('Which command scaffolds a new API?').command).toBe(true);
    expect(questionTraits('What CLI command lists the routes?').command).toBe(true);
    expect(questionTraits('How do I run a command on deploy?').command).toBe(false);
    // An API token is created in the admin panel: no HTTP request answers that.
    expect(questionTraits('How do I create an API token?').httpApi).toBe(false);
  });
});

describe('answerQuestion: commands and sentences about the page', () => {
  const cliPage = {
    label: 'Developer Docs',
    url: '/cli',
    title: 'Command line',
    description: 'Commands.',
  };
  const generator = section(
    0,
    'strapi-generate',
    'strapi generate',
    'Opens an interactive generator that scaffolds a new API with its controller, service and routes.',
    'yarn strapi generate',
  );

  it('shows the command line of the answering section to a question asking which command', () => {
    const answer = answerQuestion(
      new SearchEngine(onePageIndex(cliPage, [generator], 'Filler text about something else.')),
      'Which command scaffolds a new API with a controller, service and routes?',
    );
    expect(answer.found).toBe(true);
    expect(answer.example?.code).toBe('yarn strapi generate');
    expect(answer.citations[answer.example!.citation - 1]!.url).toBe('/cli#strapi-generate');
  });

  it('never leads with a sentence that says what the page covers when another one answers', () => {
    const lead = leadSentence(
      {...cliPage, title: 'TypeScript development'},
      [
        section(
          0,
          '',
          '',
          'This page shows where Strapi writes the generated types of your content-types.',
        ),
        section(
          0,
          'generate-types',
          'Output files',
          'Strapi writes the generated types to types/generated/contentTypes.d.ts.',
        ),
      ],
      'Filler text about something else.',
      'Where does Strapi write the generated types of my content-types?',
    );
    expect(lead).toBe('Strapi writes the generated types to types/generated/contentTypes.d.ts.');
  });
});

describe('answerQuestion: the section ranked first and its sentence agree', () => {
  const populatePage = {
    label: 'Developer Docs',
    url: '/populate',
    title: 'Populate',
    description: 'Relations in responses.',
  };
  const sections = [
    section(
      0,
      'population',
      'Population',
      'Relations and media fields are left out of a response until you populate them.',
    ),
    section(0, 'fields', 'Field selection', 'The fields parameter trims the returned fields.'),
  ];

  it('answers from the best-ranked section when its sentence says most of the question', () => {
    const answer = answerQuestion(
      new SearchEngine(
        onePageIndex(
          populatePage,
          sections,
          'Plugins vanish when their JSON is invalid, and a fetch can fail.',
        ),
      ),
      // "vanish" and "JSON" are words of the docs, not of the answering sentence.
      'Why do relations vanish from my JSON response?',
    );
    expect(answer.found).toBe(true);
    expect(answer.citations[0]!.url).toBe('/populate#population');
  });
});

describe('listedNames', () => {
  it('collects the dotted or namespaced names a section lists, one per line, once each', () => {
    expect(
      listedNames(
        'Event\nSent when\nentry.create\nA document is created\nentry.update\nIt changes\nreview-workflows.updateEntryStage Enterprise\nentry.create\nstrapi::cors\n./config/server.js',
      ),
    ).toEqual([
      'entry.create',
      'entry.update',
      'review-workflows.updateEntryStage',
      'strapi::cors',
    ]);
    expect(listedNames('A sentence. Another one.\nname\nstring')).toEqual([]);
  });
});

describe('isQuotable', () => {
  it('accepts sentences and rejects labels, cells, code and lead-ins', () => {
    expect(isQuotable('The populate parameter adds relations to the response.')).toBe(true);
    expect(isQuotable('Parameter')).toBe(false);
    expect(isQuotable('Use the populate parameter as follows:')).toBe(false);
    expect(isQuotable('Syntax: findMany(params) => Promise<Document[]> { a: 1 }')).toBe(false);
  });
});

describe('compoundKeys', () => {
  it('maps two words written as one to the keys of both', () => {
    const keys = compoundKeys('How do I sign up or set up?');
    expect(keys.get('signup')).toEqual(new Set(['sign']));
    expect(keys.has('setup')).toBe(true);
    expect(keys.has('sign')).toBe(false);
    // "log in" needs no mapping: the tokenizer already reads it as the one word login.
    expect(compoundKeys('How do I log in?').has('login')).toBe(false);
  });
});

describe('sectionSummary', () => {
  it('is the short line of words a reference section opens with, never a header cell or code', () => {
    expect(
      sectionSummary('Log in with email or username\n200 OK\nA wrong password returns 400.'),
    ).toBe('Log in with email or username');
    expect(sectionSummary('Event\nSent when\nentry.create')).toBeNull();
    expect(sectionSummary('Log in with email or username\n200 OK', false)).toBeNull();
    expect(sectionSummary('GET /api/upload/files/:id')).toBeNull();
    // A short first sentence, too short to quote alone, still says what the section does.
    expect(sectionSummary('Send a multipart/form-data request. Put each file in a part.')).toBe(
      'Send a multipart/form-data request.',
    );
    expect(
      sectionSummary('A long first sentence that goes on well past eight words opens it.'),
    ).toBeNull();
  });
});

describe('answerQuestion', () => {
  it('answers with sentences from the docs, each cited with the section it comes from', () => {
    const answer = answerQuestion(engine, 'How do I populate dynamic zones?');
    expect(answer.found).toBe(true);
    expect(answer.sentences.length).toBeGreaterThan(0);
    expect(answer.sentences[0]!.text).toContain('Dynamic zones are populated with the on fragment');
    for (const sentence of answer.sentences) {
      const citation = answer.citations[sentence.citation - 1]!;
      expect(citation.number).toBe(sentence.citation);
      // The quoted sentence is really in the cited section.
      const section = smallIndex.sections.find((entry) => sectionUrl(entry) === citation.url);
      expect(section?.text).toContain(sentence.text);
    }
  });

  it('adds the example of the answering section to a how-to question, and none otherwise', () => {
    const howTo = answerQuestion(engine, 'How do I populate dynamic zones?');
    expect(howTo.example?.code).toBe("populate: { blocks: { on: { 'blocks.hero': true } } }");
    expect(howTo.citations[howTo.example!.citation - 1]!.url).toBe(
      '/dev-docs/api/rest/populate-select#populate-dynamic-zones',
    );
    expect(isHowTo('How do I populate dynamic zones?')).toBe(true);
    expect(isHowTo('What is the documentId in Strapi 5?')).toBe(false);
    expect(answerQuestion(engine, 'What is the documentId in Strapi 5?').example).toBeNull();
  });

  /** The answer to a how-to about locales from a one-page index holding `locale` alone. */
  const localeAnswer = (locale: SearchIndexData['sections'][number]) =>
    answerQuestion(
      new SearchEngine(
        onePageIndex(
          {label: 'Developer Docs', url: '/locale', title: 'Locale', description: 'Locales.'},
          [locale],
          'Filler text about something else.',
        ),
      ),
      'How do I filter content by language?',
    );

  it('marks the code a quoted sentence holds, where its section quotes code inline', () => {
    const text = 'To filter content by language, use the locale parameter: locale=fr, for example.';
    const spans = [text.indexOf('locale parameter'), text.indexOf(' parameter')];
    spans.push(text.indexOf('locale=fr'), text.indexOf('locale=fr') + 'locale=fr'.length);
    const entry = {...section(0, 'locale', 'Locale', text), codeSpans: spans};
    const lead = localeAnswer(entry).sentences[0]!;
    expect(lead.text).toBe(text);
    expect(lead.code).toEqual(spans);
    // A sentence from the middle: offsets in the sentence; not found as written: none.
    const second = 'Then use the locale parameter.';
    const two = {...entry, text: `First sentence. ${second}`, codeSpans: [29, 35]};
    expect(codeWithin(two, second)).toEqual([13, 19]);
    expect(codeWithin(two, 'Then use the locale parameter,')).toEqual([13, 19]);
    expect(codeWithin(two, 'Something else.')).toEqual([]);
  });

  it("shows the section's first code block, not its blocks run together", () => {
    const text = 'To filter content by language, use the locale parameter with a locale code.';
    const blocks = [
      'GET /api/restaurants?locale=fr',
      "const query = qs.stringify({ locale: 'fr' });",
      '{ "data": [] }',
    ];
    const entry = section(0, 'locale', 'Locale', text, blocks.join('\n\n'));
    expect(localeAnswer(entry).example?.code).toBe(blocks[0]);
    // A block's title, as the page shows it, is the example's title, not a line of its code.
    const titled = {...entry, code: `${codeTitleMark}Request\n${blocks[0]}\n\n${blocks[1]}`};
    expect(localeAnswer(titled).example).toMatchObject({code: blocks[0], title: 'Request'});
  });

  it('numbers citations 1, 2, 3… in order of first use and cites exact sections', () => {
    const answer = answerQuestion(engine, 'What is the documentId in Strapi 5?');
    expect(answer.found).toBe(true);
    expect(answer.citations.map((citation) => citation.number)).toEqual(
      answer.citations.map((_, index) => index + 1),
    );
    expect(answer.citations[0]).toMatchObject({
      url: '/dev-docs/migration/v4-to-v5/breaking-changes/use-document-id',
      docsInstance: 'Developer Docs',
    });
    expect(answer.sentences.map((sentence) => sentence.citation)[0]).toBe(1);
  });

  it('says so when the docs hold no answer, rather than quoting unrelated text', () => {
    for (const question of ['What is the capital of France?', 'How do I bake a cake?', 'zzz qqq']) {
      const answer = answerQuestion(engine, question);
      expect(answer.found, question).toBe(false);
      expect(answer.sentences).toEqual([]);
      expect(answer.citations).toEqual([]);
    }
  });

  it('keeps the answer short: at most 4 sentences and 2 per section', () => {
    const answer = answerQuestion(engine, 'populate relations components dynamic zones response');
    expect(answer.sentences.length).toBeLessThanOrEqual(4);
    const perCitation = new Map<number, number>();
    for (const sentence of answer.sentences)
      perCitation.set(sentence.citation, (perCitation.get(sentence.citation) ?? 0) + 1);
    expect(Math.max(...perCitation.values())).toBeLessThanOrEqual(2);
  });

  it('is safe with any input', () => {
    for (const question of [
      '',
      '<script>alert(1)</script>',
      '.*+?^${}()|[]\\',
      'x'.repeat(10_000),
    ]) {
      expect(() => answerQuestion(engine, question)).not.toThrow();
    }
    expect(answerQuestion(engine, '').found).toBe(false);
  });
});

/**
 * A reference page shaped like the real ones: the introduction repeats the question's words, the
 * section that answers only names the action in its heading ("Log in") and shows the request.
 */
const referenceIndex: SearchIndexData = {
  version: 3,
  docsInstances: [{label: 'Developer Docs', boost: 1}],
  pages: [
    {
      url: '/plugins/users',
      title: 'Users plugin',
      description: 'End users of your app.',
      docsInstance: 0,
    },
    {
      url: '/guides/controllers',
      title: 'Controllers example',
      description: 'A worked example.',
      docsInstance: 0,
    },
    {url: '/guides/accounts', title: 'Accounts', description: 'Recovery.', docsInstance: 0},
  ],
  sections: [
    section(
      0,
      '',
      '',
      'The users plugin manages the users of your app: every user can log in, log out and see the log of past visits. A user who does not log in sees public content only.',
    ),
    section(
      0,
      'password',
      'Change the password of the logged-in user',
      'A user who is logged in can change the password, and every user gets a log entry for it.',
    ),
    {
      page: 0,
      anchor: 'log-in',
      heading: 'Log in',
      path: ['Endpoints'],
      text: 'Send the identifier and the password of the user to receive a token.',
      code: 'POST /api/auth/local\n{ "identifier": "kai@example.com", "password": "secret" }',
    },
    {
      page: 0,
      anchor: 'register',
      heading: 'Register',
      path: ['Endpoints'],
      text: 'Create an account with a username\n200 OK\nA used email returns 400 with an error message.',
      code: 'POST /api/auth/local/register',
    },
    section(
      2,
      'login',
      'accounts login',
      'Opens a browser window where you confirm the code, then log in with your provider.',
      'npx accounts login',
    ),
    {
      page: 2,
      anchor: 'forgotten-password',
      heading: 'Forgotten and reset password',
      path: ['Endpoints'],
      text: 'Call the forgot-password endpoint with the email address, then send the code it mails.',
      code: '',
    },
    section(
      1,
      'the-controller',
      'The controller',
      'The controller of the example calls the service of the example.',
    ),
  ],
};

describe('sections named by their heading', () => {
  const reference = new SearchEngine(referenceIndex);
  const pool = (question: string) =>
    reference.search(question, {limit: 40, perPage: 40, prefix: false});

  it('finds the section whose heading names the question, not one that repeats its page title', () => {
    const login = pool('How does a user log in?');
    expect(
      headingNamedSections(reference, login.query, login.results).map((result) => result.url),
    ).toEqual(['/plugins/users#log-in']);
    // Most words of the heading are enough ("reset" is not in the question).
    const forgotten = pool('forgotten password');
    expect(
      headingNamedSections(reference, forgotten.query, forgotten.results).map(
        (result) => result.url,
      ),
    ).toEqual(['/guides/accounts#forgotten-password']);
    // A heading that writes as one word what the question writes as two ("log in").
    const question = 'How do I log in to the accounts?';
    const named = pool(question);
    expect(
      headingNamedSections(reference, named.query, named.results, question).map(
        (result) => result.url,
      ),
    ).toEqual(['/guides/accounts#login']);
    // The tokenizer reads "log in" as login, so the heading is found without the question too.
    expect(
      headingNamedSections(reference, named.query, named.results).map((result) => result.url),
    ).toEqual(['/guides/accounts#login']);
    const controller = pool('How do I write an example controller?');
    expect(headingNamedSections(reference, controller.query, controller.results)).toEqual([]);
  });

  it('answers from that section, with its example, even when its page ranks other sections first', () => {
    const answer = answerQuestion(reference, 'How does a user log in?', {sections: 2});
    expect(answer.found).toBe(true);
    expect(answer.sentences[0]!.text).toBe(
      'Send the identifier and the password of the user to receive a token.',
    );
    expect(answer.citations[0]!.url).toBe('/plugins/users#log-in');
    expect(answer.example?.code).toContain('POST /api/auth/local');
  });

  it('quotes the summary line of such a section when none of its sentences repeats the question', () => {
    const answer = answerQuestion(reference, 'How does a user register?', {sections: 2});
    expect(answer.found).toBe(true);
    expect(answer.sentences[0]!.text).toBe('Create an account with a username');
    expect(answer.citations[0]!.url).toBe('/plugins/users#register');
    expect(answer.example?.code).toBe('POST /api/auth/local/register');
    // Without a how-to, no example follows: the summary line alone would say nothing.
    const plain = answerQuestion(reference, 'Does a user register?', {
      sections: 2,
    });
    expect(plain.sentences.map((sentence) => sentence.text)).not.toContain(
      'Create an account with a username',
    );
  });
});

describe('answers that fit the question', () => {
  const webhooksIndex: SearchIndexData = {
    version: 3,
    docsInstances: [{label: 'Developer Docs', boost: 1}],
    pages: [
      {url: '/webhooks', title: 'Webhooks', description: 'Calls to other apps.', docsInstance: 0},
      {url: '/uploads', title: 'Uploads', description: 'Files.', docsInstance: 0},
    ],
    sections: [
      section(
        0,
        '',
        '',
        'A webhook is a request Strapi sends to another application when an event happens. Each webhook has a URL and the list of events that trigger it.',
      ),
      section(
        0,
        'events',
        'Events',
        'Event\nSent when\nentry.create\nA document is created\nentry.update\nA document is updated\nmedia.create\nA file is uploaded\nThe server accepts a review event in a webhook, but the admin form does not offer it.',
      ),
      {
        page: 1,
        anchor: 'upload-files',
        heading: 'Upload files',
        path: ['REST API'],
        text: 'Send a multipart form request with each file in a part named files, to upload the files.',
        code: "await fetch('http://localhost:1337/api/upload', {method: 'POST', body: form});",
      },
    ],
  };
  const webhooks = new SearchEngine(webhooksIndex);

  it('answers a "which…" question with the names its section lists, cited to that section', () => {
    const answer = answerQuestion(webhooks, 'Which webhook events are there?');
    expect(answer.found).toBe(true);
    const listing = answer.sentences.find((sentence) => sentence.text.startsWith('Events:'));
    expect(listing?.text).toBe('Events: entry.create, entry.update, media.create.');
    expect(answer.citations[listing!.citation - 1]!.url).toBe('/webhooks#events');
  });

  it('lists nothing for a how-to question', () => {
    const answer = answerQuestion(webhooks, 'How do I create webhook events?');
    expect(answer.sentences.some((sentence) => sentence.text.startsWith('Events:'))).toBe(false);
  });
});

describe('answerQuestion: sections of the best pages, the page example, reader words', () => {
  const section = (page: number, anchor: string, heading: string, text: string, code = '') => ({
    page,
    anchor,
    heading,
    path: [],
    text,
    code,
  });
  const containerIndex: SearchIndexData = {
    version: 3,
    docsInstances: [{label: 'Developer Docs', boost: 1}],
    pages: [
      {url: '/docker', title: 'Docker', description: 'Containers.', docsInstance: 0},
      {url: '/jobs', title: 'Scheduled jobs', description: 'Timers.', docsInstance: 0},
      {url: '/look', title: 'Admin panel look', description: 'Branding.', docsInstance: 0},
      {url: '/other', title: 'Other', description: 'Filler.', docsInstance: 0},
    ],
    sections: [
      section(
        0,
        '',
        '',
        'This page shows how to run the server in Docker, with one image for development and one for production. Both images run next to a database container.',
      ),
      section(
        0,
        'development',
        'Development setup',
        'The development image mounts your files so that the server restarts on changes.',
        'FROM node:20 AS dev\nCMD ["npm", "run", "develop"]',
      ),
      section(
        0,
        'production',
        'Production setup',
        'The production image is built in two stages. The first installs dependencies and builds the admin panel; the second keeps what the server needs to run.',
        'FROM node:20 AS build\nRUN npm ci && npm run build',
      ),
      section(
        1,
        '',
        '',
        'Scheduled jobs run a function at fixed times, for example a nightly cleanup. Jobs are declared in the server configuration.',
      ),
      section(1, 'keys', 'Keys', 'Key\nType\nDefault\ntasks\nobject\n{}'),
      section(1, 'formats', 'Formats', 'A rule is a string of five or six fields.'),
      section(
        1,
        'complete-example',
        'Complete example',
        'A job that runs every night.',
        "module.exports = { tasks: { '0 0 * * *': ({ strapi }) => strapi.log.info('night') } };",
      ),
      section(
        2,
        'theme',
        'Theme',
        'The theme sets the colours of buttons, links and backgrounds of the admin panel, in a light and a dark variant.',
        "export default { config: { theme: { light: { colors: { primary600: '#4945ff' } } } } };",
      ),
      section(
        3,
        '',
        '',
        'Other text about containers and jobs that answers nothing in particular.',
      ),
    ],
  };
  const containerEngine = new SearchEngine(containerIndex);

  it('cites the section whose heading names the question rather than its page introduction, leading with its opening sentence', () => {
    const answer = answerQuestion(containerEngine, 'How do I run Docker in production?');
    expect(answer.found).toBe(true);
    expect(answer.citations[0]?.url).toBe('/docker#production');
    expect(answer.sentences[0]?.text).toBe('The production image is built in two stages.');
    expect(answer.example?.code).toContain('AS build');
  });

  it("shows the page's own example after an introduction that has no code near it", () => {
    const answer = answerQuestion(containerEngine, 'How do I declare scheduled jobs?');
    expect(answer.found).toBe(true);
    expect(answer.citations[0]?.url).toBe('/jobs');
    expect(answer.example?.code).toContain('tasks');
    expect(answer.citations[answer.example!.citation - 1]?.url).toBe('/jobs#complete-example');
  });

  it("reads a question in the reader's words with the documentation's (colors: theme)", () => {
    const answer = answerQuestion(
      containerEngine,
      'How do I change the colors of the admin panel?',
    );
    expect(answer.found).toBe(true);
    expect(answer.citations[0]?.url).toBe('/look#theme');
  });
});

describe('answerQuestion: a request stands for the API the question names', () => {
  const accountsIndex: SearchIndexData = {
    version: 3,
    docsInstances: [{label: 'Developer Docs', boost: 1}],
    pages: [
      {url: '/accounts', title: 'User accounts', description: 'Sign-up.', docsInstance: 0},
      {url: '/roles', title: 'Roles of end users', description: 'Rights.', docsInstance: 0},
    ],
    sections: [
      section(
        0,
        '',
        '',
        'The accounts plugin keeps the end users of your app and their passwords.',
      ),
      section(
        0,
        'register',
        'Register',
        'Create an account\nA used email returns an error.',
        'POST /api/auth/local/register\n{ "username": "ada", "email": "ada@example.com" }',
      ),
      section(
        1,
        '',
        '',
        'Roles decide what the REST API lets a user do, such as registering, logging in or reading content.',
      ),
    ],
  };
  const accountsEngine = new SearchEngine(accountsIndex);

  it('reads the section that shows the REST request under a heading naming the question', () => {
    const answer = answerQuestion(accountsEngine, 'How do I register a user with the REST API?');
    expect(answer.citations[0]?.url).toBe('/accounts#register');
    expect(answer.example?.code).toContain('POST /api/auth/local/register');
  });
});

describe('procedures', () => {
  it('reads a line as a step when it starts with an imperative verb, after a label or a place', () => {
    expect(isStep('Click Save at the top right.')).toBe(true);
    expect(isStep('In the Content Manager, open a collection type.')).toBe(true);
    expect(isStep('Block: open the user, set blocked to True, and click Save.')).toBe(true);
    expect(isStep('Then click Finish.')).toBe(true);
    expect(isStep('The change is saved at once.')).toBe(false);
    expect(isStep('Strapi deletes old entries every day.')).toBe(false);
  });

  it('finds the run of steps around a line, bridging one line that is not a step', () => {
    const lines = [
      'Projects keep their entries.',
      'Open the entry.',
      'Choose the locale.',
      'The edit view switches to it.',
      'Click Save.',
      'A globe icon tells which fields are localized.',
    ];
    expect(procedureAround(lines, 2)).toEqual([1, 2, 3, 4]);
    expect(procedureAround(lines, 0)).toBeNull();
  });

  it('keeps a labelled step alone: "Edit: …", "Block: …" are tasks of their own', () => {
    const lines = ['Edit: open the user and click Save.', 'Block: open the user and set blocked.'];
    expect(procedureAround(lines, 1)).toEqual([1]);
  });

  it('recognises admonition labels, which never lead an answer', () => {
    expect(isAdmonition('Prerequisites: A project that builds.')).toBe(true);
    expect(isAdmonition('Note: the value is cached.')).toBe(true);
    expect(isAdmonition('In Strapi v4: MySQL 5.7 is supported.')).toBe(false);
  });

  const stepsIndex: SearchIndexData = onePageIndex(
    {label: 'User Guide', url: '/columns', title: 'List view', description: 'Columns.'},
    [
      section(
        0,
        'columns',
        'Choosing the columns of the list view',
        'Prerequisites\nThe role needs the permission to configure the list view columns.\nIn the Content Manager, open a collection type.\nClick the settings button next to Filters.\nTick or untick the fields to show or hide their columns in the list view.\nThe change is saved at once.',
      ),
    ],
    'Nothing about tables.',
  );
  const stepsEngine = new SearchEngine(stepsIndex);

  it('answers a how-to from a procedure with its steps in order, not only the step that matches', () => {
    const answer = answerQuestion(stepsEngine, 'How do I hide a column in the list view?');
    expect(answer.found).toBe(true);
    expect(answer.sentences.map((sentence) => sentence.text)).toEqual([
      'In the Content Manager, open a collection type.',
      'Click the settings button next to Filters.',
      'Tick or untick the fields to show or hide their columns in the list view.',
    ]);
    expect(answer.citations[0]?.url).toBe('/columns#columns');
  });

  it('never leads with an admonition label', () => {
    const answer = answerQuestion(
      stepsEngine,
      'Which permission configures the list view columns?',
    );
    expect(answer.found).toBe(true);
    expect(isAdmonition(answer.sentences[0]!.text)).toBe(false);
  });
});

describe('the task a how-to question names', () => {
  it('is its verb and the keys of its object, without qualifiers ("another")', () => {
    const task = questionTask('How do I move images to another folder in the Media Library?');
    expect(task?.verb).toBe('move');
    expect([...task!.objects]).toEqual(expect.arrayContaining(['folder', 'media']));
    expect(task!.objects.has('anoth')).toBe(false);
    expect(questionTask('Why was my project suspended?')).toBeNull();
  });

  it('is named by a heading that holds its verb and a word of its object', () => {
    const task = questionTask('How do I move images to another folder?');
    expect(headingNamesTask('Moving assets and folders', task)).toBe(true);
    expect(headingNamesTask('Creating a folder', task)).toBe(false);
    expect(headingNamesTask('Move', task)).toBe(false);
  });
});

describe('lead-ins and table cells', () => {
  it('takes no table cell without words ("{}") for a label', () => {
    expect(labelledSentences('{}\nHeaders added to every webhook call.')).toEqual([
      '{}',
      'Headers added to every webhook call.',
    ]);
  });

  const leadInIndex: SearchIndexData = onePageIndex(
    {label: 'Developer Docs', url: '/hooks', title: 'Webhooks', description: 'Calls.'},
    [
      section(
        0,
        'configuration',
        'Configuration',
        'The server configuration sets the headers that every webhook call sends:',
        "webhooks: { defaultHeaders: { Authorization: 'Bearer x' } }",
      ),
    ],
    'Nothing about calls.',
  );
  const leadInEngine = new SearchEngine(leadInIndex);

  it('quotes the sentence introducing the code of a how-to answer, with a full stop, then the code', () => {
    const answer = answerQuestion(leadInEngine, 'How do I set the headers of every webhook call?');
    expect(answer.found).toBe(true);
    expect(answer.sentences[0]?.text).toBe(
      'The server configuration sets the headers that every webhook call sends.',
    );
    expect(answer.example?.code).toContain('defaultHeaders');
    expect(answerQuestion(leadInEngine, 'Which headers does every webhook call send?').found).toBe(
      false,
    );
  });
});

describe('a sentence about the example that follows', () => {
  const exampleEngine = new SearchEngine(
    onePageIndex(
      {label: 'Developer Docs', url: '/pages', title: 'Pagination', description: 'Pages.'},
      [
        section(
          0,
          'second-page',
          'Example: get the second page of restaurants',
          'The following code builds the query string of the second page of restaurants.\nWith one restaurant per page, the second page of restaurants holds the second restaurant.',
          'qs.stringify({pagination: {page: 2, pageSize: 1}})',
        ),
      ],
      'Nothing about pages.',
    ),
  );

  it('does not lead a how-to answer when a plain sentence of its section can', () => {
    const answer = answerQuestion(exampleEngine, 'How do I get the second page of restaurants?');
    expect(answer.found).toBe(true);
    expect(answer.sentences[0]?.text).toBe(
      'With one restaurant per page, the second page of restaurants holds the second restaurant.',
    );
    expect(answer.sentences.map((sentence) => sentence.text)).toContain(
      'The following code builds the query string of the second page of restaurants.',
    );
  });
});

describe('"What is…?" questions', () => {
  it('name what they ask about, and are no "which…" listing', () => {
    const traits = questionTraits('What is the Document Service?');
    expect([...traits.definition!]).toEqual(['document', 'servic']);
    expect(traits.listing).toBe(false);
    expect(questionTraits('What options does the cors middleware take?').definition).toBeNull();
    expect(questionTraits('What options does the cors middleware take?').listing).toBe(true);
  });

  it('are answered by the sentence that says what the subject is', () => {
    const keys = questionTraits('What are lifecycle hooks?').definition!;
    expect(defines('Lifecycle hooks are functions that the database layer calls.', keys)).toBe(
      true,
    );
    expect(defines('Lifecycle hooks are called before and after queries.', keys)).toBe(false);
    expect(defines('Lifecycle hooks are not run for bulk operations.', keys)).toBe(false);
    expect(defines('Strapi is available globally, with its lifecycle hooks.', keys)).toBe(false);
    // What the subject starts with is what is defined: "The default locale" is another thing.
    const locale = questionTraits('What is a locale?').definition!;
    expect(defines('Locales are the languages that content is written in.', locale)).toBe(true);
    expect(defines('The default locale is the one the API uses.', locale)).toBe(false);
    expect(defines('One locale is the default locale.', locale)).toBe(false);
    const service = questionTraits('What is the Document Service?').definition!;
    expect(defines('The Document Service API is the back-end API.', service)).toBe(true);
  });

  it('lead with the sentence that says what the subject is, wherever the pool holds it', () => {
    const definition = 'A collection type is a content-type that holds many entries.';
    const howTo = (index: number) => ({
      url: `/ctb/step-${index}`,
      title: `Collection type step ${index}`,
      description: 'Collection type dialog.',
      docsInstance: 0,
    });
    const builder = new SearchEngine({
      version: 3,
      docsInstances: [{label: 'User Guide', boost: 1}],
      pages: [
        ...[0, 1, 2, 3, 4].map(howTo),
        {url: '/ctb', title: 'Content-type Builder', description: 'Models.', docsInstance: 0},
      ],
      sections: [
        ...[0, 1, 2, 3, 4].map((page) =>
          section(
            page,
            '',
            '',
            `The Create a collection type dialog opens. Name the collection type, then add the collection type's fields.`,
          ),
        ),
        section(5, '', '', 'The Content-type Builder edits the models of the project.'),
        section(5, 'concepts', 'What you build', `Models have fields. ${definition}`),
      ],
    });
    expect(answerQuestion(builder, 'What is a collection type?').sentences[0]?.text).toBe(
      definition,
    );
  });

  const definitionEngine = new SearchEngine(
    onePageIndex(
      {
        label: 'Developer Docs',
        url: '/service',
        title: 'Document Service API',
        description: 'API.',
      },
      [
        section(
          0,
          '',
          '',
          'The Document Service API is the back-end API for reading and writing documents.',
        ),
        section(
          0,
          'usage',
          'Calling the Document Service',
          'The Document Service can be called from services, controllers and the Document Service middlewares of any plugin.',
        ),
      ],
      'Nothing about services.',
    ),
  );

  it('lead with that sentence', () => {
    const answer = answerQuestion(definitionEngine, 'What is the Document Service?');
    expect(answer.sentences[0]?.text).toBe(
      'The Document Service API is the back-end API for reading and writing documents.',
    );
  });

  it('are not answered by a step of a procedure when a sentence describes the subject', () => {
    const lead = leadSentence(
      {label: 'User Guide', url: '/releases', title: 'Releases', description: 'Publishing.'},
      [
        section(
          0,
          'open',
          'Open a release',
          'Open the release and check every release entry before you publish the release.',
        ),
        section(0, 'about', 'About', 'Releases group entries that editors publish together.'),
      ],
      'Nothing about publishing.',
      'What is a release?',
    );
    expect(lead).toBe('Releases group entries that editors publish together.');
  });

  it('ends a list item quoted alone with a full stop, not the comma that joined it to the next', () => {
    const lead = leadSentence(
      {label: 'Developer Docs', url: '/params', title: 'Parameters', description: 'Parameters.'},
      [
        section(
          0,
          '',
          '',
          'This page covers two parameters:\nthe sort parameter orders the returned documents by one or more fields,\nthe fields parameter picks the attributes returned.',
        ),
      ],
      'Nothing about ordering.',
      'How do I order the returned documents by a field?',
    );
    expect(lead).toBe('the sort parameter orders the returned documents by one or more fields.');
  });

  it("read the page's introduction even when two other sections of it rank first", () => {
    const definition = "A policy is a function that runs before a route's controller.";
    const policyEngine = new SearchEngine(
      onePageIndex(
        {label: 'Developer Docs', url: '/checks', title: 'Request checks', description: 'Checks.'},
        [
          section(0, '', '', `Checks guard routes. They run in order. ${definition}`),
          section(
            0,
            'writing',
            'Writing a policy',
            'A policy file exports a function. The policy receives the policy context, the policy configuration and strapi.',
          ),
          section(
            0,
            'attaching',
            'Attaching a policy',
            'A policy is attached to a route in its config. Each policy runs in order; the first policy that fails stops the request.',
          ),
        ],
        'Nothing about checks.',
      ),
    );
    // The definition is the introduction's third sentence, which the search does not read as one
    // (it ranks the sections that define the subject first), so two other sections rank first.
    const question = 'What is a policy?';
    const ranked = policyEngine.search(question, {prefix: false, perPage: 2, keywords: false});
    expect(ranked.results.map((result) => result.heading)).not.toContain('');
    expect(answerQuestion(policyEngine, question).sentences[0]?.text).toBe(definition);
  });
});

describe("a question that ends with the site's name", () => {
  it('is answered as without it ("… in Strapi 5?")', () => {
    // Most sections say "Strapi"; the one that answers does not.
    const site = new SearchEngine(
      onePageIndex(
        {label: 'User Guide', url: '/calls', title: 'Outgoing calls', description: 'Calls.'},
        [
          section(0, '', '', 'Strapi 5 calls other applications for every Strapi project.'),
          section(0, 'events', 'Events', 'Strapi 5 can create a webhook call for each event.'),
          section(0, 'logs', 'Logs', 'Strapi 5 keeps logs of what Strapi sends.'),
          section(0, 'retries', 'Retries', 'Strapi retries nothing: a failed call is lost.'),
          section(
            0,
            'create',
            'New webhooks',
            'Open Settings, then Webhooks, and click Create new webhook. Enter the URL that receives the calls.',
          ),
        ],
        'Strapi projects run anywhere Strapi 5 runs.',
      ),
    );
    const lead = (question: string) => answerQuestion(site, question).sentences[0]?.text;
    const asked = 'How do I create a webhook?';
    expect(lead(asked)).toContain('Create new webhook');
    for (const ending of [' in Strapi?', ' in Strapi 5?', ' with strapi v5?'])
      expect(lead(asked.replace('?', ending))).toBe(lead(asked));
    expect(lead('In Strapi 5, how do I create a webhook?')).toBe(lead(asked));
    expect(lead('Strapi: how do I create a webhook?')).toBe(lead(asked));
    // Slips are put right first, the site's name among them.
    expect(lead('How do I craete a wehbook in Starpi 5?')).toBe(lead(asked));
    // Inside the question, the name is part of what is asked.
    expect(site.withoutContext('How do I run Strapi in Docker?')).toBe(
      'How do I run Strapi in Docker?',
    );
    expect(site.withoutContext('What is Strapi?')).toBe('What is Strapi?');
    expect(site.withoutContext('How do I create a webhook in Strapi 5?')).toBe(
      'How do I create a webhook?',
    );
    expect(site.withoutContext('In Strapi 5, how do I create a webhook in Strapi?')).toBe(
      'how do I create a webhook?',
    );
    // Only after a preposition, or before a comma ("deploy strapi" asks to deploy it).
    expect(site.withoutContext('How do I deploy strapi')).toBe('How do I deploy strapi');
  });
});

describe('a word the docs write both joined and hyphenated', () => {
  it('weighs as its common form: a single "frontend" does not decide the answer', () => {
    const site = new SearchEngine(
      onePageIndex(
        {label: 'Developer Docs', url: '/server', title: 'Server', description: 'Serving.'},
        [
          section(0, '', '', 'The server answers the front-end and the admin panel.'),
          section(
            0,
            'providers',
            'Providers',
            'Enable the provider, then give it the address of your front-end and of your frontend build.',
          ),
          section(
            0,
            'cors',
            'CORS',
            'You allow other origins to call the API with the cors middleware.',
          ),
          section(0, 'clients', 'Clients', 'A front-end calls the API over HTTP.'),
          section(0, 'builds', 'Builds', 'Each front-end has its own build.'),
        ],
        'Nothing about servers.',
      ),
    );
    // The providers' sentence says "enable" and "frontend", not CORS: it is not the answer (here
    // no sentence says enough, and the answer says so).
    const answer = answerQuestion(site, 'How do I enable CORS for my frontend?');
    expect(answer.citations.map((citation) => citation.url)).not.toContain('/server#providers');
    expect(answer.related.map((result) => result.url)[0]).toBe('/server#cors');
  });
});

describe('requestLine', () => {
  it('is the first REST request a section shows on a line of its own', () => {
    expect(
      requestLine({
        text: 'Return page 2\nGET /api/restaurants?pagination[page]=2\nThe response follows.',
        code: '',
      }),
    ).toBe('GET /api/restaurants?pagination[page]=2');
    expect(requestLine({text: 'Send GET /api/restaurants to list them.', code: ''})).toBeNull();
    expect(requestLine({text: 'No request.', code: 'POST /api/auth/local'})).toBe(
      'POST /api/auth/local',
    );
  });
});

describe('short sections named by their heading', () => {
  const retentionEngine = new SearchEngine(
    onePageIndex(
      {label: 'User Guide', url: '/audit', title: 'Audit logs', description: 'Events.'},
      [
        section(
          0,
          'retention',
          'How long logs are kept',
          'Strapi deletes older events automatically. By default, events are kept 90 days. A licence can set another duration for how long audit logs are kept.',
        ),
      ],
      'Nothing about events.',
    ),
  );

  it('quotes such a section whole, in reading order', () => {
    const answer = answerQuestion(retentionEngine, 'How long are audit logs kept?');
    expect(answer.found).toBe(true);
    expect(answer.sentences[0]?.text).toContain('By default, events are kept 90 days.');
    expect(answer.sentences[0]?.text.startsWith('Strapi deletes older events')).toBe(true);
    expect(answer.citations[0]?.url).toBe('/audit#retention');
  });

  it('never lead a how-to with the answer to a yes-or-no question', () => {
    const lead = leadSentence(
      {label: 'Developer Docs', url: '/upgrade', title: 'Upgrade', description: 'Versions.'},
      [
        section(
          0,
          'stay',
          'Can I upgrade later?',
          'Yes, for a while. You can upgrade to version 5 until the end of next year.',
        ),
        section(
          0,
          'steps',
          'Steps',
          'Run the upgrade tool from the project folder to move the project to version 5.',
        ),
      ],
      'Nothing about versions.',
      'How do I upgrade to version 5?',
    );
    expect(lead).toBe(
      'Run the upgrade tool from the project folder to move the project to version 5.',
    );
  });

  it('does not read "How long…" or "How many…" as a how-to', () => {
    expect(isHowTo('How long are audit logs kept?')).toBe(false);
    expect(isHowTo('How many locales can I add?')).toBe(false);
    expect(isHowTo('How do I add a locale?')).toBe(true);
  });
});

describe('headingInQuestion', () => {
  it('holds when every word of the heading is a word of the question or shares its root', () => {
    const asked = new Set(['strapi', 'cloud', 'project', 'suspend']);
    expect(headingInQuestion('Project suspension', asked)).toBe(true);
    expect(headingInQuestion('Project settings', asked)).toBe(false);
    expect(headingInQuestion('Suspension', asked)).toBe(false);
  });
});

describe('reference tables', () => {
  const lines = [
    'Key',
    'Type',
    'Default',
    'Description',
    'pool.min',
    'integer',
    'Knex default',
    'Connections kept open.',
    'rest.prefix',
    'string',
    "'/api'",
    'Path prefix of every Content API route.',
    'A sentence after the table.',
  ];

  it('finds the key of each description cell', () => {
    expect([...tableRowKeys(lines)]).toEqual([
      [7, 'pool.min'],
      [11, 'rest.prefix'],
    ]);
  });

  it('quotes a description with its key, not with the cell before it', () => {
    const sentences = labelledSentences(lines.join('\n'));
    expect(sentences).toContain('pool.min: Connections kept open.');
    expect(sentences).toContain('rest.prefix: Path prefix of every Content API route.');
    expect(sentences.some((sentence) => sentence.startsWith('Knex default:'))).toBe(false);
    expect(isQuotable('pool.min: Connections kept open.')).toBe(true);
    expect(isQuotable('PORT: Listening port.')).toBe(true);
    expect(isQuotable('Note: Listening port.')).toBe(false);
  });

  it('does not lead a how-to answer with a table cell when its section says it in a sentence', () => {
    const lead = leadSentence(
      {label: 'Developer Docs', url: '/middlewares', title: 'Middlewares', description: 'Chain.'},
      [
        section(
          0,
          'cors',
          'CORS',
          'Option\nType\nDefault\nDescription\norigin\nstring\n*\nConfigures the CORS origins.\nTo configure CORS, set the origin option of the strapi::cors middleware.',
        ),
      ],
      'Nothing about origins.',
      'How do I configure CORS origins?',
    );
    expect(lead).toBe('To configure CORS, set the origin option of the strapi::cors middleware.');
  });

  it('keeps the keys of the rows after a row whose description is one word', () => {
    const cors = [
      'Option',
      'Type',
      'Default',
      'Description',
      'credentials',
      'boolean',
      'true',
      'Enabled.',
      'keepHeadersOnError',
      'boolean',
      'false',
      'Keeps the CORS headers on error responses.',
    ];
    expect(labelledSentences(cors.join('\n'))).toContain(
      'keepHeadersOnError: Keeps the CORS headers on error responses.',
    );
  });
});

describe('reference questions', () => {
  const page = {
    label: 'Developer Docs',
    url: '/graphql',
    title: 'GraphQL plugin',
    description: 'Queries and mutations.',
  };
  const sections = [
    section(0, '', '', 'The GraphQL plugin adds a GraphQL endpoint to the project.'),
    section(
      0,
      'configuration',
      'Configuration',
      [
        'Set the options in the graphql entry of the plugins file.',
        'Option',
        'Type',
        'Default',
        'Description',
        'endpoint',
        'string',
        "'/graphql'",
        'Path of the GraphQL endpoint, not prefixed.',
        'depthLimit',
        'number',
        'none',
        'Maximum nesting depth of an operation; deeper operations fail validation.',
        'maxLimit',
        'number',
        '-1',
        'Highest page size a query may request.',
      ].join('\n'),
      `${codeTitleMark}config/plugins.js\nmodule.exports = {\n  graphql: {\n    config: {\n      depthLimit: 7,\n    },\n  },\n};`,
    ),
  ];
  const ask = (question: string) =>
    answerQuestion(new SearchEngine(onePageIndex(page, sections, 'Unrelated words.')), question);

  it("answers with the matching row's name, type, default and description, cited to its section", () => {
    const answer = ask('Which option sets the maximum nesting depth of a GraphQL operation?');
    expect(answer.found).toBe(true);
    expect(answer.sentences[0]).toEqual({
      text: 'depthLimit (number, default: none): Maximum nesting depth of an operation; deeper operations fail validation.',
      citation: 1,
      code: [0, 'depthLimit'.length],
    });
    expect(answer.citations[0]!.url).toBe('/graphql#configuration');
  });

  it('quotes one row per option, even when two pages describe it', () => {
    const index = onePageIndex(page, sections, 'Unrelated words.');
    index.pages.push({
      url: '/limits',
      title: 'GraphQL limits',
      description: 'Depth and size.',
      docsInstance: 0,
    });
    index.sections.push(
      section(
        2,
        'depth',
        'GraphQL depth',
        'Option\nType\nDefault\nDescription\ndepthLimit\nnumber\nnone\nMaximum nesting depth of a GraphQL operation, checked before it runs.',
      ),
    );
    const answer = answerQuestion(
      new SearchEngine(index),
      'Which option sets the maximum nesting depth of a GraphQL operation?',
    );
    const rows = answer.sentences.filter((sentence) => sentence.text.startsWith('depthLimit'));
    expect(rows).toHaveLength(1);
  });

  it('shows the configuration example that sets the key, with its file', () => {
    const answer = ask('What is the default nesting depth limit of a GraphQL operation?');
    expect(answer.sentences[0]!.text.startsWith('depthLimit (number, default: none)')).toBe(true);
    expect(answer.example).toEqual({
      title: 'config/plugins.js',
      code: 'module.exports = {\n  graphql: {\n    config: {\n      depthLimit: 7,\n    },\n  },\n};',
      citation: 1,
    });
  });
});

describe('codeIdentifiers', () => {
  it('keeps the names the code uses: dotted paths first, operators kept, values and own names left out', () => {
    expect(
      codeIdentifiers(
        "const docs = await strapi.documents('api::restaurant.restaurant').findMany({ filters: { name: { $eq: 'Biscotte' } }, populate: '*' });",
      ),
    ).toEqual(['strapi.documents', 'findMany', 'documents', 'filters', '$eq', 'populate']);
  });

  it('keeps quoted keys of JSON', () => {
    expect(codeIdentifiers('{"data": {"documentId": "abc", "publishedAt": null}}')).toEqual([
      'documentId',
      'publishedAt',
    ]);
  });
});

describe('explainCode', () => {
  it('cites, for each name the code uses, the section that defines it', () => {
    const answer = explainCode(
      engine,
      "await strapi.documents('api::restaurant.restaurant').findMany({ filters: { name: { $eq: 'Biscotte' } }, populate: '*' });",
    );
    expect(answer.found).toBe(true);
    expect(answer.citations.map((citation) => citation.url)).toEqual([
      '/dev-docs/api/document-service',
      '/dev-docs/api/document-service#findmany',
      expect.stringMatching(/filters/),
      '/dev-docs/api/rest/populate-select#population',
    ]);
    expect(answer.sentences.map((sentence) => sentence.text)).toEqual([
      'Call strapi.documents() with the UID of a content-type to get its methods.',
      'Finds the documents that match the parameters.',
      'The $eq operator matches equal values; $eqi ignores case.',
      'The populate parameter accepts a wildcard, a list of fields or an object.',
    ]);
  });

  it('says it found nothing for code the docs do not define', () => {
    expect(explainCode(engine, 'const total = items.reduce((a, b) => a + b, 0);').found).toBe(
      false,
    );
  });
});
