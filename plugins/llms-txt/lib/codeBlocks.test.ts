import {describe, expect, it} from 'vitest';

import {pageCodeBlocks} from './codeBlocks';

describe('pageCodeBlocks', () => {
  it('gives each block its heading, anchor and language, in document order', () => {
    const markdown = [
      'Intro.',
      '',
      '```sh',
      'npm run build',
      '```',
      '',
      '## Populate `relations`',
      '',
      '> **Tip**',
      '>',
      '> ```js title="x.js"',
      '> const a = 1;',
      '> ```',
      '',
      '## Sorting',
      '',
      '```',
      'plain',
      '```',
      '',
      '## Populate `relations`',
      '',
      '```json',
      '{}',
      '```',
    ].join('\n');
    expect(pageCodeBlocks(markdown, new Map([['## Sorting', 'sort']]))).toEqual([
      {heading: '', anchor: '', language: 'sh', code: 'npm run build'},
      {
        heading: 'Populate relations',
        anchor: 'populate-relations',
        language: 'js',
        code: 'const a = 1;',
      },
      {heading: 'Sorting', anchor: 'sort', language: '', code: 'plain'},
      {heading: 'Populate relations', anchor: 'populate-relations-1', language: 'json', code: '{}'},
    ]);
  });

  it("anchors a tab panel's relabelled heading as the page shows it", () => {
    const markdown =
      '### Install (yarn)\n\n```bash\nyarn\n```\n\n### Install (npm)\n\n```bash\nnpm i\n```';
    const shown = new Map([
      ['### Install (yarn)', '### 1. Install'],
      ['### Install (npm)', '### 1. Install'],
    ]);
    expect(pageCodeBlocks(markdown, new Map(), shown).map((block) => block.anchor)).toEqual([
      '1-install',
      '1-install-1',
    ]);
  });
});

describe('pageCodeBlocks with the ids of the built page', () => {
  it('gives a block under a heading without an anchor the anchor of the enclosing heading', () => {
    const markdown =
      '## Request\n\n### Body (required)\n\n```json\n{}\n```\n\n## Responses\n\n```json\n[]\n```\n';
    expect(
      pageCodeBlocks(markdown, new Map(), new Map(), new Set(['request', 'responses'])).map(
        ({heading, anchor}) => [heading, anchor],
      ),
    ).toEqual([
      ['Body (required)', 'request'],
      ['Responses', 'responses'],
    ]);
  });
});
