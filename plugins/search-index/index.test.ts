import {mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import searchIndexPlugin, {indexFilePath} from './index';
import type {ClientConfig} from './lib/clientConfig';
import type {NormalizedSearchIndexOptions} from './lib/options';

const docPage = readFileSync(
  path.join(import.meta.dirname, 'lib/fixtures/pages/doc-page.html'),
  'utf8',
);

const options: NormalizedSearchIndexOptions = {
  id: 'default',
  projectName: 'Strapi',
  maxResults: 10,
  pagePriors: [{pathPrefix: '/dev-docs/migration/', boost: 0.8, unlessQueryMentions: ['migrat']}],
  siteWords: ['docs'],
  docsInstances: {
    'dev-docs': {label: 'Developer Docs', boost: 1},
    snippets: {label: 'Snippets', index: false},
  },
};

function docsContent(
  docs: Array<{
    permalink: string;
    title: string;
    unlisted?: boolean;
    keywords?: string[];
    search_questions?: unknown;
  }>,
) {
  return {
    loadedVersions: [
      {
        docs: docs.map(({keywords, search_questions, ...doc}) => ({
          ...doc,
          frontMatter: {
            ...(keywords ? {keywords} : {}),
            ...(search_questions === undefined ? {} : {search_questions}),
          },
          description: `About ${doc.title}.`,
          unlisted: doc.unlisted ?? false,
          source: '@site/docs/none.md',
        })),
      },
    ],
  };
}

describe('search-index plugin', () => {
  let siteDir: string;
  let outDir: string;

  beforeEach(() => {
    siteDir = mkdtempSync(path.join(tmpdir(), 'search-index-'));
    outDir = path.join(siteDir, 'build');
  });
  afterEach(() => {
    rmSync(siteDir, {recursive: true, force: true});
    vi.restoreAllMocks();
  });

  async function run(
    docs: Parameters<typeof docsContent>[0],
    pages: Record<string, string>,
    extraInstances: Record<string, unknown> = {},
  ) {
    const plugin = searchIndexPlugin({siteDir} as LoadContext, options);
    const created: Record<string, string> = {};
    await plugin.allContentLoaded!({
      allContent: {
        'docusaurus-plugin-content-docs': {'dev-docs': docsContent(docs), ...extraInstances},
      },
      actions: {createData: async (name: string, data: string) => ((created[name] = data), name)},
    } as never);
    for (const [route, html] of Object.entries(pages)) {
      mkdirSync(path.join(outDir, route), {recursive: true});
      writeFileSync(path.join(outDir, route, 'index.html'), html);
    }
    await plugin.postBuild!({outDir, siteConfig: {baseUrl: '/'}} as never);
    return {
      config: JSON.parse(created['config.json']!) as ClientConfig,
      index: JSON.parse(readFileSync(path.join(outDir, indexFilePath), 'utf8')),
    };
  }

  it('writes the index of every listed page and the widget configuration', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const {config, index} = await run(
      [
        {
          permalink: '/dev-docs/populate',
          title: 'Populate',
          keywords: ['load relations'],
          search_questions: ['why does the API not return my relations'],
        },
        {permalink: '/dev-docs/hidden', title: 'Hidden', unlisted: true},
      ],
      {'dev-docs/populate': docPage},
    );
    expect(config).toMatchObject({projectName: 'Strapi', maxResults: 10, answer: null});
    expect(config.indexPath).toMatch(/^search-index\/index\.json\?v=[0-9a-f]{12}$/);
    expect(index.pages.map((page: {url: string}) => page.url)).toEqual(['/dev-docs/populate']);
    // The front matter's keywords are in the head as the engine's keys (the first query has
    // them); as written, they travel in the first body file with the description.
    expect(index.engineIndex.pageKeywords[0]).toHaveLength(1);
    expect(index.engineIndex.pageQuestions[0]).toHaveLength(1);
    expect(index.engineIndex.shardFiles.length).toBeGreaterThan(0);
    expect(index.docsInstances[0]).toEqual({label: 'Developer Docs', boost: 1});
    expect(index.sections.length).toBeGreaterThan(1);
    // The head names its body files, written beside it, which hold the full text.
    expect(index.bodies).toEqual(['bodies-0.json']);
    expect(index.priors).toEqual(options.pagePriors);
    // The site's words reach the ranking through the index, in the widget and the CLI alike.
    expect(index.siteWords).toEqual(['docs']);
    const body = JSON.parse(
      readFileSync(path.join(outDir, path.dirname(indexFilePath), 'bodies-0.json'), 'utf8'),
    );
    expect(body).toMatchObject({version: index.version, from: 0});
    expect(body.pages[0][1]).toEqual(['load relations']);
    expect(body.pages[0][2]).toEqual(['API not return relations']);
    expect(body.sections).toHaveLength(index.sections.length);
  });

  it('leaves out the pages of an instance marked index: false (snippets)', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const {index} = await run(
      [{permalink: '/dev-docs/populate', title: 'Populate'}],
      {
        'dev-docs/populate': docPage,
      },
      {snippets: docsContent([{permalink: '/snippets/fragment', title: 'Fragment'}])},
    );
    expect(index.pages.map((page: {url: string}) => page.url)).toEqual(['/dev-docs/populate']);
    expect(index.docsInstances.map((instance: {label: string}) => instance.label)).toEqual([
      'Developer Docs',
    ]);
  });

  it('fails the build naming a page whose HTML it cannot parse', async () => {
    await expect(
      run([{permalink: '/dev-docs/broken', title: 'Broken'}], {
        'dev-docs/broken': '<html><body><p>no content root</p></body></html>',
      }),
    ).rejects.toThrow(
      /\[search-index\] cannot parse \/dev-docs\/broken: no element with class "theme-doc-markdown"/,
    );
  });

  it('fails the build naming the file whose search_questions is not a list of strings', async () => {
    await expect(
      run(
        [{permalink: '/dev-docs/populate', title: 'Populate', search_questions: 'one question'}],
        {'dev-docs/populate': docPage},
      ),
    ).rejects.toThrow(
      /\[search-index\] @site\/docs\/none\.md: `search_questions` must be a list of strings/,
    );
  });

  it('fails the build naming a page missing from the build output', async () => {
    await expect(run([{permalink: '/dev-docs/gone', title: 'Gone'}], {})).rejects.toThrow(
      /\[search-index\] cannot index \/dev-docs\/gone: none of build\/dev-docs\/gone\/index.html/,
    );
  });

  it('indexes a docs instance missing from docsInstances under its id, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const {index} = await run(
      [],
      {'api/get': docPage},
      {api: docsContent([{permalink: '/api/get', title: 'Get'}])},
    );
    expect(index.docsInstances.map((instance: {label: string}) => instance.label)).toContain('api');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('docs instance "api" is not listed'));
  });
});
