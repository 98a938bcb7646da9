/**
 * The ids of the pages the OpenAPI generator writes for one file, and the clashes between them.
 * The generator names an operation's page after the kebab case of its `operationId` (else its
 * summary), a schema's after its title, a tag's after its name, all in one docs instance: two
 * that give the same id (`get_post` beside `getPost`) make one page silently replace the other.
 * Redocly's `operation-operationId-unique` does not see this, as the ids differ.
 */
import {createRequire} from 'node:module';

/** The generator's own `lodash/kebabCase`, so the ids are computed exactly as it does. */
const kebabCase = createRequire(require.resolve('docusaurus-plugin-openapi-docs/package.json'))(
  'lodash/kebabCase',
) as (text: string) => string;

const httpMethods = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

export interface GeneratedPage {
  id: string;
  /** What the page is generated from, as a contributor names it: `operationId "getPost"`. */
  from: string;
  /** JSON pointer of the field the id comes from (for its line). */
  pointer: string;
}

function escapePointer(segment: string): string {
  return segment.replaceAll('~', '~0').replaceAll('/', '~1');
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The page of one operation: named after its `operationId`, else after its summary. */
function operationPage(route: string, method: string, operation: Json): GeneratedPage {
  const base = `#/paths/${escapePointer(route)}/${method}`;
  if (typeof operation.operationId === 'string') {
    return {
      id: kebabCase(operation.operationId),
      from: `operationId "${operation.operationId}"`,
      pointer: `${base}/operationId`,
    };
  }
  const summary = typeof operation.summary === 'string' ? operation.summary : '';
  return {
    id: kebabCase(summary),
    from: `summary "${summary}" of ${method.toUpperCase()} ${route} (no operationId)`,
    pointer: typeof operation.summary === 'string' ? `${base}/summary` : base,
  };
}

/** The operations' pages, in document order, and the tags the operations use (added to `operationTags`). */
function operationPages(document: Json, operationTags: Set<string>): GeneratedPage[] {
  const pages: GeneratedPage[] = [];
  for (const [route, pathItem] of Object.entries(isObject(document.paths) ? document.paths : {})) {
    if (!isObject(pathItem)) continue;
    for (const [method, operation] of Object.entries(pathItem)) {
      if (!httpMethods.has(method.toLowerCase()) || !isObject(operation)) continue;
      for (const tag of Array.isArray(operation.tags) ? operation.tags : [])
        operationTags.add(String(tag));
      pages.push(operationPage(route, method, operation));
    }
  }
  return pages;
}

/** The schemas' pages: every schema with `showSchemas`, else only those with `x-tags`. */
function schemaPages(document: Json, showSchemas: boolean): GeneratedPage[] {
  const pages: GeneratedPage[] = [];
  const components = isObject(document.components) ? document.components : {};
  for (const [name, schema] of Object.entries(
    isObject(components.schemas) ? components.schemas : {},
  )) {
    if (!isObject(schema) || (!showSchemas && !schema['x-tags'])) continue;
    // As the generator does: the title (the schema's name when it has none), first space turned
    // into a dash, then kebab case; schema pages live in their own `schemas/` folder.
    const title = typeof schema.title === 'string' ? schema.title : name;
    pages.push({
      id: `schemas/${kebabCase(title.replace(' ', '-').toLowerCase())}`,
      from: title === name ? `schema "${name}"` : `schema "${name}" (title "${title}")`,
      pointer: `#/components/schemas/${escapePointer(name)}${typeof schema.title === 'string' ? '/title' : ''}`,
    });
  }
  return pages;
}

/** The tags' pages: one per declared tag that some operation uses. */
function tagPages(document: Json, operationTags: ReadonlySet<string>): GeneratedPage[] {
  const pages: GeneratedPage[] = [];
  const tags = Array.isArray(document.tags) ? document.tags : [];
  tags.forEach((tag, index) => {
    if (!isObject(tag) || typeof tag.name !== 'string' || !operationTags.has(tag.name)) return;
    pages.push({
      id: kebabCase(tag.name),
      from: `tag "${tag.name}"`,
      pointer: `#/tags/${index}/name`,
    });
  });
  return pages;
}

/** Every page the generator makes for the document, with `showSchemas` as the site sets it. */
export function generatedPages(document: unknown, showSchemas: boolean): GeneratedPage[] {
  if (!isObject(document)) return [];
  const operationTags = new Set<string>();
  const operations = operationPages(document, operationTags);
  return [
    ...operations,
    ...schemaPages(document, showSchemas),
    ...tagPages(document, operationTags),
  ];
}

/** Groups of pages that share an id (each group has two or more). */
export function pageIdClashes(pages: readonly GeneratedPage[]): GeneratedPage[][] {
  const byId = new Map<string, GeneratedPage[]>();
  for (const page of pages) byId.set(page.id, [...(byId.get(page.id) ?? []), page]);
  return [...byId.values()].filter((group) => group.length > 1);
}
