/**
 * YAML errors (js-yaml's `YAMLException`, which Docusaurus's front matter and tags-file readers
 * throw) carry a position but no file name, and for front matter a line counted from the block's
 * start. This words them with the file, its real line and column, and the excerpt.
 */

interface YamlMark {
  line: number;
  column: number;
  buffer?: string;
  snippet?: string;
}

export interface YamlException extends Error {
  reason: string;
  mark: YamlMark;
}

export function isYamlException(error: unknown): error is YamlException {
  return (
    error instanceof Error &&
    error.name === 'YAMLException' &&
    typeof (error as Partial<YamlException>).mark?.line === 'number'
  );
}

/**
 * The message for a YAML error in `file`; `lineOffset` is how many file lines come before the
 * parsed text (1 for front matter, after the opening `---`).
 */
export function yamlErrorMessage(
  error: YamlException,
  file: string,
  lineOffset: number,
  fix: string,
): string {
  const line = error.mark.line + 1 + lineOffset;
  const column = error.mark.column + 1;
  const excerpt = error.mark.snippet
    ? `\n${error.mark.snippet.replace(/^( *)(\d+)( \|)/gm, (_, pad: string, n: string, bar: string) => `${pad}${Number(n) + lineOffset}${bar}`)}`
    : '';
  return `${file}, line ${line}, column ${column}: invalid YAML (${error.reason}).${excerpt}\nFix: ${fix}`;
}
