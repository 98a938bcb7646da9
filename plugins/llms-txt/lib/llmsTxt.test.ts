import {describe, expect, it} from 'vitest';
import {
  buildLlmsFullTxt,
  buildLlmsTxt,
  orderBySidebars,
  sidebarDocOrder,
  type LlmsSite,
} from './llmsTxt';

const sidebars = {
  devDocsSidebar: [
    {
      type: 'category',
      link: {type: 'doc', id: 'intro'},
      items: [
        {type: 'doc', id: 'intro'},
        {type: 'doc', id: 'quick-start'},
      ],
    },
    {type: 'link'},
    {
      type: 'category',
      items: [
        {type: 'doc', id: 'api/rest'},
        {type: 'ref', id: 'cli'},
      ],
    },
  ],
  restApiSidebar: [
    {type: 'doc', id: 'api/rest'},
    {type: 'doc', id: 'api/rest/parameters'},
  ],
};

describe('sidebarDocOrder', () => {
  it('walks the sidebars in order, category links first, each doc once', () => {
    expect(sidebarDocOrder(sidebars)).toEqual([
      'intro',
      'quick-start',
      'api/rest',
      'cli',
      'api/rest/parameters',
    ]);
  });
});

describe('orderBySidebars', () => {
  it('puts docs outside the sidebars last, by route', () => {
    const docs = ['z-orphan', 'api/rest/parameters', 'a-orphan', 'intro'].map((id) => ({
      id,
      permalink: `/dev-docs/${id}`,
    }));
    expect(orderBySidebars(docs, sidebars).map((doc) => doc.id)).toEqual([
      'intro',
      'api/rest/parameters',
      'a-orphan',
      'z-orphan',
    ]);
  });
});

const site: LlmsSite = {
  title: 'Strapi 5 Documentation',
  summary: 'Design APIs fast,\nmanage content easily.',
  fullTextUrl: 'https://docs.example.com/llms-full.txt',
  sections: [
    {
      label: 'Developer Docs',
      pages: [
        {
          title: 'Introduction [dev]',
          description: 'Where to start.',
          url: 'https://docs.example.com/dev-docs/intro',
          markdownUrl: 'https://docs.example.com/dev-docs/intro.md',
          body: 'Welcome.\n\n## Next\n\nRead on.',
        },
        {
          title: 'FAQ',
          description: '',
          url: 'https://docs.example.com/dev-docs/faq',
          markdownUrl: 'https://docs.example.com/dev-docs/faq.md',
          body: 'Answers.',
        },
      ],
    },
    {label: 'Empty section', pages: []},
  ],
};

describe('buildLlmsTxt', () => {
  it('gives the title, the summary, then each section with a link and description per page', () => {
    expect(buildLlmsTxt(site)).toBe(
      [
        '# Strapi 5 Documentation',
        '',
        '> Design APIs fast, manage content easily.',
        '',
        'Every page below is a Markdown file (its web address plus `.md`). All of them, in reading order, are in [llms-full.txt](https://docs.example.com/llms-full.txt).',
        '',
        '## Developer Docs',
        '',
        '- [Introduction \\[dev\\]](https://docs.example.com/dev-docs/intro.md): Where to start.',
        '- [FAQ](https://docs.example.com/dev-docs/faq.md)',
        '',
      ].join('\n'),
    );
  });
});

describe('buildLlmsFullTxt', () => {
  it('concatenates every page in order, each with its title, description and source', () => {
    expect(buildLlmsFullTxt(site)).toBe(
      [
        '# Strapi 5 Documentation',
        '',
        '> Design APIs fast, manage content easily.',
        '',
        '---',
        '',
        '# Introduction [dev]',
        '',
        '> Where to start.',
        '',
        'Source: https://docs.example.com/dev-docs/intro',
        '',
        'Welcome.',
        '',
        '## Next',
        '',
        'Read on.',
        '',
        '---',
        '',
        '# FAQ',
        '',
        'Source: https://docs.example.com/dev-docs/faq',
        '',
        'Answers.',
        '',
      ].join('\n'),
    );
  });
});
