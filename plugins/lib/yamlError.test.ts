import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {describe, expect, it} from 'vitest';
import {isYamlException, yamlErrorMessage} from './yamlError';

/** The error Docusaurus's own front matter parser throws on `text`. */
async function yamlError(text: string): Promise<unknown> {
  try {
    await DEFAULT_PARSE_FRONT_MATTER({
      filePath: 'page.md',
      fileContent: `---\n${text}---\n\nBody.\n`,
    });
  } catch (error) {
    return error;
  }
  throw new Error('expected a YAML error');
}

describe('yamlErrorMessage', () => {
  it('names the file and the real line of a front matter error', async () => {
    // The parser keeps the opening `---` line, so its line numbers are the file's.
    const error = await yamlError('title: Fine\ndescription: a: b\n');
    expect(isYamlException(error)).toBe(true);
    if (!isYamlException(error)) return;
    const message = yamlErrorMessage(error, 'docs/dev-docs/page.md', 0, 'quote the value.');
    expect(message).toMatch(/^docs\/dev-docs\/page\.md, line 3, column \d+: invalid YAML \(/);
    expect(message).toContain(' 3 | description: a: b');
    expect(message).toMatch(/\nFix: quote the value\.$/);
    // Text parsed after some lines of the file (`lineOffset`) is shifted, excerpt included.
    const shifted = yamlErrorMessage(error, 'file.yml', 10, 'x.');
    expect(shifted).toContain('file.yml, line 13,');
    expect(shifted).toContain(' 13 | description: a: b');
  });

  it('leaves other errors alone', () => {
    expect(isYamlException(new Error('x'))).toBe(false);
  });
});
