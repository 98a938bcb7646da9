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

/** An unclosed quoted value or bracket, found by the line that opens it. */
interface Opening {
  /** 0-based line of the parsed text. */
  line: number;
  what: string;
}

/** How many times `char` opens (or closes) something on `line`, outside quoted values for brackets. */
function unescapedCount(line: string, char: string): number {
  let count = 0;
  for (let index = 0; index < line.length; index += 1) {
    if (line[index] === '\\') index += 1;
    else if (line[index] === char) count += 1;
  }
  return count;
}

const openers = [
  {
    pattern: /within a double quoted scalar/,
    what: 'a value opened with " is never closed',
    opened: (line: string) => unescapedCount(line, '"') % 2 === 1,
  },
  {
    pattern: /within a single quoted scalar/,
    what: "a value opened with ' is never closed",
    opened: (line: string) => unescapedCount(line, "'") % 2 === 1,
  },
  {
    pattern: /flow collection|flow mapping|flow sequence/,
    what: 'a list or map opened with [ or { is never closed',
    opened: (line: string) =>
      unescapedCount(line, '[') + unescapedCount(line, '{') >
      unescapedCount(line, ']') + unescapedCount(line, '}'),
  },
];

/**
 * Where the error is when the parser notices it only later: for an unclosed quote or bracket it
 * reports the end of the text or the next line, so this finds the last line before that which
 * opens one. Null for other errors, or when no such line is found.
 */
export function openingOf(reason: string, text: string, noticedLine: number): Opening | null {
  const opener = openers.find(({pattern}) => pattern.test(reason));
  if (!opener) return null;
  const lines = text.split('\n').slice(0, noticedLine + 1);
  for (let line = lines.length - 1; line >= 0; line -= 1) {
    if (opener.opened(lines[line]!)) return line === noticedLine ? null : {line, what: opener.what};
  }
  return null;
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
  const opening = openingOf(error.reason, error.mark.buffer ?? '', error.mark.line);
  if (opening) {
    const openingText = (error.mark.buffer ?? '').split('\n')[opening.line]!.trim();
    return (
      `${file}, line ${opening.line + 1 + lineOffset}: invalid YAML, ${opening.what}: ${openingText}\n` +
      `(the parser noticed it at line ${line}, column ${column}: ${error.reason}.)${excerpt}\nFix: ${fix}`
    );
  }
  return `${file}, line ${line}, column ${column}: invalid YAML (${error.reason}).${excerpt}\nFix: ${fix}`;
}
