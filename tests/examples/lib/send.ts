/**
 * Sends one example to the running example project and returns what it answered.
 * REST requests go as written on the page; a `qs` block is run with a fetch that records the
 * URL it builds; GraphQL goes to /graphql; a Document Service call goes to the project's
 * token-protected verification endpoint.
 */
import vm from 'node:vm';
import qs from 'qs';
import type {Example, HttpRequest} from './extract';

export interface Answer {
  status: number;
  body: unknown;
}

export interface Target {
  baseUrl: string;
  evalToken?: string;
  /** The seeded full-access API token, sent where a page shows `Bearer <your-api-token>`. */
  apiToken?: string;
}

/** The placeholder the pages show in `Authorization: Bearer <your-api-token>`. */
const apiTokenPlaceholder = '<your-api-token>';

async function asJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function sendRest(target: Target, request: HttpRequest): Promise<Answer> {
  const headers = Object.fromEntries(
    Object.entries(request.headers ?? {}).map(([name, value]) => [
      name,
      value.replace(apiTokenPlaceholder, target.apiToken ?? apiTokenPlaceholder),
    ]),
  );
  const response = await fetch(new URL(request.path, target.baseUrl), {
    method: request.method,
    headers: {
      ...headers,
      ...(request.body === undefined ? {} : {'content-type': 'application/json'}),
    },
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
  return {status: response.status, body: await asJson(response)};
}

/** A GraphQL mutation: the page says its examples send the API token. */
const isMutation = (document: string) => /^\s*mutation\b/.test(document);

export async function sendGraphql(target: Target, document: string): Promise<Answer> {
  const response = await fetch(new URL('/graphql', target.baseUrl), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(isMutation(document) && target.apiToken
        ? {authorization: `Bearer ${target.apiToken}`}
        : {}),
    },
    body: JSON.stringify({query: document}),
  });
  return {status: response.status, body: await asJson(response)};
}

/** `await strapi.documents(…)…;` as one expression to return; undefined when the code is more. */
export function documentServiceExpression(code: string): string | undefined {
  const trimmed = code.trim().replace(/;\s*$/, '');
  if (!trimmed.startsWith('await strapi.documents(')) return undefined;
  if (/;\s*\n/.test(trimmed)) return undefined;
  return `return (${trimmed});`;
}

/** The Document Service methods that write: their examples run on a restored database. */
const writingMethods = /\.(create|update|delete|publish|unpublish|discardDraft)\(/;

/** Whether an example changes the seeded data, so that the next one needs a restore. */
export function changesData(example: Example): boolean {
  if (example.kind === 'rest') return example.request?.method !== 'GET';
  if (example.kind === 'document-service')
    return writingMethods.test(example.documentServiceCode ?? '');
  return isMutation(example.graphql ?? '');
}

async function callProject(target: Target, route: string, payload: unknown): Promise<unknown> {
  const response = await fetch(new URL(route, target.baseUrl), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-example-project-token': target.evalToken ?? '',
    },
    body: JSON.stringify(payload),
  });
  const body = (await asJson(response)) as {result?: unknown; error?: string};
  if (response.status !== 200)
    throw new Error(`${route} failed: ${body.error ?? JSON.stringify(body)}`);
  return body.result;
}

export async function sendDocumentService(target: Target, code: string): Promise<Answer> {
  // Through JSON, as a REST answer would be: dates become ISO strings.
  return {
    status: 200,
    body: await callProject(target, '/example-project/document-service', {code}),
  };
}

/** Copies the live database aside (`snapshot`) or back (`restore`), inside the running project. */
export async function database(target: Target, action: 'snapshot' | 'restore'): Promise<void> {
  await callProject(target, `/example-project/database/${action}`, {});
}

/**
 * Runs the page's qs code with a fetch that records its URL, and returns the path and query
 * it builds (e.g. `/api/restaurants?fields%5B0%5D=name`).
 */
export async function pathBuiltByQsCode(code: string): Promise<string> {
  const urls: string[] = [];
  const fakeFetch = async (url: string) => {
    urls.push(url);
    return {json: async () => ({}), ok: true, status: 200};
  };
  const body = code.replace(/^\s*import .*$/gm, '');
  const context = vm.createContext({qs, fetch: fakeFetch, console, URLSearchParams});
  await vm.runInContext(`(async () => {\n${body}\n})()`, context, {timeout: 1000});
  if (urls.length !== 1)
    throw new Error(`the qs code should call fetch once, it called it ${urls.length} times`);
  const url = new URL(urls[0]!);
  return `${url.pathname}${url.search}`;
}

/** The path and the parsed query of a request path, for comparing two ways of writing it. */
export function parsedPath(path: string): {pathname: string; query: unknown} {
  const url = new URL(path, 'http://localhost');
  return {
    pathname: url.pathname,
    query: qs.parse(url.search.slice(1), {depth: 20, arrayLimit: 100}),
  };
}

export function exampleLabel(example: Example): string {
  return `${example.page}:${example.line} › ${example.title}`;
}
