import {describe, expect, it} from 'vitest';
import {
  blockSetting,
  configEntries,
  configFact,
  referenceFacts,
  referenceWants,
  rowFact,
  tableRows,
} from './reference';

/** A section's prose as the index holds a reference table: one cell per line. */
const apiTable = [
  'The project file sets these keys:',
  'Key',
  'Type',
  'Default when the key is missing',
  'Description',
  'rest.defaultLimit',
  'integer',
  '25',
  'Number of documents a list request returns when it sets no pagination.',
  'rest.maxLimit',
  'integer',
  'none (no cap)',
  'Largest page size a client may ask for; larger values are lowered to it.',
  'A sentence after the table.',
];

/** Two code blocks of a section, each opened by its title after U+2063. */
const graphqlCode = [
  '\u2063config/plugins.js',
  'module.exports = ({ env }) => ({',
  '  graphql: {',
  '    config: {',
  "      endpoint: '/graphql',",
  '      depthLimit: 7,',
  '      apolloServer: {',
  "        introspection: env('NODE_ENV') !== 'production',",
  '      },',
  '      maxLimit: 100,',
  '    },',
  '  },',
  '});',
  '',
  '\u2063config/middlewares.js',
  'module.exports = [',
  "  'strapi::logger',",
  '  {',
  "    name: 'strapi::cors',",
  '    config: {',
  "      origin: ['https://a.example.com'],",
  '    },',
  '  },',
  '];',
].join('\n');

describe('referenceWants', () => {
  it('reads which facts a question asks for', () => {
    expect(referenceWants('Which option limits how deep a GraphQL query can go?')).toEqual(
      new Set(['option']),
    );
    expect(referenceWants('What is the default and the maximum page size?')).toEqual(
      new Set(['default']),
    );
    expect(referenceWants('Where do I configure maxLimit for the REST API?')).toEqual(
      new Set(['option', 'file']),
    );
    expect(referenceWants('Which variable do I set for the JWT secret?')).toEqual(
      new Set(['variable']),
    );
  });

  it('reads none in a how-to, a why, or a "where" that names no setting', () => {
    expect(referenceWants('How do I configure CORS origins?').size).toBe(0);
    expect(referenceWants('Why does my build fail?').size).toBe(0);
    expect(referenceWants('Where do I put lifecycle hooks like beforeCreate?').size).toBe(0);
  });
});

describe('tableRows', () => {
  it('reads each row with its name, type, default and description', () => {
    const rows = tableRows(apiTable);
    expect(rows).toEqual([
      {
        name: 'rest.defaultLimit',
        kind: 'key',
        type: 'integer',
        defaultValue: '25',
        description: 'Number of documents a list request returns when it sets no pagination.',
        line: 5,
        descriptionLine: 8,
      },
      {
        name: 'rest.maxLimit',
        kind: 'key',
        type: 'integer',
        defaultValue: 'none (no cap)',
        description: 'Largest page size a client may ask for; larger values are lowered to it.',
        line: 9,
        descriptionLine: 12,
      },
    ]);
  });

  it('reads a table without type or default columns, and nothing from prose', () => {
    expect(tableRows(['Variable', 'Description', 'PORT', 'Port the server listens on.'])).toEqual([
      {
        name: 'PORT',
        kind: 'variable',
        description: 'Port the server listens on.',
        line: 2,
        descriptionLine: 3,
      },
    ]);
    expect(tableRows(['Key points of the page.', 'Name the file.'])).toEqual([]);
  });
});

describe('rowFact', () => {
  it('puts the fact first: the name, its type and default, then the description', () => {
    expect(rowFact(tableRows(apiTable)[1]!)).toBe(
      'rest.maxLimit (integer, default: none (no cap)): Largest page size a client may ask for; larger values are lowered to it.',
    );
  });

  it('cuts a long description after the sentence that passes 300 characters', () => {
    const long = `${'A long sentence that says a lot about the option. '.repeat(7)}Last.`;
    const fact = rowFact({
      name: 'x',
      kind: 'option',
      description: long,
      line: 0,
      descriptionLine: 1,
    });
    expect(fact.endsWith('option.')).toBe(true);
    expect(fact.length).toBeLessThan(long.length);
  });
});

describe('configEntries', () => {
  it('gives each key set on one line with its dotted path, value and file', () => {
    const entries = configEntries(graphqlCode);
    expect(entries.map(configFact)).toEqual([
      "config/plugins.js: graphql.config.endpoint: '/graphql'",
      'config/plugins.js: graphql.config.depthLimit: 7',
      "config/plugins.js: graphql.config.apolloServer.introspection: env('NODE_ENV') !== 'production'",
      'config/plugins.js: graphql.config.maxLimit: 100',
      "config/middlewares.js: name: 'strapi::cors'",
      "config/middlewares.js: config.origin: ['https://a.example.com']",
    ]);
    expect(entries.map((entry) => entry.block)).toEqual([0, 0, 0, 0, 1, 1]);
  });

  it('finds the block that sets a key by its last name', () => {
    expect(blockSetting(graphqlCode, 'depthLimit')).toBe(0);
    expect(blockSetting(graphqlCode, 'cors.origin')).toBe(1);
    expect(blockSetting(graphqlCode, 'rest.prefix')).toBe(-1);
  });
});

describe('referenceFacts', () => {
  it('states the rows of a section, with the block that sets each one', () => {
    const facts = referenceFacts(
      {
        text: apiTable.join('\n'),
        code: '\u2063config/api.js\nmodule.exports = {\n  rest: {\n    maxLimit: 100,\n  },\n};',
      },
      new Set(['option']),
    );
    expect(facts.map((fact) => [fact.name, fact.block, fact.source])).toEqual([
      ['rest.defaultLimit', -1, 'table'],
      ['rest.maxLimit', 0, 'table'],
    ]);
    expect(facts[1]!.text.slice(...facts[1]!.code)).toBe('rest.maxLimit');
  });

  it("adds an example's keys only when the question asks where or which variable", () => {
    const section = {text: 'Set the options:', code: graphqlCode};
    expect(referenceFacts(section, new Set(['default']))).toEqual([]);
    const facts = referenceFacts(section, new Set(['option', 'file']));
    const depth = facts.find((fact) => fact.name === 'graphql.config.depthLimit')!;
    expect(depth.source).toBe('config');
    expect(depth.text.slice(...depth.code)).toBe('graphql.config.depthLimit: 7');
  });

  it('states nothing for a question that asks for no fact', () => {
    expect(referenceFacts({text: apiTable.join('\n'), code: ''}, new Set())).toEqual([]);
  });
});
