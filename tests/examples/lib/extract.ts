/**
 * Finds the examples of a doc page: every `<ApiCall>` block, with the request it shows (an
 * `http` code block or an inline `GET /api/...` code, a `qs` code block, a `graphql` block or a
 * Document Service call) and the response it documents (`<Response title="404 Not Found">` and
 * a `json` block). Parses the MDX with remark (mdast), never with regexes over the page.
 */
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import type {Code, InlineCode, Nodes, Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import JSON5 from 'json5';

export type ExampleKind = 'rest' | 'graphql' | 'document-service';

export interface HttpRequest {
  method: string;
  /** Path and query string as written on the page, e.g. `/api/restaurants?fields[0]=name`. */
  path: string;
  /** Header lines of the `http` block, e.g. `Authorization: Bearer …`. */
  headers?: Record<string, string>;
  body?: unknown;
}

export interface Example {
  /** Page path relative to the repository, e.g. `docs/dev-docs/api/rest/populate-select.mdx`. */
  page: string;
  /** The `<Request>` title, which names the example on the page. */
  title: string;
  line: number;
  kind: ExampleKind;
  request?: HttpRequest;
  /** The JavaScript of a `qs` code block, when the page shows how to build the query with qs. */
  qsCode?: string;
  /** The GraphQL document of a `graphql` code block. */
  graphql?: string;
  /** The JavaScript of a Document Service call (`strapi.documents(...)`). */
  documentServiceCode?: string;
  response?: {
    status: number;
    title: string;
    body: unknown;
    excerpt: boolean;
    /** `json` for REST and GraphQL; `js` (an object literal, read with JSON5) for Document Service results. */
    format: 'json' | 'js';
    lines: {start: number; end: number};
  };
  /** `<ApiCall knownIssue="…">`: the example shows a known Strapi 5.0.0 bug and is not run. */
  knownIssue?: string;
  /** Set when the example could not be read (invalid JSON, no request): the test reports it. */
  problem?: string;
}

const requestLine = /^(GET|POST|PUT|DELETE)\s+(\/\S+)/;

function attribute(node: MdxJsxFlowElement, name: string): string | true | undefined {
  for (const attr of node.attributes) {
    if (attr.type !== 'mdxJsxAttribute' || attr.name !== name) continue;
    if (attr.value === null || attr.value === undefined) return true;
    return typeof attr.value === 'string' ? attr.value : attr.value.value;
  }
  return undefined;
}

function* walk(node: Nodes): Generator<Nodes> {
  yield node;
  if ('children' in node) for (const child of node.children) yield* walk(child as Nodes);
}

function isElement(node: Nodes, name: string): node is MdxJsxFlowElement {
  return (
    (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === name
  );
}

/** `GET /api/x`, optional header lines, then after a blank line an optional JSON body (an `http` block). */
function parseHttp(text: string): HttpRequest | undefined {
  const [first = '', ...rest] = text.trim().split('\n');
  const match = requestLine.exec(first.trim());
  if (!match) return undefined;
  const blank = rest.findIndex((line) => line.trim() === '');
  const headerLines =
    blank === -1 ? rest.filter((line) => /^[\w-]+:\s/.test(line)) : rest.slice(0, blank);
  const bodyText = (
    blank === -1 ? rest.filter((line) => !/^[\w-]+:\s/.test(line)) : rest.slice(blank + 1)
  )
    .join('\n')
    .trim();
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const header = /^([\w-]+):\s*(.*)$/.exec(line.trim());
    // Content-Type: application/json is always sent with a body.
    if (header && header[1]!.toLowerCase() !== 'content-type')
      headers[header[1]!.toLowerCase()] = header[2]!;
  }
  return {
    method: match[1]!,
    path: match[2]!,
    ...(Object.keys(headers).length ? {headers} : {}),
    ...(bodyText ? {body: JSON.parse(bodyText)} : {}),
  };
}

/** The status code a response title starts with ("404 Not Found"); 200 for "Example response". */
function statusOf(title: string): number {
  const match = /^(\d{3})\b/.exec(title.trim());
  return match ? Number(match[1]) : 200;
}

const isScript = (code: Code): boolean => code.lang === 'js' || code.lang === 'ts';

/** A request code block other than JSON: HTTP request, GraphQL, qs code or Document Service call. */
function readRequestCode(example: Example, code: Code): void {
  if (code.lang === 'http') example.request = parseHttp(code.value);
  else if (code.lang === 'graphql') example.graphql = code.value;
  else if (isScript(code) && code.value.includes('qs.stringify(')) example.qsCode ??= code.value;
  else if (isScript(code) && code.value.includes('strapi.documents('))
    example.documentServiceCode ??= code.value;
}

function readRequest(
  example: Example,
  request: MdxJsxFlowElement | undefined,
  apiCall: MdxJsxFlowElement,
): void {
  // The request box, then any code the page puts between the boxes (a qs `<details>` block).
  const inRequest = request ? [...walk(request)] : [];
  const others = [...walk(apiCall)].filter((node) => !inRequest.includes(node));
  let bodyCandidate: unknown;
  for (const node of [...inRequest, ...others]) {
    if (node.type === 'code') {
      const code = node as Code;
      // The first JSON block inside the request box is the request body.
      if (code.lang !== 'json') readRequestCode(example, code);
      else if (inRequest.includes(node) && bodyCandidate === undefined)
        bodyCandidate = JSON.parse(code.value);
    } else if (node.type === 'inlineCode' && inRequest.includes(node) && !example.request) {
      example.request = parseHttp((node as InlineCode).value);
    }
  }
  if (example.request && bodyCandidate !== undefined && example.request.body === undefined)
    example.request.body = bodyCandidate;
}

/** A comment holding `…` in a JS result: the page leaves keys or items out there. */
const elisionComment = /\/\/\s*…|\/\*[^*]*…[^*]*\*\//;

function readResponse(example: Example, response: MdxJsxFlowElement): void {
  const title = String(attribute(response, 'title') ?? 'Example response');
  const status = statusOf(title);
  const code = [...walk(response)].find(
    (node): node is Code =>
      node.type === 'code' && ((node as Code).lang === 'json' || (node as Code).lang === 'js'),
  );
  if (!code) {
    // `204 No Content` shows no JSON: the real body must be empty.
    if (status === 204)
      example.response = {
        status,
        title,
        body: '',
        excerpt: false,
        format: 'json',
        lines: {start: 0, end: 0},
      };
    return;
  }
  const format = code.lang === 'js' ? 'js' : 'json';
  example.response = {
    status,
    title,
    body: format === 'js' ? JSON5.parse(code.value) : JSON.parse(code.value),
    excerpt:
      attribute(response, 'excerpt') !== undefined ||
      (format === 'js' && elisionComment.test(code.value)),
    format,
    // The lines of the json code block, fences included (for `EXAMPLES_WRITE`).
    lines: {start: code.position?.start.line ?? 0, end: code.position?.end.line ?? 0},
  };
}

/**
 * What Docusaurus removes before MDX sees a page: front matter and heading ids (`## Title
 * {#id}`, not valid MDX). Blanked rather than deleted, so that line numbers stay right.
 */
function withoutDocusaurusSyntax(source: string): string {
  const withoutFrontMatter = source.replace(/^---\n[\s\S]*?\n---\n/, (frontMatter) =>
    frontMatter.replace(/[^\n]/g, ''),
  );
  return withoutFrontMatter.replace(/^(#{1,6} .*?)[ \t]*\{#[\w-]+\}[ \t]*$/gm, '$1');
}

export function extractExamples(source: string, page: string): Example[] {
  const tree = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .parse(withoutDocusaurusSyntax(source)) as Root;
  const examples: Example[] = [];
  for (const node of walk(tree)) {
    if (!isElement(node, 'ApiCall')) continue;
    const request = [...walk(node)].find((child): child is MdxJsxFlowElement =>
      isElement(child, 'Request'),
    );
    const response = [...walk(node)].find((child): child is MdxJsxFlowElement =>
      isElement(child, 'Response'),
    );
    const knownIssue = attribute(node, 'knownIssue');
    const example: Example = {
      page,
      title: String((request && attribute(request, 'title')) ?? 'Example request'),
      line: node.position?.start.line ?? 0,
      kind: 'rest',
      ...(typeof knownIssue === 'string' ? {knownIssue} : {}),
    };
    try {
      readRequest(example, request, node);
      if (response) readResponse(example, response);
    } catch (error) {
      example.problem = `cannot read the example: ${(error as Error).message}`;
    }
    if (example.graphql) example.kind = 'graphql';
    else if (example.documentServiceCode && !example.request) example.kind = 'document-service';
    if (!example.problem && !example.request && !example.graphql && !example.documentServiceCode) {
      example.problem =
        'no request found (an `http` code block, an inline `GET /api/…` code, a `graphql` block or a `strapi.documents()` call)';
    }
    examples.push(example);
  }
  return examples;
}
