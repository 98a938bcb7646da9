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

  it.each([
    [
      'an unclosed double quote',
      'title: "Unclosed\ndescription: fine\ntags: [a]\n',
      'a value opened with " is never closed: title: "Unclosed',
    ],
    [
      'an unclosed single quote',
      "title: Fine\ndescription: 'It is\ntags: [a, b]\n",
      "a value opened with ' is never closed: description: 'It is",
    ],
    [
      'an unclosed bracket',
      'title: Fine\ntags: [a, b\ndescription: x\n',
      'a list or map opened with [ or { is never closed: tags: [a, b',
    ],
  ])('points at the line that opens %s, not where the parser noticed it', async (_, text, says) => {
    const error = await yamlError(text);
    if (!isYamlException(error)) throw new Error('expected a YAML error');
    const message = yamlErrorMessage(error, 'page.md', 0, 'x.');
    const opening = text.split('\n').findIndex((line) => says.endsWith(line)) + 2;
    expect(message.split('\n')[0]).toBe(`page.md, line ${opening}: invalid YAML, ${says}`);
    expect(message).toContain('(the parser noticed it at line ');
  });

  it('leaves other errors alone', () => {
    expect(isYamlException(new Error('x'))).toBe(false);
  });
});
