/**
 * Faults of the content folder itself, found before any plugin reads it:
 * - a text file that is not UTF-8 (saved as Latin-1 or Windows-1252): Docusaurus decodes it as
 *   UTF-8 anyway, and every accented letter became U+FFFD in the page, its `.md` twin and the
 *   search index, silently;
 * - a link to a folder that contains the link (a symlink loop): the docs plugin read the same
 *   pages again under ever longer paths, and printed a front-matter error thousands of times
 *   without naming the link.
 */
import {lstatSync, readdirSync, readFileSync, realpathSync, statSync} from 'node:fs';
import path from 'node:path';

export interface InvalidUtf8 {
  /** Offset of the first byte that is not part of a valid UTF-8 sequence. */
  offset: number;
  /** 1-based line and column (in characters) of that byte. */
  line: number;
  column: number;
}

/** How many bytes a UTF-8 sequence that starts with `lead` has, and the range of its second byte. */
function sequenceShape(lead: number): {length: number; min: number; max: number} | null {
  if (lead >= 0xc2 && lead <= 0xdf) return {length: 2, min: 0x80, max: 0xbf};
  if (lead === 0xe0) return {length: 3, min: 0xa0, max: 0xbf};
  if (lead === 0xed) return {length: 3, min: 0x80, max: 0x9f};
  if (lead >= 0xe1 && lead <= 0xef) return {length: 3, min: 0x80, max: 0xbf};
  if (lead === 0xf0) return {length: 4, min: 0x90, max: 0xbf};
  if (lead >= 0xf1 && lead <= 0xf3) return {length: 4, min: 0x80, max: 0xbf};
  if (lead === 0xf4) return {length: 4, min: 0x80, max: 0x8f};
  return null;
}

/** The length of the valid UTF-8 sequence at `offset`, or 0 when the bytes there are not one. */
function validSequenceLength(bytes: Uint8Array, offset: number): number {
  const lead = bytes[offset]!;
  if (lead < 0x80) return 1;
  const shape = sequenceShape(lead);
  if (!shape || offset + shape.length > bytes.length) return 0;
  const second = bytes[offset + 1]!;
  if (second < shape.min || second > shape.max) return 0;
  for (let index = offset + 2; index < offset + shape.length; index += 1) {
    if ((bytes[index]! & 0xc0) !== 0x80) return 0;
  }
  return shape.length;
}

/** Where `bytes` first stops being valid UTF-8 (RFC 3629), or null when all of it is. */
export function findInvalidUtf8(bytes: Uint8Array): InvalidUtf8 | null {
  let line = 1;
  let column = 1;
  for (let offset = 0; offset < bytes.length;) {
    const length = validSequenceLength(bytes, offset);
    if (length === 0) return {offset, line, column};
    if (bytes[offset] === 0x0a) {
      line += 1;
      column = 1;
    } else column += 1;
    offset += length;
  }
  return null;
}

export function invalidUtf8Message(file: string, where: InvalidUtf8, byte: number): string {
  return (
    `${file}: not UTF-8 (byte 0x${byte.toString(16).padStart(2, '0')} at offset ${where.offset}, ` +
    `line ${where.line}, column ${where.column}). Fix: re-save the file as UTF-8 in your editor ` +
    '(or `iconv -f WINDOWS-1252 -t UTF-8`), then check its accented letters.'
  );
}

export function symlinkLoopMessage(link: string, target: string): string {
  return (
    `${link} is a link to ${target || '.'}, a folder that contains the link: its pages would be ` +
    'read again under ever longer paths. Fix: remove the link (or point it outside that folder).'
  );
}

/** Text files of the content: pages, snippets, tag and category files. */
const textFile = /\.(mdx?|ya?ml|json)$/;

/**
 * The problems of the files under `dir` (paths in messages relative to `siteDir`): files that are
 * not UTF-8, and links to a folder that contains them. A loop is reported, never followed.
 */
export function sourceFileProblems(siteDir: string, dir: string): string[] {
  const problems: string[] = [];
  const relative = (file: string) => path.relative(siteDir, file);
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder, {withFileTypes: true})) {
      const file = path.join(folder, entry.name);
      if (entry.isSymbolicLink() && statSync(file, {throwIfNoEntry: false})?.isDirectory()) {
        const target = realpathSync(file);
        const realFolder = realpathSync(folder);
        if (realFolder === target || realFolder.startsWith(`${target}${path.sep}`)) {
          problems.push(symlinkLoopMessage(relative(file), relative(target)));
        } else walk(file);
      } else if (entry.isDirectory()) walk(file);
      else if (textFile.test(entry.name) && lstatSync(file).size > 0) {
        const bytes = readFileSync(file);
        const invalid = findInvalidUtf8(bytes);
        if (invalid)
          problems.push(invalidUtf8Message(relative(file), invalid, bytes[invalid.offset]!));
      }
    }
  };
  walk(dir);
  return problems;
}
