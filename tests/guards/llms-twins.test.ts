/**
 * Proves the llms-txt build checks on the guard fixture site with plugins/llms-txt added: the
 * fixture's twins agree with their pages, and a page whose text its twin lacks (here a paragraph
 * a local component renders, which the Markdown conversion cannot see) fails the build, naming the
 * page and the missing paragraph.
 */
import path from 'node:path';
import {beforeEach, describe, expect, it, onTestFinished} from 'vitest';

import {createGuardSite, page, type GuardSite} from '../lib/guardSite';

let site: GuardSite;

beforeEach(() => {
  site = createGuardSite();
  onTestFinished(site.remove);
});

/** The fixture's config with plugins/llms-txt, listing the fixture's docs instances. */
function injectLlmsTxtConfig(): string {
  // The fixture's Markdown home page shows no title, which its twin (titled) would add: give it one.
  site.inject(
    'src/pages/index.md',
    page('title: Guard fixture', '# Guard fixture\n\nThe fixture home page.'),
  );
  // The plugin's toolbar links the page about the docs MCP server.
  site.inject(
    'docs/dev-docs/mcp-server.md',
    page('title: MCP server', 'The page the toolbar links to, about the docs MCP server.'),
  );
  const plugin = path.join(site.siteDir, '../../../plugins/llms-txt/index.ts');
  site.inject(
    'llms.config.ts',
    "import config from './docusaurus.config';\n\n" +
      'export default {...config, plugins: [...config.plugins, [' +
      `${JSON.stringify(plugin)}, ${JSON.stringify({
        docsInstances: [
          {id: 'dev-docs', label: 'Developer Docs'},
          {id: 'user-docs', label: 'User Guide'},
          {id: 'cloud', label: 'Cloud Documentation'},
        ],
        markdownOnlyInstances: ['snippets'],
      })}]]};\n`,
  );
  return 'llms.config.ts';
}

describe('llms-txt build checks', {timeout: 180_000}, () => {
  it('builds when every twin keeps its page’s headings and text', () => {
    const {ok, output} = site.build(injectLlmsTxtConfig());
    expect(output).toContain('[llms-txt] wrote');
    expect(ok).toBe(true);
  });

  it('fails when a twin lacks a paragraph of its page, naming the page and the paragraph', () => {
    site.inject(
      'docs/dev-docs/hidden-paragraph.mdx',
      page(
        'title: A paragraph only the page shows',
        [
          'export const Extra = () => <p>This paragraph is rendered by a component on the page only.</p>;',
          '',
          'The first paragraph is written in Markdown, so the twin has it too.',
          '',
          '<Extra />',
        ].join('\n'),
      ),
    );
    const {ok, output} = site.build(injectLlmsTxtConfig());
    expect(ok).toBe(false);
    expect(output).toContain("lacking more than 5 % of their page's text");
    expect(output).toMatch(
      /\/dev-docs\/hidden-paragraph: 1 of \d+ text segments of the page \(\d+ %\) are not in its \.md twin, first "This paragraph is rendered by a component on the page only\."/,
    );
  });
});
