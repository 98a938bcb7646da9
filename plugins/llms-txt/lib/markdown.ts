/**
 * Converts a doc's MDX source into plain Markdown for LLMs and readers of `.md` routes:
 * imports dropped, imported snippets inlined, admonitions and tabs turned into plain Markdown,
 * the site's components reduced to text, explicit heading ids dropped and every link made
 * absolute. Code blocks are never touched.
 *
 * The source is parsed by the stack Docusaurus compiles it with (its MDX 1 compatibility
 * preprocessing, then remark-parse, remark-mdx, remark-directive, remark-gfm and remark-comment),
 * and rewritten node by node. Every node the conversion leaves alone is copied from the source
 * byte for byte, so tables, lists and code keep the author's formatting; only the nodes that
 * change are written anew (link destinations through mdast-util-to-markdown).
 *
 * Pure: file access goes through the context's `readFile` and `permalinkOfFile`.
 */
import path from 'node:path';

import remarkComment from '@slorber/remark-comment';
import {admonitionTitleToDirectiveLabel, escapeMarkdownHeadingIds} from '@docusaurus/utils';
import type {Program} from 'estree';
import type {Nodes, Parents, Root, RootContent} from 'mdast';
import type {ContainerDirective} from 'mdast-util-directive';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {toMarkdown} from 'mdast-util-to-markdown';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified, type PluggableList} from 'unified';

import {admonitions} from '../../../config/admonitions';
import {componentRenderers, type ComponentRenderer, type JsxAttributeValue} from './components';

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
  /** Called for each heading a tab panel labels: its Markdown line, and the line the page shows. */
  onRenamedHeading?(headingLine: string, shownLine: string): void;
  /** Called for each heading with an explicit id (`## Sorting {#sort}`): its Markdown line and id. */
  onHeadingId?(headingLine: string, id: string): void;
  /** Extra or overriding component renderers (e.g. generated indexes). */
  renderers?: Record<string, ComponentRenderer>;
  warn?(message: string): void;
}

// The twin's document form is shared with the other plugins that write twins (status-page).
export {markdownDocument, yamlString, type PageInfo} from '../../lib/markdownDocument';

/** The body of an MDX file as Markdown (no front matter, no title). */
export function convertMdx(source: string, context: ConvertContext): string {
  return convertBody(source, context, [context.filePath]);
}

/** The keywords Docusaurus turns from `:::tip Title` into `:::tip[Title]` before parsing. */
const admonitionKeywords = Object.keys(admonitions);

const sharedPlugins: PluggableList = [
  remarkDirective,
  remarkGfm,
  // HTML comments as nodes, so they can be dropped (Docusaurus' `mdx1Compat.comments`).
  [remarkComment, {ast: true}],
];
const mdxParser = unified().use(remarkParse).use(remarkMdx).use(sharedPlugins);
// Only for input that is not valid MDX (Docusaurus would not build such a page; a test input or
// a file outside the docs may still be converted): CommonMark with the same extensions.
const commonMarkParser = unified().use(remarkParse).use(sharedPlugins);
const codeFinder = unified().use(remarkParse);

function parse(source: string): Root {
  try {
    return mdxParser.parse(source);
  } catch {
    return commonMarkParser.parse(source);
  }
}

function convertBody(source: string, context: ConvertContext, stack: string[]): string {
  // The same preprocessing Docusaurus applies before compiling (`markdown.mdx1Compat`).
  const text = admonitionTitleToDirectiveLabel(
    escapeMarkdownHeadingIds(stripFrontMatter(source.replace(/\r\n?/g, '\n'))),
    admonitionKeywords,
  );
  const tree = parse(text);
  const converter = new Converter(text, tree, context, stack);
  return collapseBlankLines(converter.root()).trim();
}

function stripFrontMatter(source: string): string {
  if (!source.startsWith('---\n')) return source;
  const end = source.indexOf('\n---', 4);
  if (end === -1) return source;
  const afterFence = source.indexOf('\n', end + 4);
  return afterFence === -1 ? '' : source.slice(afterFence + 1);
}

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

function startOf(node: Nodes): number {
  return node.position?.start.offset ?? 0;
}

function endOf(node: Nodes): number {
  return node.position?.end.offset ?? 0;
}

/** A JSX expression holding nothing but comments: `{/* … *\/}`. */
function isCommentExpression(node: Nodes): boolean {
  const estree = (node.data as {estree?: Program} | undefined)?.estree;
  return estree !== undefined && estree.body.length === 0;
}

/** Local name → module specifier, for every `import` of the file. */
function collectImports(tree: Root): Map<string, string> {
  const imports = new Map<string, string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of node.data?.estree?.body ?? []) {
      if (statement.type !== 'ImportDeclaration') continue;
      for (const specifier of statement.specifiers) {
        imports.set(specifier.local.name, String(statement.source.value));
      }
    }
  }
  return imports;
}

/** An attribute value as the renderers see it: string-literal expressions become strings. */
function attributeValue(value: JsxElement['attributes'][number]['value']): JsxAttributeValue {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value;
  const statement = value.data?.estree?.body[0];
  if (statement?.type === 'ExpressionStatement') {
    const {expression} = statement;
    if (expression.type === 'Literal' && typeof expression.value === 'string') {
      return expression.value;
    }
    if (expression.type === 'TemplateLiteral' && expression.expressions.length === 0) {
      return expression.quasis.map((quasi) => quasi.value.cooked ?? '').join('');
    }
  }
  return {expression: value.value};
}

function attributesOf(node: JsxElement): Record<string, JsxAttributeValue> {
  const attributes: Record<string, JsxAttributeValue> = {};
  for (const attribute of node.attributes) {
    if (attribute.type === 'mdxJsxAttribute') {
      attributes[attribute.name] = attributeValue(attribute.value);
    }
  }
  return attributes;
}

function resolveImport(specifier: string, context: ConvertContext): string | null {
  if (specifier.startsWith('@site/'))
    return path.join(context.siteDir, specifier.slice('@site/'.length));
  if (specifier.startsWith('./') || specifier.startsWith('../'))
    return path.resolve(path.dirname(context.filePath), specifier);
  if (specifier.startsWith('/')) return path.join(context.siteDir, specifier);
  return null;
}

function flattenInline(markdown: string): string {
  return markdown.replace(/\s*\n\s*/g, ' ').trim();
}

/** A link's `(destination "title")` part as mdast-util-to-markdown writes it. */
function linkDestination(url: string, title: string | null | undefined): string {
  const written = toMarkdown({type: 'link', url, title, children: []}).trimEnd();
  return written.slice('[]'.length);
}

/** Writes a parsed file back as Markdown, rewriting only the nodes the conversion changes. */
class Converter {
  private readonly imports: Map<string, string>;
  private readonly renderers: Record<string, ComponentRenderer>;
  private readonly warned = new Set<string>();

  constructor(
    private readonly source: string,
    private readonly tree: Root,
    private readonly context: ConvertContext,
    private readonly stack: string[],
  ) {
    this.imports = collectImports(tree);
    this.renderers = {...componentRenderers, ...context.renderers};
  }

  root(): string {
    return this.splice(0, this.source.length, this.tree.children);
  }

  /** The source between `start` and `end`, with each of `children` (inside it) converted. */
  private splice(start: number, end: number, children: readonly Nodes[]): string {
    let output = '';
    let cursor = start;
    for (const child of children) {
      output += this.source.slice(cursor, startOf(child)) + this.convert(child);
      cursor = endOf(child);
    }
    return output + this.source.slice(cursor, end);
  }

  private raw(node: Nodes): string {
    return this.source.slice(startOf(node), endOf(node));
  }

  private spliceChildren(node: Parents): string {
    return this.splice(startOf(node), endOf(node), node.children);
  }

  private convert(node: Nodes): string {
    switch (node.type) {
      case 'code':
        return this.codeBlock(node);
      case 'inlineCode':
        return this.raw(node);
      case 'mdxjsEsm':
        return '';
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        return isCommentExpression(node) ? '' : this.raw(node);
      case 'html':
        return node.value.startsWith('<!--')
          ? ''
          : absolutizeHtmlAttributes(node.value, this.context);
      case 'containerDirective':
        return this.admonition(node);
      case 'heading':
        return this.heading(node);
      case 'link':
        return this.link(node);
      case 'image':
        return this.image(node);
      case 'definition':
        return this.definition(node);
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        return this.jsxElement(node);
      default:
        if ((node.type as string) === 'comment') return '';
        return 'children' in node ? this.spliceChildren(node) : this.raw(node);
    }
  }

  /**
   * The block as written, under its `title="…"` as a line of its own: the page shows the title (a
   * file name, most often) above the code, and Markdown renderers drop a fence's info string.
   */
  private codeBlock(node: Extract<Nodes, {type: 'code'}>): string {
    const title = codeBlockTitle(node.meta);
    if (!title) return this.raw(node);
    // What precedes the fence on its line (list indentation, `> `), repeated on the lines added.
    const lineStart = this.source.lastIndexOf('\n', startOf(node) - 1) + 1;
    const prefix = this.source.slice(lineStart, startOf(node));
    if (!/^[\s>]*$/.test(prefix)) return this.raw(node);
    return `**${escapeInline(title)}**\n${prefix.trimEnd()}\n${prefix}${this.raw(node)}`;
  }

  /** The heading without its explicit id (`## Sorting \\{#sorting\\}` once Docusaurus escaped it). */
  private heading(node: Extract<Nodes, {type: 'heading'}>): string {
    const written = this.spliceChildren(node);
    const explicitId = /\s*\\?\{#([^}\s]+?)\\?\}\s*$/.exec(written);
    if (!explicitId) return written;
    const line = written.slice(0, explicitId.index);
    this.context.onHeadingId?.(line.trim(), explicitId[1]!);
    return line;
  }

  /** `:::tip[Title]` … `:::` → a blockquote headed `**Tip: Title**`. */
  private admonition(node: ContainerDirective): string {
    const [first, ...rest] = node.children;
    const hasLabel = first?.type === 'paragraph' && first.data?.directiveLabel === true;
    const title = hasLabel
      ? this.splice(
          startOf(first.children[0] ?? first),
          endOf(first.children.at(-1) ?? first),
          first.children,
        )
      : '';
    const content = hasLabel ? rest : node.children;
    const firstContent = content[0];
    const lastContent = content.at(-1);
    let inner = '';
    if (firstContent && lastContent) {
      const lineStart = startOf(firstContent) - ((firstContent.position?.start.column ?? 1) - 1);
      inner = this.splice(lineStart, endOf(lastContent), content);
    }
    return blockquote(admonitionHeading(node.name, title.trim()), inner.split('\n')).join('\n');
  }

  private link(node: Extract<Nodes, {type: 'link'}>): string {
    const text = this.raw(node);
    // Autolinks (`<https://…>`) are absolute already.
    if (text.startsWith('<')) return text;
    const start = startOf(node);
    const lastChild = node.children.at(-1);
    const labelEnd = lastChild ? endOf(lastChild) : start + 1;
    const label = this.splice(start + 1, labelEnd, node.children);
    const url = absoluteUrl(node.url, this.context);
    const destination =
      url === node.url
        ? this.source.slice(labelEnd + 1, endOf(node))
        : linkDestination(url, node.title);
    return `[${label}]${destination}`;
  }

  private image(node: Extract<Nodes, {type: 'image'}>): string {
    const text = this.raw(node);
    const url = absoluteUrl(node.url, this.context);
    if (url === node.url) return text;
    const labelEnd = text.indexOf('](', 2) + 1;
    return text.slice(0, labelEnd) + linkDestination(url, node.title);
  }

  private definition(node: Extract<Nodes, {type: 'definition'}>): string {
    const text = this.raw(node);
    const url = absoluteUrl(node.url, this.context);
    if (url === node.url) return text;
    const written = toMarkdown({...node, url}).trimEnd();
    return text.slice(0, text.indexOf(']:') + 2) + written.slice(written.indexOf(']:') + 2);
  }

  private jsxElement(node: JsxElement): string {
    const start = startOf(node);
    const end = endOf(node);
    const {children} = node;
    // Where the opening tag ends and the closing tag starts: only whitespace lies between the
    // tags and the first and last children.
    let openEnd: number;
    let closeStart: number;
    const firstChild = children[0];
    const lastChild = children.at(-1);
    if (firstChild && lastChild) {
      openEnd = start + this.source.slice(start, startOf(firstChild)).lastIndexOf('>') + 1;
      closeStart = endOf(lastChild) + this.source.slice(endOf(lastChild), end).lastIndexOf('</');
    } else if (this.source.slice(start, end).endsWith('/>')) {
      openEnd = end;
      closeStart = end;
    } else {
      closeStart = start + this.source.slice(start, end).lastIndexOf('</');
      openEnd = closeStart;
    }
    const splicedInner = this.splice(openEnd, closeStart, children);
    const inner =
      node.name === 'TabItem' ? this.labelTabHeadings(splicedInner, node) : splicedInner;
    const openTag = this.source.slice(start, openEnd);
    const closeTag = this.source.slice(closeStart, end);

    const name = node.name ?? '';
    if (!/^[A-Z]/.test(name)) {
      // HTML elements stay, with their own link attributes made absolute.
      return absolutizeHtmlAttributes(openTag, this.context) + inner + closeTag;
    }
    const selfClosing = openEnd === end;
    const replaceTag = (markdown: string, tagStart: number, tagEnd: number): string => {
      if (markdown === '') return '';
      if (!this.standsAlone(tagStart, tagEnd)) return flattenInline(markdown);
      // A block keeps the tag's indentation, so a component inside a list item stays in it.
      const indent = this.source.slice(this.source.lastIndexOf('\n', tagStart - 1) + 1, tagStart);
      const block = markdown
        .trim()
        .split('\n')
        .map((line) => (line === '' ? line : indent + line))
        .join('\n');
      return `\n\n${block}\n\n`;
    };
    const render = (kind: 'open' | 'close' | 'self-closing'): string =>
      this.renderTag(node, name, kind);
    const opened = replaceTag(render(selfClosing ? 'self-closing' : 'open'), start, openEnd);
    if (selfClosing) return opened;
    return opened + inner + replaceTag(render('close'), closeStart, end);
  }

  /**
   * Headings inside a tab panel say which tab they belong to (`### Install (yarn)`): in the
   * Markdown every panel is shown, one after the other, and "Install" twice says nothing.
   */
  private labelTabHeadings(markdown: string, node: JsxElement): string {
    const attributes = attributesOf(node);
    const label = [attributes.label, attributes.value].find((value) => typeof value === 'string');
    if (!label) return markdown;
    let fence: string | null = null;
    return markdown
      .split('\n')
      .map((line) => {
        const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
        if (fence) {
          if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = null;
          return line;
        }
        if (marker) {
          fence = marker;
          return line;
        }
        if (!/^\s*#{1,6}\s+\S/.test(line)) return line;
        const labelled = `${line.trimEnd()} (${label})`;
        this.context.onRenamedHeading?.(labelled.trim(), line.trim());
        return labelled;
      })
      .join('\n');
  }

  private renderTag(
    node: JsxElement,
    name: string,
    kind: 'open' | 'close' | 'self-closing',
  ): string {
    const specifier = this.imports.get(name);
    const importedFile = specifier ? resolveImport(specifier, this.context) : null;
    if (importedFile && /\.mdx?$/.test(importedFile)) {
      return kind === 'close' ? '' : this.inlineFile(importedFile);
    }
    const renderer = this.renderers[name];
    if (renderer) {
      const rendered = renderer({
        kind,
        attributes: attributesOf(node),
        frontMatter: this.context.frontMatter,
        permalink: this.context.permalink,
        siteDir: this.context.siteDir,
        inlineFile: (file) => this.inlineFile(file),
      });
      // What a component renders is Markdown of its own, with links to make absolute as well.
      return rendered === ''
        ? ''
        : new Converter(rendered, parse(rendered), this.context, this.stack).root();
    }
    if (!this.warned.has(name)) {
      this.warned.add(name);
      this.context.warn?.(
        `${this.context.filePath}: <${name}> has no Markdown equivalent; its tags are dropped, its content kept.`,
      );
    }
    return '';
  }

  private inlineFile(absolutePath: string): string {
    const {context, stack} = this;
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
  }

  /** The line around [start, end) holds nothing else than the tag. */
  private standsAlone(start: number, end: number): boolean {
    const {source} = this;
    const lineStart = source.lastIndexOf('\n', start - 1) + 1;
    const lineEnd = source.indexOf('\n', end);
    return (
      source.slice(lineStart, start).trim() === '' &&
      source.slice(end, lineEnd === -1 ? undefined : lineEnd).trim() === ''
    );
  }
}

/** Default titles of the admonitions, as the site renders them (config/admonitions.ts). */
const admonitionTitles: Record<string, string> = Object.fromEntries(
  Object.entries(admonitions).map(([keyword, {title}]) => [keyword, title]),
);

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

/** `href` and `src` of one HTML tag, made absolute. */
function absolutizeHtmlAttributes(tag: string, context: ConvertContext): string {
  return tag.replace(
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

/** At most one blank line in a row outside code blocks, none at the start. */
/** The `title="…"` (or `'…'`) of a fence's info string (`js title="src/index.js"`). */
export function codeBlockTitle(meta: string | null | undefined): string | undefined {
  const title = /(?:^|\s)title=(["'])(.*?)\1/.exec(meta ?? '')?.[2]?.trim();
  return title || undefined;
}

/** `text` safe inside inline Markdown (emphasis, code and link characters escaped). */
function escapeInline(text: string): string {
  return text.replace(/[\\`*_[\]<>]/g, (character) => `\\${character}`);
}

function collapseBlankLines(markdown: string): string {
  const lines = markdown.split('\n');
  const codeLines = new Set<number>();
  const tree = codeFinder.parse(markdown);
  const visit = (node: Nodes): void => {
    if (node.type === 'code' && node.position) {
      for (let line = node.position.start.line; line <= node.position.end.line; line += 1) {
        codeLines.add(line - 1);
      }
    }
    if ('children' in node) (node.children as RootContent[]).forEach(visit);
  };
  visit(tree);
  const output: string[] = [];
  lines.forEach((line, index) => {
    const blank = !codeLines.has(index) && line.trim() === '';
    const previousBlank = output.length === 0 || output[output.length - 1]!.trim() === '';
    if (blank && previousBlank && !codeLines.has(index - 1)) return;
    output.push(blank ? '' : line);
  });
  return output.join('\n');
}

export type {ComponentRenderer, JsxAttributeValue};
