import {describe, expect, it} from 'vitest';
import {
  buildLlmsCodeTxt,
  buildLlmsFullTxt,
  buildLlmsTxt,
  buildSectionLlmsTxt,
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
  indexUrl: 'https://docs.example.com/llms.txt',
  fullTextUrl: 'https://docs.example.com/llms-full.txt',
  codeUrl: 'https://docs.example.com/llms-code.txt',
  notes: [
    {
      title: 'Use documentId',
      description: 'Documents are addressed by documentId.',
      markdownUrl: 'https://docs.example.com/dev-docs/bc/document-id.md',
    },
  ],
  sections: [
    {
      label: 'Developer Docs',
      indexUrl: 'https://docs.example.com/dev-docs/llms.txt',
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
    {label: 'Empty section', indexUrl: 'https://docs.example.com/empty/llms.txt', pages: []},
  ],
};

describe('buildLlmsTxt', () => {
  it('gives the title, the summary, the notes, then each section with its index and a link per page', () => {
    expect(buildLlmsTxt(site)).toBe(
      [
        '# Strapi 5 Documentation',
        '',
        '> Design APIs fast, manage content easily.',
        '',
        "Every page below is a Markdown file (its web address plus `.md`). Each section's own index gives a one-line description of its pages. All pages in reading order: [llms-full.txt](https://docs.example.com/llms-full.txt). Every code example with its page, heading and language: [llms-code.txt](https://docs.example.com/llms-code.txt).",
        '',
        '## Notes for AI assistants',
        '',
        'Strapi 5 changed these behaviours of Strapi 4; code written from Strapi 4 habits gets them wrong:',
        '',
        '- [Use documentId](https://docs.example.com/dev-docs/bc/document-id.md): Documents are addressed by documentId.',
        '',
        '## Developer Docs',
        '',
        'The 2 pages with their descriptions: [Developer Docs index](https://docs.example.com/dev-docs/llms.txt).',
        '',
        '- [Introduction \\[dev\\]](https://docs.example.com/dev-docs/intro.md)',
        '- [FAQ](https://docs.example.com/dev-docs/faq.md)',
        '',
      ].join('\n'),
    );
  });
});

describe('buildLlmsTxt over its limit', () => {
  const manyPages = (prefix: string, count: number) =>
    Array.from({length: count}, (_, index) => ({
      ...site.sections[0]!.pages[0]!,
      title: `${prefix} page ${index}`,
      markdownUrl: `https://docs.example.com/${prefix}/page-${index}.md`,
    }));
  const grown: LlmsSite = {
    ...site,
    sections: [
      {
        label: 'Small',
        indexUrl: 'https://docs.example.com/small/llms.txt',
        pages: manyPages('small', 3),
      },
      {
        label: 'Large',
        indexUrl: 'https://docs.example.com/large/llms.txt',
        pages: manyPages('large', 60),
      },
    ],
  };

  it('lists the largest sections only in their own indexes, so the root stays under the limit', () => {
    const text = buildLlmsTxt(grown, 2_500);
    expect(text.length).toBeLessThan(2_500);
    expect(text).toContain(
      'The 60 pages, with their descriptions, are listed in [Large index](https://docs.example.com/large/llms.txt).',
    );
    expect(text).not.toContain('large/page-0.md');
    expect(text).toContain('- [small page 0](https://docs.example.com/small/page-0.md)');
  });

  it('keeps every bare link when they fit', () => {
    const text = buildLlmsTxt(grown);
    expect(text).toContain('large/page-59.md');
    expect(text).not.toContain('are listed in');
  });
});

describe('buildSectionLlmsTxt', () => {
  it("lists the section's pages with their descriptions and links back to llms.txt", () => {
    expect(buildSectionLlmsTxt(site, site.sections[0]!)).toEqual([
      {
        url: 'https://docs.example.com/dev-docs/llms.txt',
        text: [
          '# Strapi 5 Documentation: Developer Docs',
          '',
          '> Design APIs fast, manage content easily.',
          '',
          'The pages of Developer Docs, each a Markdown file, in reading order. The index of the whole site: [llms.txt](https://docs.example.com/llms.txt).',
          '',
          '- [Introduction \\[dev\\]](https://docs.example.com/dev-docs/intro.md): Where to start.',
          '- [FAQ](https://docs.example.com/dev-docs/faq.md)',
          '',
        ].join('\n'),
      },
    ]);
  });

  it('splits an index over the limit into parts, each under it, each linking the next', () => {
    const pages = Array.from({length: 40}, (_, index) => ({
      ...site.sections[0]!.pages[0]!,
      title: `Page ${index}`,
      markdownUrl: `https://docs.example.com/dev-docs/page-${index}.md`,
    }));
    const parts = buildSectionLlmsTxt(site, {...site.sections[0]!, pages}, 1_000);
    expect(parts.length).toBeGreaterThan(2);
    expect(parts.map((part) => part.url).slice(0, 3)).toEqual([
      'https://docs.example.com/dev-docs/llms.txt',
      'https://docs.example.com/dev-docs/llms-2.txt',
      'https://docs.example.com/dev-docs/llms-3.txt',
    ]);
    for (const part of parts) expect(part.text.length).toBeLessThanOrEqual(1_000);
    expect(parts[0]!.text).toContain(
      'Continued in [Developer Docs index, part 2](https://docs.example.com/dev-docs/llms-2.txt).',
    );
    expect(parts[1]!.text).toMatch(/^# Strapi 5 Documentation: Developer Docs \(part 2\)\n/);
    const listed = parts.flatMap((part) =>
      [...part.text.matchAll(/page-(\d+)\.md/g)].map((m) => m[1]),
    );
    expect(listed).toEqual(pages.map((_, index) => String(index)));
  });
});

describe('buildLlmsCodeTxt', () => {
  it('gives each block its page, heading link and language, with a fence longer than its backticks', () => {
    const output = buildLlmsCodeTxt(site, [
      {
        title: 'FAQ',
        url: 'https://docs.example.com/dev-docs/faq',
        blocks: [
          {heading: '', anchor: '', language: '', code: 'plain'},
          {heading: 'Populate', anchor: 'populate', language: 'md', code: '```js\nx\n```'},
        ],
      },
    ]);
    expect(output).toBe(
      [
        '# Strapi 5 Documentation: code examples',
        '',
        '> Every code block of the documentation, with the page and heading it belongs to and its language. The index of the pages: [llms.txt](https://docs.example.com/llms.txt).',
        '',
        '## FAQ',
        '',
        'Source: https://docs.example.com/dev-docs/faq',
        'Language: none',
        '',
        '```',
        'plain',
        '```',
        '',
        '## FAQ › Populate',
        '',
        'Source: https://docs.example.com/dev-docs/faq#populate',
        'Language: md',
        '',
        '````md',
        '```js',
        'x',
        '```',
        '````',
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

describe('buildLlmsFullTxt with a page whose twin another plugin writes', () => {
  it('leaves out the page without a body, which llms.txt still lists', () => {
    const withStatus: LlmsSite = {
      ...site,
      sections: [
        ...site.sections,
        {
          label: 'Other pages',
          indexUrl: 'https://docs.example.com/other-pages/llms.txt',
          pages: [
            {
              title: 'Documentation status',
              description: 'How much is published.',
              url: 'https://docs.example.com/status',
              markdownUrl: 'https://docs.example.com/status.md',
            },
          ],
        },
      ],
    };
    expect(buildLlmsFullTxt(withStatus)).toBe(buildLlmsFullTxt(site));
    expect(buildLlmsTxt(withStatus)).toContain(
      '- [Documentation status](https://docs.example.com/status.md)',
    );
  });
});
