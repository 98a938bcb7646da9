import {describe, expect, it} from 'vitest';
import {
  definitionSubject,
  longestQuotedRun,
  messageAsShown,
  maxQueryLength,
  SearchEngine,
  transposed,
  withinOneEdit,
} from './engine';
import {smallIndex} from './fixtures/smallIndex';
import type {IndexedPage, SearchIndexData} from './indexData';

const engine = new SearchEngine(smallIndex);
const urls = (query: string, options = {}) =>
  engine.search(query, options).results.map((result) => result.url);
const pages = (query: string) => engine.search(query).results.map((result) => result.pageUrl);

/** The small index with `hints` (keywords, readers' questions) on its sort and pagination page. */
const hintedPage = '/dev-docs/api/rest/sort-pagination';
const withHints = (hints: Partial<IndexedPage>) =>
  new SearchEngine({
    ...smallIndex,
    pages: smallIndex.pages.map((entry) =>
      entry.url === hintedPage ? {...entry, ...hints} : entry,
    ),
  });
const rankOfHinted = (search: SearchEngine, query: string, options = {}) =>
  search.search(query, options).results.findIndex((result) => result.pageUrl === hintedPage);

/** The small index with more pages: URL, title, description, then [anchor, heading, text] sections. */
const withPages = (
  ...added: Array<[url: string, title: string, description: string, sections: string[][]]>
) => new SearchEngine(dataWithPages(...added));

/** The index data behind `withPages`. */
const dataWithPages = (
  ...added: Array<[url: string, title: string, description: string, sections: string[][]]>
): SearchIndexData => ({
  ...smallIndex,
  pages: [
    ...smallIndex.pages,
    ...added.map(([url, title, description]) => ({url, title, description, docsInstance: 0})),
  ],
  sections: [
    ...smallIndex.sections,
    ...added.flatMap(([, , , sections], index) =>
      sections.map(([anchor = '', heading = '', text = '']) => ({
        page: smallIndex.pages.length + index,
        anchor,
        heading,
        path: [],
        text,
        code: '',
      })),
    ),
  ],
});

describe('SearchEngine ranking', () => {
  it('finds words by prefix while the reader types', () => {
    expect(pages('popul')[0]).toBe('/dev-docs/api/rest/populate-select');
    expect(urls('paginat')).toContain('/dev-docs/api/rest/sort-pagination#pagination');
  });

  it('matches other forms of a word (stemming)', () => {
    expect(pages('populating')[0]).toBe('/dev-docs/api/rest/populate-select');
    expect(pages('paginates')).toContain('/dev-docs/api/rest/sort-pagination');
  });

  it('reads a word written as one ("frontend") as the hyphenated word too (front-end)', () => {
    const site = withPages(
      ['/clients', 'Clients', 'Reading content.', [['', '', 'Your front-end calls the REST API.']]],
      ['/hosting', 'Hosting', 'Serving files.', [['', '', 'Host the frontend build anywhere.']]],
    );
    const found = (query: string) => site.search(query).results.map((result) => result.pageUrl);
    // "frontend" is a word of the docs too, so no typo tolerance would reach "front-end".
    expect(found('frontend')).toEqual(expect.arrayContaining(['/clients', '/hosting']));
    expect(found('front-end')).toContain('/clients');
  });

  it('tolerates one typo in a word that matches nothing', () => {
    expect(pages('pagniation')[0]).toBe('/dev-docs/api/rest/sort-pagination');
    expect(pages('documnet service')[0]).toBe('/dev-docs/api/document-service');
    expect(pages('popluate')[0]).toBe('/dev-docs/api/rest/populate-select');
  });

  it('puts two swapped letters right before searching, so that phrases read the word too', () => {
    expect(engine.corrected('popluate dynamic zones')).toBe('populate dynamic zones');
    // Searched as the word itself, not as a slip that counts for less.
    const [first] = engine.search('popluate dynamic zones').query.concepts[0]!.parts[0]!;
    expect(first).toMatchObject({
      key: engine.parse('populate').concepts[0]!.parts[0]![0]!.key,
      weight: 1,
    });
    // Not a word that exists, another slip in a short word, code, or a word still being typed
    // that begins one.
    expect(engine.corrected('sort by date')).toBe('sort by date');
    expect(engine.corrected('sprt by date')).toBe('sprt by date');
    // In long words, any one-letter slip that makes exactly one word of the docs.
    expect(engine.corrected('paginaton')).toBe('pagination');
    expect(engine.corrected('paginnation')).toBe('pagination');
    expect(engine.corrected('sotr by date')).toBe('sort by date');
    expect(engine.corrected('Sotr by date')).toBe('Sort by date');
    // A function word too: "waht are documents?" asks what they are.
    expect(engine.corrected('waht are documents?')).toBe('what are documents?');
    expect(engine.corrected('popluate.documents')).toBe('popluate.documents');
    expect(engine.corrected('pagi')).toBe('pagi');
  });

  it('applies typo tolerance from 4 letters, and not to words that exist', () => {
    expect(pages('sotr')[0]).toBe('/dev-docs/api/rest/sort-pagination');
    expect(urls('srt', {prefix: false})).toEqual([]);
    // "sort" exists: it is not also read as "port" or "soft".
    expect(engine.parse('sort', {prefix: false}).matchKeys).toEqual(new Set(['sort']));
  });

  it('keeps code tokens whole and ranks their exact occurrences first', () => {
    expect(pages('documentId')[0]).toBe(
      '/dev-docs/migration/v4-to-v5/breaking-changes/use-document-id',
    );
    expect(pages('$eq')[0]).toBe('/dev-docs/api/rest/filters');
    expect(pages('$eqi')[0]).toBe('/dev-docs/api/rest/filters');
    expect(urls('findMany')[0]).toBe('/dev-docs/api/document-service#findmany');
    expect(pages('strapi.documents')[0]).toBe('/dev-docs/api/document-service');
    expect(urls('pagination[pageSize]')[0]).toBe('/dev-docs/api/rest/sort-pagination#pagination');
  });

  it('ranks title and heading hits above body hits', () => {
    // "population" (stem popul) is in headings of the populate page and only in the body of the intro page.
    const results = urls('population');
    const headingHits = results.filter((url) =>
      url.startsWith('/dev-docs/api/rest/populate-select'),
    );
    expect(headingHits.length).toBeGreaterThan(0);
    expect(results.indexOf('/dev-docs/intro')).toBeGreaterThan(
      results.indexOf(headingHits[headingHits.length - 1]!),
    );
    // A page whose title matches comes before pages that only mention the word.
    expect(pages('filters')[0]).toBe('/dev-docs/api/rest/filters');
  });

  it('counts task verbs for half, but not inside a code token', () => {
    const emphasis = (query: string) =>
      engine.parse(query).concepts.map((concept) => concept.emphasis);
    // "change the sort order": the object decides, the verb counts for half.
    expect(emphasis('change the sort order')).toEqual([0.5, 1, 1]);
    expect(emphasis('getDocument')).toEqual([1]);
    // A query of task verbs alone is still searched.
    expect(emphasis('use')).toEqual([0.5]);
  });

  it('prefers sections that contain all the words', () => {
    expect(urls('populate dynamic zones')[0]).toBe(
      '/dev-docs/api/rest/populate-select#populate-dynamic-zones',
    );
    expect(urls('publish draft')[0]).toBe('/dev-docs/api/document-service#publish');
  });

  it('ranks a docs instance with a lower boost (snippets) below the real page', () => {
    const results = pages('populate relations');
    expect(results.indexOf('/dev-docs/api/rest/populate-select')).toBeLessThan(
      results.indexOf('/snippets/populate-note'),
    );
  });

  it('applies a page prior unless the query names what those pages are about', () => {
    const priors = [
      {pathPrefix: '/dev-docs/migration/', boost: 0.01, unlessQueryMentions: ['migrat']},
    ];
    const withPrior = new SearchEngine({...smallIndex, priors});
    const migration = '/dev-docs/migration/v4-to-v5/breaking-changes/use-document-id';
    const rank = (search: SearchEngine, query: string) =>
      search.search(query).results.findIndex((result) => result.pageUrl === migration);
    expect(rank(withPrior, 'documentId')).toBeGreaterThan(rank(engine, 'documentId'));
    expect(rank(withPrior, 'documentId migration')).toBe(rank(engine, 'documentId migration'));
  });

  it('sets back further, for a single word, the pages a prior sets back', () => {
    const note = '/dev-docs/migration/mysql2-only';
    const data = dataWithPages(
      [
        note,
        'Only the mysql2 package is supported for MySQL',
        'The MySQL client in Strapi 5.',
        [['', '', 'Strapi 5 connects to MySQL with the mysql2 package only.']],
      ],
      [
        '/dev-docs/configurations/database',
        'Database configuration',
        'Connect to a database.',
        [
          ['', '', 'The database file says which database to use and how to connect to it.'],
          [
            'mysql',
            'MySQL or MariaDB',
            'Set the client to mysql and give the host, port, user and password of the server.',
          ],
        ],
      ],
    );
    const prior = {pathPrefix: '/dev-docs/migration/', boost: 0.8, unlessQueryMentions: ['migrat']};
    const site = new SearchEngine({...data, priors: [prior]});
    const first = (query: string) => site.search(query).results[0]?.pageUrl;
    expect(first('mysql')).toBe('/dev-docs/configurations/database');
    // With more words, the prior is applied once: the note about the package ranks first.
    expect(first('mysql package')).toBe(note);
    expect(first('MySQL migration')).toBe(note);
  });

  it('matches the words a docs instance is about without saying them (`about`)', () => {
    // The snippets instance stands for a guide whose pages never say "admin panel".
    const docsInstances = smallIndex.docsInstances.map((instance, index) =>
      index === 1 ? {...instance, boost: 1, about: 'admin panel'} : {...instance, boost: 1},
    );
    const withAbout = new SearchEngine({...smallIndex, docsInstances});
    const plain = new SearchEngine({
      ...smallIndex,
      docsInstances: docsInstances.map(({about: _about, ...instance}) => instance),
    });
    const rank = (search: SearchEngine) =>
      search
        .search('populate relations in the admin panel')
        .results.findIndex((result) => result.pageUrl === '/snippets/populate-note');
    expect(rank(withAbout)).toBe(0);
    expect(rank(plain)).toBeGreaterThan(0);
  });

  it("finds a page by its keywords, readers' words its text never uses, said as phrases", () => {
    const withKeywords = withHints({
      keywords: ['scroll listing screenful', 'reverse chronological order'],
    });
    const rank = rankOfHinted;
    expect(rank(engine, 'scroll the listing by screenful')).not.toBe(0);
    expect(rank(withKeywords, 'scroll the listing by screenful')).toBe(0);
    // A keyword of three words or more still counts with one of its words missing…
    expect(rank(withKeywords, 'scroll by screenful')).toBe(0);
    // …but not one of its words alone, nor when keywords are switched off (Ask).
    expect(rank(withKeywords, 'screenful')).toBe(-1);
    expect(rank(withKeywords, 'scroll the listing by screenful', {keywords: false})).toBe(
      rank(engine, 'scroll the listing by screenful'),
    );
  });

  it("finds a page by a reader's question asked in other words, not by a word or two it shares", () => {
    const withQuestions = withHints({
      questions: ['newest articles first listing', 'api returns only 25 items'],
    });
    const rank = rankOfHinted;
    const question = 'how can I list the newest articles first';
    expect(rank(engine, question)).not.toBe(0);
    expect(rank(withQuestions, question)).toBe(0);
    // The same words, asked with another question's words around them, and a question that
    // shares one word only, do not count.
    expect(
      rank(withQuestions, 'populate the newest articles dynamic zones with a fragment'),
    ).not.toBe(0);
    expect(rank(withQuestions, 'newest articles first')).toBe(0);
    expect(rank(withQuestions, 'articles')).not.toBe(0);
    // Ask does not use them: they name the page, not the section that answers.
    expect(rank(withQuestions, question, {keywords: false})).toBe(rank(engine, question));
  });

  it('lifts, for a query asked as a question, the page whose questions together say it', () => {
    // Neither question alone shares enough with the query; together they say nearly all of it.
    const withQuestions = withHints({
      questions: [
        'how many results can one request give back',
        'why are some documents missing from my list',
      ],
    });
    const rank = rankOfHinted;
    const asked = 'why do my requests return only some documents?';
    expect(rank(withQuestions, asked)).toBeLessThan(rank(engine, asked));
    expect(rank(withQuestions, asked.replace(/\?$/, ''))).toBe(rank(withQuestions, asked));
    // The same words typed as keywords are not a question: no lift, and Ask does not use it.
    const typed = 'requests return only some documents';
    expect(rank(withQuestions, typed)).toBe(rank(engine, typed));
    expect(rank(withQuestions, asked, {keywords: false})).toBe(rank(engine, asked));
    // A question of one or two words describes no situation: questions that say them lift nothing.
    expect(rank(withQuestions, 'what are documents?')).toBe(rank(engine, 'what are documents?'));
    expect(rank(withQuestions, 'how to list documents')).toBe(
      rank(engine, 'how to list documents'),
    );
  });

  it('leaves out what the reader says they do not use ("not using", "instead of", "without …ing")', () => {
    const terms = (query: string) => [...engine.parse(query).matchKeys];
    expect(terms('list documents, not using populate')).not.toContain('popul');
    expect(terms('list documents, not using populate')).toContain('document');
    expect(terms('sort documents instead of pagination')).not.toContain('pagin');
    expect(terms('filter documents without populating relations')).not.toContain('popul');
    expect(terms('filter documents without populating relations')).toContain('relat');
    // "without" before a noun asks for that thing: documents without pagination.
    expect(terms('filter documents without pagination')).toContain('pagin');
  });

  it('ranks first the section that quotes a message typed as shown, whatever its words weigh', () => {
    const withMessage = withPages(
      [
        '/json',
        'JSON fields',
        'JSON.',
        [
          ['', '', 'A JSON field stores JSON. JSON values are objects or arrays of JSON.'],
          ['json-limits', 'JSON limits', 'JSON documents up to 1 MB. Larger JSON is refused.'],
        ],
      ],
      [
        '/writing',
        'Writing content',
        'Entries.',
        [
          [
            'errors',
            'Errors',
            `Pasting text into the field fails with This is not a JSON. ${'Editors write entries in the form and save them. '.repeat(8)}`,
          ],
        ],
      ],
    );
    const first = (query: string) => withMessage.search(query).results[0]?.pageUrl;
    expect(first('This is not a JSON')).toBe('/writing');
    expect(first('This is not a JSON.')).toBe('/writing');
    // Typed in lower case, it is a search like any other.
    expect(first('this is not a json')).toBe('/json');
    expect(messageAsShown('Already published')).toBe('already published');
    expect(messageAsShown('Published')).toBeNull();
    expect(messageAsShown('already published')).toBeNull();
    // A name in title case is not a message.
    expect(messageAsShown('Draft and Publish')).toBeNull();
    expect(messageAsShown('Content Manager')).toBeNull();
  });

  it('leaves out the verb "go" (a particle after it, an idiom, "going to") but keeps the language', () => {
    const withGo = withPages([
      '/dev-docs/integrations/go',
      'Go',
      'Call the REST API from a Go program.',
      [['', '', 'A Go program reads documents over HTTP.']],
    ]);
    const terms = (query: string) => [...withGo.parse(query).matchKeys];
    expect(terms('where do I go to create an api token')).not.toContain('go');
    expect(terms('go live with my project')).not.toContain('go');
    expect(terms('delete the documents in one go')).not.toContain('go');
    expect(terms('delete the documents in one go')).toContain('document');
    // "going to" is the future tense, not the language.
    expect(terms('are these documents going to be removed')).not.toContain('go');
    expect(terms('go')).toContain('go');
    expect(terms('go client')).toContain('go');
    expect(terms('strapi with go')).toContain('go');
  });

  it('lands a query that names a thing, or asks what it is, on the page that defines it', () => {
    const defining = '/user-docs/releases/introduction';
    const releases = withPages(
      [
        '/user-docs/releases/managing',
        'Managing a release',
        'Open a release, check its entries and publish it.',
        [
          [
            '',
            '',
            'Open the release from the Releases page. A release with no entry cannot be published.',
          ],
          [
            'publish',
            'Publishing a release',
            'Click Publish: every entry of the release is published at once.',
          ],
        ],
      ],
      [
        defining,
        'Introduction to Releases',
        'Publish entries together.',
        [
          [
            '',
            '',
            'A release is a named group of entries that are published or unpublished together.',
          ],
          ['page', 'The Releases page', 'Pending and done releases.'],
        ],
      ],
    );
    const first = (query: string) => releases.search(query).results[0]?.pageUrl;
    expect(first('release')).toBe(defining);
    expect(first('What is a release?')).toBe(defining);
    // A query that asks more than what the page defines is ranked as usual.
    expect(first('publish a release')).toBe('/user-docs/releases/managing');
  });

  it('lands a bare name on the section that says what it is, above rarer words it begins', () => {
    const intro = '/dev-docs/intro#what-strapi-is';
    const site = withPages(
      [
        '/dev-docs/fetch',
        'strapi.fetch uses the native fetch',
        'The strapi.fetch helper.',
        [['', '', 'In Strapi 5, strapi.fetch wraps the native fetch of Node.js.']],
      ],
      [
        '/dev-docs/intro',
        'Developer Docs',
        'Where to start.',
        [
          ['', '', 'These docs explain how to build with Strapi 5.'],
          [
            'what-strapi-is',
            'What Strapi 5 is',
            'Strapi is an open-source headless CMS for Node.js.',
          ],
          ['next', 'Where to go next', 'Strapi projects start with the Quick Start.'],
        ],
      ],
    );
    const first = (query: string) => site.search(query).results[0]?.url;
    expect(first('strapi')).toBe(intro);
    expect(first('What is Strapi?')).toBe(intro);
    // Only a heading that says it answers "what": the same sentence under another heading is text.
    const plain = withPages([
      '/dev-docs/intro',
      'Developer Docs',
      'Where to start.',
      [['next', 'Where to go next', 'Strapi is an open-source headless CMS for Node.js.']],
    ]);
    expect(plain.search('strapi').results[0]?.url).not.toBe('/dev-docs/intro#next');
  });

  it('lands a name on the section under that name which opens by saying what it is', () => {
    const section = '/user-docs/writing#components';
    const site = withPages(
      [
        '/dev-docs/legacy',
        'Create components with the legacy API',
        'Components in the old API.',
        [
          ['', '', 'The legacy API creates components and updates components in one call.'],
          ['create', 'Create components', 'Pass the components with the entry to create them.'],
        ],
      ],
      [
        '/user-docs/writing',
        'Writing content',
        'Fill in the fields of an entry.',
        [
          ['', '', 'The edit view shows the fields of one entry.'],
          [
            'components',
            'Components',
            'A component is a group of fields, such as an address, filled in inside an entry.',
          ],
          ['lists', 'Lists', 'A list is written one item a line; components are not lists.'],
        ],
      ],
    );
    const first = (query: string) => site.search(query).results[0]?.url;
    expect(first('components')).toBe(section);
    expect(first('What is a component?')).toBe(section);
    // Under another heading, the same opening sentence does not define.
    const other = withPages(
      [
        '/user-docs/writing',
        'Writing content',
        'Fill in the fields of an entry.',
        [
          [
            'groups',
            'Groups of fields',
            'A component is a group of fields, such as an address, filled in inside an entry.',
          ],
        ],
      ],
      [
        '/dev-docs/legacy',
        'Create components with the legacy API',
        'Components in the old API.',
        [['', '', 'The legacy API creates components and updates components in one call.']],
      ],
    );
    expect(other.search('components').results[0]?.url).not.toBe('/user-docs/writing#groups');
  });

  it('counts for little the words the whole site is about ("strapi", "strapi 5") beside others', () => {
    const aboutStrapi = ['Setup', 'Hosting', 'Plugins', 'Upgrades', 'Logs', 'Cron'].map(
      (title): [string, string, string, string[][]] => [
        `/dev-docs/${title.toLowerCase()}`,
        title,
        `${title} of a Strapi 5 project.`,
        [['', '', `Strapi 5 handles ${title.toLowerCase()} for every Strapi project.`]],
      ],
    );
    const site = withPages(
      ...aboutStrapi,
      [
        '/dev-docs/events',
        'Events',
        'What Strapi sends.',
        [['', '', 'Strapi 5 sends webhooks with the event and the entry.']],
      ],
      [
        '/dev-docs/intro',
        'Developer docs',
        'These docs.',
        [['', '', 'These docs cover webhooks, plugins and the docs of every API.']],
      ],
      [
        '/dev-docs/webhook-requests',
        'Webhook requests',
        'Outgoing requests.',
        [['', '', 'strapi.fetch() sends them.']],
      ],
      [
        '/user-docs/webhooks',
        'Webhooks',
        'Calling other applications.',
        [['', '', 'Webhooks call another application when an entry changes.']],
      ],
    );
    const first = (query: string) => site.search(query).results[0]?.pageUrl;
    expect(first('webhooks')).toBe('/user-docs/webhooks');
    expect(first('strapi webhooks')).toBe('/user-docs/webhooks');
    expect(first('strapi 5 webhooks')).toBe('/user-docs/webhooks');
    // A word for the docs themselves is context too.
    expect(first('webhooks docs')).toBe('/user-docs/webhooks');
    // Typed last, it is complete as it is, not the start of the rarer strapi.fetch.
    expect(first('webhooks strapi')).toBe('/user-docs/webhooks');
    // Where it opens or ends the query after a preposition, it is left out.
    expect(site.search('webhooks in strapi 5').results).toEqual(site.search('webhooks').results);
    expect(site.search('In Strapi 5, how do I add webhooks?').results).toEqual(
      site.search('how do I add webhooks?').results,
    );
    // Alone, the word is the query.
    expect(first('strapi')).not.toBe('/user-docs/webhooks');
  });

  it("lands a query that is a page's title on that page", () => {
    const site = withPages(
      [
        '/dev-docs/content-manager-apis',
        'Content Manager APIs',
        'The content APIs of the Content Manager.',
        [
          [
            '',
            '',
            'The Content Manager APIs let plugins read the content API state of the editor.',
          ],
          ['content-api', 'Content API hooks', 'Every content API hook of the content manager.'],
        ],
      ],
      [
        '/dev-docs/content-api',
        'Content API',
        'How clients read entries.',
        [['', '', 'Clients read entries over REST or GraphQL.']],
      ],
    );
    const first = (query: string) => site.search(query).results[0]?.pageUrl;
    expect(first('Content API')).toBe('/dev-docs/content-api');
    expect(first('content-api')).toBe('/dev-docs/content-api');
    // More than the title is a query like any other.
    expect(first('content api hooks')).toBe('/dev-docs/content-manager-apis');
  });

  it('does not lift first a titled page that a prior sets aside for the query', () => {
    const data = dataWithPages(
      [
        '/openapi/sample-api/schemas/entry',
        'Entry',
        'A post of the sample API.',
        [['', '', 'A post with an id, a title and a body.']],
      ],
      [
        '/user-docs/entries',
        'Managing content',
        'Create and publish entries.',
        [
          ['', '', 'Editors create an entry in the Content Manager, then publish the entry.'],
          ['entry', 'Entry', 'An entry is one item of a collection type, edited as a form.'],
        ],
      ],
    );
    const first = (site: SearchEngine, query: string) => site.search(query).results[0]?.pageUrl;
    expect(first(new SearchEngine(data), 'Entry')).toBe('/openapi/sample-api/schemas/entry');
    const aside = {pathPrefix: '/openapi/sample-api/', boost: 0.5, unlessQueryMentions: ['sample']};
    const withAside = new SearchEngine({...data, priors: [aside]});
    expect(first(withAside, 'Entry')).toBe('/user-docs/entries');
    expect(first(withAside, 'sample entry')).toBe('/openapi/sample-api/schemas/entry');
    // A prior that only sets pages behind (a migration note at 0.8) keeps the title's lift.
    const behind = new SearchEngine({...data, priors: [{...aside, boost: 0.8}]});
    expect(first(behind, 'Entry')).toBe('/openapi/sample-api/schemas/entry');
  });

  it('ranks first the sections that hold a pasted piece of code character for character', () => {
    const template = '/user-docs/settings/email-templates';
    const tokens = withPages(
      [
        '/user-docs/settings/api-tokens',
        'API tokens',
        'Create a token.',
        [
          [
            '',
            '',
            'A token lets an application call the API. Copy the token once: the token is shown once.',
          ],
        ],
      ],
      [
        template,
        'Email templates',
        'Emails sent to end users.',
        [
          [
            '',
            '',
            'The body of the email is HTML. The confirmation email links with <%= URL %> and <%= CODE %>, the password reset email with <%= TOKEN %>, replaced when the email is sent to the user who asked for it.',
          ],
        ],
      ],
    );
    const first = (query: string) => tokens.search(query).results[0]?.pageUrl;
    expect(first('token')).not.toBe(template);
    expect(first('<%= TOKEN %>')).toBe(template);
    expect(first('<%=  token  %>')).toBe(template);
  });

  it('ranks first the sections that hold a pasted command-line option', () => {
    const options = '/dev-docs/installation#options';
    const site = withPages(
      [
        '/dev-docs/running',
        'Running the server',
        'How the server runs.',
        [
          ['', '', 'The server runs in development or production.'],
          ['run', 'Run the server', 'Run it with the develop command, then run the build.'],
        ],
      ],
      [
        '/dev-docs/installation',
        'Installation',
        'Create a project.',
        [
          [
            'options',
            'Options',
            'Pass --quickstart to use SQLite, --ts for TypeScript, --no-run to skip the first start, --skip-cloud to skip the login, --dbclient for the database and --template for a template.',
          ],
        ],
      ],
    );
    const first = (query: string) => site.search(query).results[0]?.url;
    expect(first('run')).not.toBe(options);
    expect(first('--no-run')).toBe(options);
  });

  it('reads what a sentence defines', () => {
    expect(definitionSubject('A release is a named group of entries.')).toBe('A release');
    expect(definitionSubject('Locales are the languages content can be written in.')).toBe(
      'Locales',
    );
    expect(definitionSubject('Webhooks are requests sent to other applications.')).toBe('Webhooks');
    expect(definitionSubject('A release is created empty.')).toBeNull();
    expect(definitionSubject('A release is not a draft.')).toBeNull();
    expect(definitionSubject('In Strapi 5, a release is a group.')).toBeNull();
  });

  it('lifts the section that quotes most of the query word for word (a pasted error message)', () => {
    const words = 'there are validation errors in your document'.split(' ');
    expect(
      longestQuotedRun(words, 'saving fails: there are validation errors in your document.'),
    ).toBe(7);
    // Runs of stopwords alone, or shorter than 4 words, are no quote.
    expect(longestQuotedRun(words, 'there are errors in your')).toBe(0);
    expect(longestQuotedRun(words, 'validation errors only')).toBe(0);
    const page = (url: string, title: string) => ({url, title, description: '', docsInstance: 0});
    const section = (index: number, text: string) => ({
      page: index,
      anchor: '',
      heading: '',
      path: [],
      text,
      code: '',
    });
    const messages = new SearchEngine({
      version: 3,
      docsInstances: [{label: 'Docs', boost: 1}],
      pages: [
        page('/errors', 'Error messages'),
        page('/lifecycle', 'Content lifecycle'),
        page('/other', 'Other'),
      ],
      sections: [
        section(0, 'Saving fails with: the entry cannot be published while drafts exist.'),
        // The same words, more often, in another order.
        section(
          1,
          'An entry is published from its drafts. Drafts exist until the entry is published; they cannot be removed while it is.',
        ),
        section(2, 'Nothing about it.'),
      ],
    });
    const first = (query: string) => messages.search(query).results[0]?.url;
    expect(first('the entry cannot be published while drafts exist')).toBe('/errors');
    // A query that quotes less than 60 % of itself is ranked on its words alone.
    expect(first('entry published drafts exist how')).toBe('/lifecycle');
  });

  it('reads a version written v5 as the number (Strapi 5)', () => {
    expect(pages('v5 documentId')[0]).toBe(pages('5 documentId')[0]);
    expect(engine.parse('v5').matchKeys).toContain('5');
  });

  it('ignores function words when the query has others', () => {
    expect(urls('how do I sort the results')[0]).toBe(urls('sort results')[0]);
  });

  it('returns at most `limit` results and at most `perPage` sections of one page', () => {
    expect(engine.search('populate', {limit: 2}).results).toHaveLength(2);
    const populatePage = engine
      .search('populate', {perPage: 1})
      .results.filter((result) => result.pageUrl === '/dev-docs/api/rest/populate-select');
    expect(populatePage).toHaveLength(1);
  });

  it('describes each result: URL with anchor, page title, heading, path, docs instance, score', () => {
    const [result] = engine.search('dynamic zones on fragment').results;
    expect(result).toMatchObject({
      url: '/dev-docs/api/rest/populate-select#populate-dynamic-zones',
      pageUrl: '/dev-docs/api/rest/populate-select',
      title: 'Populate and select',
      heading: 'Populate dynamic zones',
      path: ['Population'],
      docsInstance: 'Developer Docs',
    });
    expect(result!.score).toBeGreaterThan(0);
  });

  it('is deterministic', () => {
    expect(urls('api')).toEqual(urls('api'));
  });

  it('is safe with any input', () => {
    for (const query of [
      '',
      '   ',
      '.*+?^${}()|[]\\',
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '\u0000\uffff',
      '🙂',
      'x'.repeat(10_000),
      'populate '.repeat(2_000),
    ]) {
      const {results} = engine.search(query);
      expect(Array.isArray(results)).toBe(true);
      expect(results.length).toBeLessThanOrEqual(10);
    }
    expect(urls('')).toEqual([]);
  });

  it('reads at most maxQueryLength characters of a query', () => {
    const long = `${'zzzz '.repeat(maxQueryLength / 5)}populate`;
    expect(urls(long)).toEqual([]);
  });

  it('builds the same index in slices (browser) as at once (CLI)', async () => {
    const sliced = await SearchEngine.create(smallIndex, async () => undefined);
    expect(sliced.search('populate dynamic').results).toEqual(
      engine.search('populate dynamic').results,
    );
  });
});

describe('rules switched off (npm run eval:search -- --ablate)', () => {
  it('leave every other rule on and change only what the rule does', () => {
    const withoutSlips = new SearchEngine(smallIndex, false, new Set(['slips']));
    expect(withoutSlips.corrected('paginaton')).toBe('paginaton');
    expect(engine.corrected('paginaton')).toBe('pagination');
    const withoutSiteName = new SearchEngine(smallIndex, false, new Set(['siteNameAtEnds']));
    expect(engine.withoutContext('How do I sort results in docs?')).toBe('How do I sort results?');
    expect(withoutSiteName.withoutContext('How do I sort results in docs?')).toBe(
      'How do I sort results in docs?',
    );
    // With no rule off, the ranking is the engine's own.
    const allOn = new SearchEngine(smallIndex, false, new Set());
    expect(allOn.search('populate').results).toEqual(engine.search('populate').results);
  });
});

describe('transposed', () => {
  it.each([
    ['popluate', 'populate', true],
    ['opulatep', 'populate', false],
    ['pupulate', 'populate', false],
    ['populate', 'populate', false],
    ['populat', 'populate', false],
  ] as const)('%s ~ %s: %s', (first, second, expected) => {
    expect(transposed(first, second)).toBe(expected);
  });
});

describe('withinOneEdit', () => {
  it.each([
    ['populate', 'populate', true],
    ['popluate', 'populate', true],
    ['populat', 'populate', true],
    ['populatex', 'populate', true],
    ['pupulate', 'populate', true],
    ['pplate', 'populate', false],
    ['sort', 'port', true],
    ['abc', 'cba', false],
  ] as const)('%s ~ %s: %s', (first, second, expected) => {
    expect(withinOneEdit(first, second)).toBe(expected);
  });
});

describe('zero-width characters in a query', () => {
  it('rank and score exactly as the query without them', () => {
    const ranked = (query: string) =>
      engine.search(query).results.map((result) => [result.url, result.score]);
    // Headings and titles of the small index: their exact matches compare the written text.
    for (const query of [
      'Populate dynamic zones',
      '"Field selection"',
      'Document Service API',
      'populate relations',
    ]) {
      const withZeroWidth = query.replace(/(\w{3})(\w)/, '$1\u200b$2');
      expect(ranked(withZeroWidth)).toEqual(ranked(query));
    }
  });
});
