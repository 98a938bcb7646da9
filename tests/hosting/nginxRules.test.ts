import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {answerFor, parseNginxMarkdownRules} from './nginxRules';

const conf = readFileSync(path.join(__dirname, '../../hosting/nginx/strapi-docs.conf'), 'utf8');
const files = new Set([
  '/dev-docs/intro.md',
  '/dev-docs/intro/index.html',
  '/dev-docs/index.md',
  '/dev-docs/index.html',
  '/img/logo.svg',
]);
const isFile = (file: string) => files.has(file);

describe('hosting/nginx/strapi-docs.conf', () => {
  const rules = parseNginxMarkdownRules(conf);

  it('answers Accept: text/markdown on a page with its Markdown twin, as text/markdown', () => {
    expect(answerFor(rules, '/dev-docs/intro', 'text/markdown', isFile)).toEqual({
      status: 200,
      file: '/dev-docs/intro.md',
      mediaType: 'text/markdown',
    });
    expect(answerFor(rules, '/dev-docs/', 'text/html;q=0.9, TEXT/MARKDOWN', isFile)).toMatchObject({
      file: '/dev-docs/index.md',
    });
  });

  it('serves HTML and files as before otherwise', () => {
    expect(answerFor(rules, '/dev-docs/intro', 'text/html,*/*', isFile)).toMatchObject({
      file: '/dev-docs/intro/index.html',
    });
    expect(answerFor(rules, '/img/logo.svg', 'text/markdown', isFile)).toMatchObject({
      file: '/img/logo.svg',
    });
    expect(answerFor(rules, '/nope', 'text/markdown', isFile)).toEqual({status: 404});
  });

  it('names what it does not understand', () => {
    expect(() => parseNginxMarkdownRules('location / { root x; }')).toThrow(/try_files/);
    expect(() =>
      parseNginxMarkdownRules(conf.replace('"~*text/markdown"', '"text/markdown"')),
    ).toThrow(/map entry must be default or a ~\* regex/);
  });
});
