import path from 'node:path';
import {DEFAULT_PARSE_FRONT_MATTER, parseMarkdownFile} from '@docusaurus/utils';
import {describe, expect, it, vi} from 'vitest';

import {
  dropFrontMatterPreamble,
  isFrontMatterPreamble,
  withoutFrontMatterPreamble,
} from './frontMatterPreamble';

describe('the front-matter preamble', () => {
  it('is recognized, and other errors are not', () => {
    expect(
      isFrontMatterPreamble(
        'Error while parsing Markdown front matter.\nThis can happen if you use special characters in front matter values (try using double quotes around that value).',
      ),
    ).toBe(true);
    expect(isFrontMatterPreamble('Error while parsing Markdown front matter of x.md')).toBe(false);
    expect(isFrontMatterPreamble(new Error('x'))).toBe(false);
  });

  it('is left out; every other error is logged as it was', () => {
    const logged: unknown[][] = [];
    const log = withoutFrontMatterPreamble((...args) => logged.push(args));
    log(
      'Error while parsing Markdown front matter.\nThis can happen if you use special characters in front matter values.',
    );
    log('Something else', 1);
    expect(logged).toEqual([['Something else', 1]]);
  });

  it("is no longer printed by the installed Docusaurus's parser, whose error still comes through", async () => {
    const printed = vi.spyOn(console, 'error').mockImplementation(() => {});
    dropFrontMatterPreamble(path.resolve(__dirname, '../../..'));
    const parsing = parseMarkdownFile({
      filePath: 'page.md',
      fileContent: '---\ntitle: "Unclosed\n---\n\nBody.\n',
      parseFrontMatter: DEFAULT_PARSE_FRONT_MATTER,
    });
    await expect(parsing).rejects.toThrow(/double quoted scalar/);
    expect(printed.mock.calls.flat().join('\n')).not.toContain('special characters');
    printed.mockRestore();
  });
});
