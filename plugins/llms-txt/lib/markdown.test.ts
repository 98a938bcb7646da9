/**
 * Fixture tests: each folder of ../fixtures holds a page (`page.json` names its input file,
 * title, description and route), the files it imports or links to, and `expected.md`, the exact
 * Markdown the `.md` route must serve.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {
  absoluteUrl,
  convertMdx,
  markdownDocument,
  yamlString,
  type ConvertContext,
} from './markdown';

const fixturesDir = path.resolve(__dirname, '../fixtures');

interface FixturePage {
  title: string;
  description: string;
  permalink: string;
  input: string;
  files?: Record<string, string>;
  frontMatter?: Record<string, unknown>;
}

function fixtureContext(dir: string, page: FixturePage, warnings: string[]): ConvertContext {
  const permalinks = new Map(
    Object.entries(page.files ?? {}).map(([file, permalink]) => [path.join(dir, file), permalink]),
  );
  return {
    siteOrigin: 'https://docs.example.com',
    baseUrl: '/',
    siteDir: dir,
    filePath: path.join(dir, page.input),
    permalink: page.permalink,
    frontMatter: page.frontMatter ?? {},
    readFile: (file) => (existsSync(file) ? readFileSync(file, 'utf8') : undefined),
    permalinkOfFile: (file) => permalinks.get(file),
    warn: (message) => warnings.push(message.replaceAll(dir, '<fixture>')),
  };
}

describe.each(readdirSync(fixturesDir))('fixture %s', (name) => {
  const dir = path.join(fixturesDir, name);
  const page = JSON.parse(readFileSync(path.join(dir, 'page.json'), 'utf8')) as FixturePage;

  it('converts to the expected Markdown', () => {
    const warnings: string[] = [];
    const context = fixtureContext(dir, page, warnings);
    const output = markdownDocument(
      page,
      convertMdx(readFileSync(context.filePath, 'utf8'), context),
    );
    expect(output).toBe(readFileSync(path.join(dir, 'expected.md'), 'utf8'));
  });
});

describe('warnings', () => {
  it('name links to missing docs and unknown components', () => {
    const warnings: string[] = [];
    const dir = path.join(fixturesDir, 'links');
    const page = JSON.parse(readFileSync(path.join(dir, 'page.json'), 'utf8')) as FixturePage;
    convertMdx(
      readFileSync(path.join(dir, page.input), 'utf8'),
      fixtureContext(dir, page, warnings),
    );
    expect(warnings).toEqual([
      '<fixture>/docs/dev-docs/api/links.md: the link ./missing.md points to no doc; left as written.',
    ]);

    const componentWarnings: string[] = [];
    const componentsDir = path.join(fixturesDir, 'components');
    const componentsPage = JSON.parse(
      readFileSync(path.join(componentsDir, 'page.json'), 'utf8'),
    ) as FixturePage;
    convertMdx(
      readFileSync(path.join(componentsDir, componentsPage.input), 'utf8'),
      fixtureContext(componentsDir, componentsPage, componentWarnings),
    );
    expect(componentWarnings).toEqual([
      '<fixture>/input.mdx: <Mystery> has no Markdown equivalent; its tags are dropped, its content kept.',
    ]);
  });

  it('does not loop on a snippet that imports itself', () => {
    const warnings: string[] = [];
    const context: ConvertContext = {
      ...fixtureContext(
        fixturesDir,
        {title: 't', description: 'd', permalink: '/p', input: 'self.md'},
        warnings,
      ),
      readFile: () => "import Self from './self.md';\n\nBefore <Self /> after.",
    };
    expect(convertMdx("import Self from './self.md';\n\n<Self />", context)).toBe('');
    expect(warnings[0]).toMatch(/imports itself/);
  });
});

describe('yamlString', () => {
  it('quotes only when a plain scalar would be misread', () => {
    expect(yamlString('Sort and pagination')).toBe('Sort and pagination');
    expect(yamlString('Order results: sort')).toBe('"Order results: sort"');
    expect(yamlString('"Quoted" title')).toBe('"\\"Quoted\\" title"');
    expect(yamlString('yes')).toBe('"yes"');
    expect(yamlString('Two\nlines')).toBe('Two lines');
  });
});

describe('absoluteUrl', () => {
  const context = fixtureContext(
    fixturesDir,
    {title: 't', description: 'd', permalink: '/base/dev-docs/page', input: 'x.md'},
    [],
  );
  it('keeps the base URL for site routes and leaves other schemes alone', () => {
    expect(absoluteUrl('/dev-docs/intro', {...context, baseUrl: '/base/'})).toBe(
      'https://docs.example.com/base/dev-docs/intro',
    );
    expect(absoluteUrl('#a', context)).toBe('https://docs.example.com/base/dev-docs/page#a');
    expect(absoluteUrl('mailto:a@b.c', context)).toBe('mailto:a@b.c');
    expect(absoluteUrl('<./with space.png>', context)).toBe(
      '<https://docs.example.com/base/dev-docs/with%20space.png>',
    );
  });
});
