import {describe, expect, it} from 'vitest';
import {codeFallbacks, documentedDefaults, literalDefault} from './config-defaults.mjs';

describe('literalDefault', () => {
  it('reads a default written as one code span holding a literal, and nothing else', () => {
    expect(literalDefault('`false`')).toEqual({literal: 'false', value: false});
    expect(literalDefault("`{ expiresIn: '30d' }`")).toEqual({
      literal: "{ expiresIn: '30d' }",
      value: {expiresIn: '30d'},
    });
    expect(literalDefault('the `HOST` variable, else `localhost`')).toBeUndefined();
    expect(literalDefault("`env('HOST')`")).toBeUndefined();
    expect(literalDefault('none')).toBeUndefined();
  });
});

describe('documentedDefaults', () => {
  it('reads the rows of the table a marker names, with the configuration path of each key', () => {
    const page = [
      '| Key | Type | Default | Description |',
      '| --- | --- | --- | --- |',
      '| `ignored` | string | `1` | A table without a marker. |',
      '',
      '{/* config: api */}',
      '| Key | Type | Default | Description |',
      '| --- | --- | --- | --- |',
      "| `rest.prefix` | string | `'/api'` | Prefix. |",
      '| `rest.defaultLimit` | integer | `25` | Limit. |',
      '| `rest.maxLimit` | integer | none | In words. |',
      '',
      '| Key | Type | Default | Description |',
      '| --- | --- | --- | --- |',
      '| `after` | string | `2` | The marker named only the table right after it. |',
    ].join('\n');
    expect(documentedDefaults(page)).toEqual({
      checked: [
        {path: 'api.rest.prefix', literal: "'/api'", value: '/api', line: 8},
        {path: 'api.rest.defaultLimit', literal: '25', value: 25, line: 9},
      ],
      described: 1,
    });
  });
});

describe('codeFallbacks', () => {
  it('reads the literal fallbacks of config.get calls, not variables', () => {
    const code =
      'a = strapi.config.get("api.rest.defaultLimit", 25); b = config.get("plugin::upload.breakpoints", DEFAULTS);';
    expect([...codeFallbacks(code)]).toEqual([['api.rest.defaultLimit', 25]]);
  });
});
