/**
 * Converts a doc's MDX source into plain Markdown for LLMs and readers of `.md` routes:
 * front matter reduced to title and description, imports dropped, imported snippets inlined,
 * admonitions and tabs turned into plain Markdown, the site's components reduced to text,
 * explicit heading ids dropped and every link made absolute. Code blocks are never touched.
 *
 * Pure: file access goes through the context's `readFile` and `permalinkOfFile`.
 */
import path from 'node:path';

import {replaceTags, inlineCodeSpans, type JsxAttributeValue, type JsxTag} from './jsx';
import {componentRenderers, type ComponentRenderer} from './components';
import {admonitions} from '../../../config/admonitions';

export interface ConvertContext {
  /** Origin of the deployed site, without trailing slash: `https://docs-next.strapi.io`. */
  siteOrigin: string;
  /** The site's base URL: `/`. */
  baseUrl: string;
  /** Site directory, for `@site/` imports. */
  siteDir: string;
  /** Absolute path of the file being converted. */
  filePath: string;
  /** Route of the page the content renders on (with the base URL), for `#anchor` links. */
  permalink: string;
  /** The page's front matter (some components render facts from it). */
  frontMatter: Record<string, unknown>;
  readFile(absolutePath: string): string | undefined;
  /** Route of a doc file (with the base URL), for links to `.md`/`.mdx` files. */
  permalinkOfFile(absolutePath: string): string | undefined;
  /** Extra or overriding component renderers (e.g. generated indexes). */
  renderers?: Record<string, ComponentRenderer>;
  warn?(message: string): void;
}

export interface PageInfo {
  title: string;
  description: string;
}

/** The whole `.md` document of a page: front matter (title, description), H1, body. */
export function docToMarkdown(source: string, page: PageInfo, context: ConvertContext): string {
  return markdownDocument(page, convertMdx(source, context));
}

/** Front matter (title, description), H1 and an already converted body. */
export function markdownDocument(page: PageInfo, body: string): string {
  const frontMatter = [
    '---',
    `title: ${yamlString(page.title)}`,
    `description: ${yamlString(page.description)}`,
    '---',
  ];
  return `${frontMatter.join('\n')}\n\n# ${page.title}\n\n${body}\n`;
}

/** A YAML scalar for a one-line string: plain when safe, double-quoted otherwise. */
export function yamlString(value: string): string {
  const oneLine = value.replace(/\s*\n\s*/g, ' ').trim();
  const plainSafe =
    /^[A-Za-z0-9(][^\n]*$/.test(oneLine) &&
    !/: |\s#|[:\s]$/.test(oneLine) &&
    !/^(true|false|null|yes|no|~)$/i.test(oneLine);
  return plainSafe ? oneLine : JSON.stringify(oneLine);
}

/** The body of an MDX file as Markdown (no front matter, no title). */
export function convertMdx(source: string, context: ConvertContext): string {
  return convertBody(source, context, [context.filePath]);
}

function convertBody(source: string, context: ConvertContext, stack: string[]): string {
  const withoutFrontMatter = stripFrontMatter(source.replace(/\r\n?/g, '\n'));
  const {text, imports} = removeImportsAndComments(withoutFrontMatter);
  const withComponents = replaceComponents(text, imports, context, stack);
  const lines = withComponents.split('\n');
  const converted = convertAdmonitions(lines, codeLineFlags(lines));
  const flags = codeLineFlags(converted);
  const finished = converted.map((line, index) =>
    flags[index] ? line : absolutizeLinks(stripHeadingId(line), context),
  );
  return collapseBlankLines(finished, flags).join('\n').trim();
}

export function stripFrontMatter(source: string): string {
  if (!source.startsWith('---\n')) return source;
  const end = source.indexOf('\n---', 4);
  if (end === -1) return source;
  const afterFence = source.indexOf('\n', end + 4);
  return afterFence === -1 ? '' : source.slice(afterFence + 1);
}

const fenceOpen = /^((?:[ \t]*>)*[ \t]*)(`{3,}|~{3,})(.*)$/;

/** For each line: is it part of a fenced code block (fences included)? */
export function codeLineFlags(lines: readonly string[]): boolean[] {
  const flags: boolean[] = [];
  let fence: {char: string; length: number} | null = null;
  for (const line of lines) {
    const match = fenceOpen.exec(line);
    if (fence) {
      flags.push(true);
      if (
        match &&
        match[2]![0] === fence.char &&
        match[2]!.length >= fence.length &&
        match[3]!.trim() === ''
      )
        fence = null;
      continue;
    }
    if (match && !(match[2]![0] === '`' && match[3]!.includes('`'))) {
      fence = {char: match[2]![0]!, length: match[2]!.length};
      flags.push(true);
      continue;
    }
    flags.push(false);
  }
  return flags;
}

/** Text lines of `lines` joined in runs, code lines kept apart, so `transform` never sees code. */
function mapProse(text: string, transform: (prose: string) => string): string {
  const lines = text.split('\n');
  const flags = codeLineFlags(lines);
  const output: string[] = [];
  let prose: string[] = [];
  const flush = (): void => {
    if (prose.length > 0) output.push(transform(prose.join('\n')));
    prose = [];
  };
  lines.forEach((line, index) => {
    if (flags[index]) {
      flush();
      output.push(line);
    } else {
      prose.push(line);
    }
  });
  flush();
  return output.join('\n');
}

interface Imports {
  /** Local name → module specifier. */
  [name: string]: string;
}

/** Drops ESM import/export statements, MDX comments (`{/* … *\/}`) and HTML comments from prose. */
export function removeImportsAndComments(text: string): {text: string; imports: Imports} {
  const imports: Imports = {};
  const cleaned = mapProse(text, (prose) => {
    const withoutComments = prose
      .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
      .replace(/<!--[\s\S]*?-->/g, '');
    const lines = withoutComments.split('\n');
    const kept: string[] = [];
    for (let i = 0; i < lines.length; i += 1) {
      const line = lines[i]!;
      if (!/^(import|export)\s/.test(line)) {
        kept.push(line);
        continue;
      }
      let statement = line;
      while (
        !/(from\s+['"][^'"]+['"]|^import\s+['"][^'"]+['"])\s*;?\s*$/.test(statement) &&
        !/;\s*$/.test(statement) &&
        i + 1 < lines.length
      ) {
        i += 1;
        statement += `\n${lines[i]}`;
      }
      const match = /^import\s+([\s\S]+?)\s+from\s+['"]([^'"]+)['"]/.exec(statement);
      if (match) {
        const [, clause, specifier] = match;
        const defaultName = /^([A-Za-z_$][\w$]*)/.exec(clause!.trim());
        if (defaultName) imports[defaultName[1]!] = specifier!;
        for (const named of /\{([^}]*)\}/.exec(clause!)?.[1]?.split(',') ?? []) {
          const local = named
            .trim()
            .split(/\s+as\s+/)
            .pop();
          if (local) imports[local] = specifier!;
        }
      }
    }
    return kept.join('\n');
  });
  return {text: cleaned, imports};
}

function resolveImport(specifier: string, context: ConvertContext): string | null {
  if (specifier.startsWith('@site/'))
    return path.join(context.siteDir, specifier.slice('@site/'.length));
  if (specifier.startsWith('./') || specifier.startsWith('../'))
    return path.resolve(path.dirname(context.filePath), specifier);
  if (specifier.startsWith('/')) return path.join(context.siteDir, specifier);
  return null;
}

/** The whole line around [start, end) holds nothing else than the tag. */
function standsAlone(text: string, start: number, end: number): boolean {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const lineEnd = text.indexOf('\n', end);
  return (
    text.slice(lineStart, start).trim() === '' &&
    text.slice(end, lineEnd === -1 ? undefined : lineEnd).trim() === ''
  );
}

function flattenInline(markdown: string): string {
  return markdown.replace(/\s*\n\s*/g, ' ').trim();
}

function replaceComponents(
  text: string,
  imports: Imports,
  context: ConvertContext,
  stack: string[],
): string {
  const renderers = {...componentRenderers, ...context.renderers};
  const warned = new Set<string>();
  const inlineFile = (absolutePath: string): string => {
    if (stack.includes(absolutePath)) {
      context.warn?.(`${context.filePath}: ${absolutePath} imports itself; not inlined again.`);
      return '';
    }
    const source = context.readFile(absolutePath);
    if (source === undefined) {
      context.warn?.(`${context.filePath}: cannot read ${absolutePath} to inline it.`);
      return '';
    }
    return convertBody(source, {...context, filePath: absolutePath}, [...stack, absolutePath]);
  };

  return mapProse(text, (prose) =>
    replaceTags(prose, (tag: JsxTag, whole: string) => {
      if (!/^[A-Z]/.test(tag.name)) return null;
      const alone = standsAlone(whole, tag.start, tag.end);
      const block = (markdown: string): string =>
        alone ? `\n\n${markdown.trim()}\n\n` : flattenInline(markdown);

      const specifier = imports[tag.name];
      const importedFile = specifier ? resolveImport(specifier, context) : null;
      if (importedFile && /\.mdx?$/.test(importedFile)) {
        return tag.kind === 'close' ? '' : block(inlineFile(importedFile));
      }
      const renderer = renderers[tag.name];
      if (renderer) {
        const rendered = renderer({
          kind: tag.kind,
          attributes: tag.attributes,
          frontMatter: context.frontMatter,
          permalink: context.permalink,
          siteDir: context.siteDir,
          inlineFile,
        });
        return rendered === '' ? '' : block(rendered);
      }
      if (!warned.has(tag.name)) {
        warned.add(tag.name);
        context.warn?.(
          `${context.filePath}: <${tag.name}> has no Markdown equivalent; its tags are dropped, its content kept.`,
        );
      }
      return '';
    }),
  );
}

/** Default titles of the admonitions, as the site renders them (config/admonitions.ts). */
export const admonitionTitles: Record<string, string> = Object.fromEntries(
  Object.entries(admonitions).map(([keyword, {title}]) => [keyword, title]),
);

const admonitionOpen =
  /^[ \t]*(:{3,})([A-Za-z][\w-]*)(?:\[([^\]]*)\])?(?:[ \t]+(.*?))?[ \t]*(?:\{[^}]*\})?[ \t]*$/;
const admonitionClose = /^[ \t]*(:{3,})[ \t]*$/;

/** `:::tip Title` … `:::` → a blockquote headed `**Tip: Title**`; nesting with more colons. */
export function convertAdmonitions(
  lines: readonly string[],
  codeFlags: readonly boolean[],
): string[] {
  let index = 0;
  const parse = (closeLength: number | null): string[] => {
    const output: string[] = [];
    while (index < lines.length) {
      const line = lines[index]!;
      if (codeFlags[index]) {
        output.push(line);
        index += 1;
        continue;
      }
      const close = admonitionClose.exec(line);
      if (close && closeLength !== null && close[1]!.length >= closeLength) {
        index += 1;
        return output;
      }
      const open = admonitionOpen.exec(line);
      if (open) {
        index += 1;
        const [, colons, keyword, bracketTitle, spaceTitle] = open;
        const inner = parse(colons!.length);
        output.push(
          ...blockquote(
            admonitionHeading(keyword!, (bracketTitle ?? spaceTitle ?? '').trim()),
            inner,
          ),
        );
        continue;
      }
      output.push(line);
      index += 1;
    }
    return output;
  };
  return parse(null);
}

function admonitionHeading(keyword: string, title: string): string {
  const defaultTitle =
    admonitionTitles[keyword.toLowerCase()] ?? keyword.charAt(0).toUpperCase() + keyword.slice(1);
  return title === '' || title === defaultTitle
    ? `**${defaultTitle}**`
    : `**${defaultTitle}: ${title}**`;
}

function blockquote(heading: string, inner: readonly string[]): string[] {
  const content = [...inner];
  while (content.length > 0 && content[0]!.trim() === '') content.shift();
  while (content.length > 0 && content[content.length - 1]!.trim() === '') content.pop();
  const collapsed = content.filter(
    (line, i) => !(line.trim() === '' && (content[i - 1] ?? '').trim() === ''),
  );
  return [
    '',
    `> ${heading}`,
    ...(collapsed.length > 0 ? ['>'] : []),
    ...collapsed.map((line) => (line.trim() === '' ? '>' : `> ${line}`)),
    '',
  ];
}

/** `## Sorting {#sorting}` → `## Sorting`. */
export function stripHeadingId(line: string): string {
  return line.replace(/^((?:>\s*)*#{1,6}\s.*?)\s*\{#[^}\s]+\}\s*$/, '$1');
}

/** Every Markdown link, image, reference definition and HTML href/src of a line, made absolute. */
export function absolutizeLinks(line: string, context: ConvertContext): string {
  const spans = inlineCodeSpans(line);
  let output = '';
  let cursor = 0;
  for (const [start, end] of [...spans, [line.length, line.length] as [number, number]]) {
    output += absolutizeProse(line.slice(cursor, start), context) + line.slice(start, end);
    cursor = end;
  }
  return output;
}

function absolutizeProse(text: string, context: ConvertContext): string {
  return text
    .replace(
      /^(\s*(?:>\s*)*\[[^\]]+\]:\s*)(<[^>]*>|\S+)/,
      (_all, prefix: string, target: string) => prefix + absoluteUrl(target, context),
    )
    .replace(
      /\]\(\s*(<[^>]*>|[^\s()]+(?:\([^\s()]*\)[^\s()]*)*)((?:\s+(?:"[^"]*"|'[^']*'))?)\s*\)/g,
      (_all, target: string, title: string) => `](${absoluteUrl(target, context)}${title})`,
    )
    .replace(
      /\b(href|src)=(["'])([^"']*)\2/g,
      (_all, attribute: string, quote: string, target: string) =>
        `${attribute}=${quote}${absoluteUrl(target, context)}${quote}`,
    );
}

/** An absolute URL for a link target written in a page. */
export function absoluteUrl(rawTarget: string, context: ConvertContext): string {
  const bracketed = rawTarget.startsWith('<') && rawTarget.endsWith('>');
  const target = bracketed ? rawTarget.slice(1, -1) : rawTarget;
  const wrap = (url: string): string => (bracketed ? `<${url}>` : url);
  if (target === '' || /^[a-z][a-z\d+.-]*:/i.test(target) || target.startsWith('//'))
    return rawTarget;
  if (target.startsWith('#')) return wrap(`${context.siteOrigin}${context.permalink}${target}`);
  if (target.startsWith('/'))
    return wrap(`${context.siteOrigin}${context.baseUrl.replace(/\/$/, '')}${target}`);
  const [, filePart = '', suffix = ''] = /^([^?#]*)(.*)$/.exec(target) ?? [];
  if (/\.mdx?$/.test(filePart)) {
    const permalink = context.permalinkOfFile(
      path.resolve(path.dirname(context.filePath), decodeURI(filePart)),
    );
    if (permalink) return wrap(`${context.siteOrigin}${permalink}${suffix}`);
    context.warn?.(`${context.filePath}: the link ${target} points to no doc; left as written.`);
    return rawTarget;
  }
  return wrap(new URL(target, `${context.siteOrigin}${context.permalink}`).href);
}

/** At most one blank line in a row outside code, none at the start. */
function collapseBlankLines(lines: readonly string[], codeFlags: readonly boolean[]): string[] {
  const output: string[] = [];
  lines.forEach((line, index) => {
    const blank = !codeFlags[index] && line.trim() === '';
    const previousBlank = output.length === 0 || output[output.length - 1]!.trim() === '';
    if (blank && previousBlank && !codeFlags[index - 1]) return;
    output.push(blank ? '' : line);
  });
  return output;
}

export type {ComponentRenderer, JsxAttributeValue};
