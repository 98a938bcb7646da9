/**
 * The Markdown twins of the API reference pages, written from the OpenAPI items the generator
 * works from (`processOpenapiFiles` of docusaurus-plugin-openapi-docs: operations, schemas, tags
 * and the API's info page, their `$ref`s resolved), never from the HTML. Each function returns a
 * page body: the llms-txt plugin adds the front matter, the title and the pointer to llms.txt.
 */

import {sampleResponseFromSchema} from 'docusaurus-plugin-openapi-docs/lib/openapi/createResponseExample';

/** The parts of a (resolved) JSON schema the twins show. */
export interface SchemaObject {
  type?: string | string[];
  format?: string;
  title?: string;
  description?: string;
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  discriminator?: {propertyName?: string; mapping?: Record<string, string>};
  default?: unknown;
  example?: unknown;
  nullable?: boolean;
  items?: SchemaObject;
  properties?: Record<string, SchemaObject>;
  required?: string[];
  additionalProperties?: boolean | SchemaObject;
  allOf?: SchemaObject[];
  oneOf?: SchemaObject[];
  anyOf?: SchemaObject[];
}

export interface ParameterObject {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: SchemaObject;
}

interface MediaTypes {
  content?: Record<string, {schema?: SchemaObject; example?: unknown; examples?: unknown}>;
  description?: string;
}

export interface OperationObject {
  method: string;
  path: string;
  summary?: string;
  description?: string;
  deprecated?: boolean;
  tags?: string[];
  parameters?: ParameterObject[];
  requestBody?: MediaTypes & {required?: boolean};
  responses?: Record<string, MediaTypes>;
  security?: Record<string, string[]>[];
  securitySchemes?: Record<
    string,
    {type?: string; scheme?: string; bearerFormat?: string; description?: string}
  >;
}

/** One page the generator writes, as `processOpenapiFiles` returns it (the fields used here). */
export type OpenApiItem =
  | {type: 'api'; id: string; title: string; api: OperationObject}
  | {type: 'schema'; id: string; title: string; schema: SchemaObject}
  | {type: 'tag'; id: string; title: string; tag: {name: string; description?: string}}
  | {
      type: 'info';
      id: string;
      title: string;
      info: {version?: string; description?: string};
      securitySchemes?: OperationObject['securitySchemes'];
    };

/** Nesting deeper than this is cut (a resolved recursive schema would never end). */
const maxDepth = 8;

/** Prose on one line: Markdown list items and table cells cannot hold line breaks. */
function oneLine(text: string | undefined): string {
  return (text ?? '').replace(/\s*\n\s*/g, ' ').trim();
}

/**
 * A schema's `allOf` members merged in order, then its own parts: properties in that order, every
 * required name, and the first description and title met from its own.
 */
export function mergedSchema(schema: SchemaObject): SchemaObject {
  if (!schema.allOf?.length) return schema;
  const {allOf, ...own} = schema;
  const merged = [...allOf.map(mergedSchema), own].reduce<SchemaObject>(
    (result, part) => ({
      ...result,
      ...part,
      properties: {...result.properties, ...part.properties},
      required: [...(result.required ?? []), ...(part.required ?? [])],
    }),
    {},
  );
  const describing = [own, ...allOf.map(mergedSchema)];
  return {
    ...merged,
    description: describing.find((part) => part.description)?.description,
    title: describing.find((part) => part.title)?.title,
  };
}

/** `string`, `integer<int64>`, `array of string`, `object (Address)`, `string, nullable`. */
export function typeLabel(input: SchemaObject): string {
  const schema = mergedSchema(input);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  let label: string;
  if (types.includes('array') || (!types.length && schema.items)) {
    label = `array of ${schema.items ? typeLabel(schema.items) : 'any'}`;
  } else if (types.length) {
    label = types.join(' or ') + (schema.format ? `<${schema.format}>` : '');
  } else if (schema.oneOf || schema.anyOf) {
    label = 'one of the variants below';
  } else {
    label = schema.properties ? 'object' : 'any';
  }
  if (label === 'object' && schema.title) label = `object (${schema.title})`;
  return schema.nullable ? `${label}, nullable` : label;
}

/** A value as the page shows it: a string as written, anything else as JSON, in code. */
function shownValue(value: unknown): string {
  return `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;
}

/** `a` and `b`, `a`, or `b`: a range's bounds as the page joins them. */
function bounds(lower: string | undefined, upper: string | undefined): string | undefined {
  if (lower && upper) return `${lower} and ${upper}`;
  return lower ?? upper;
}

function lengthQualifier(schema: SchemaObject): string | undefined {
  const {minLength, maxLength} = schema;
  let lower: string | undefined;
  if (minLength === 1) lower = '`non-empty`';
  else if (minLength && minLength > 1) lower = `\`>= ${minLength} characters\``;
  return bounds(lower, maxLength ? `\`<= ${maxLength} characters\`` : undefined);
}

function rangeQualifier(schema: SchemaObject): string | undefined {
  const {minimum, maximum, exclusiveMinimum, exclusiveMaximum} = schema;
  let lower: string | undefined;
  if (typeof exclusiveMinimum === 'number') lower = `\`> ${exclusiveMinimum}\``;
  else if (minimum != null) lower = `\`${exclusiveMinimum ? '>' : '>='} ${minimum}\``;
  let upper: string | undefined;
  if (typeof exclusiveMaximum === 'number') upper = `\`< ${exclusiveMaximum}\``;
  else if (maximum != null) upper = `\`${exclusiveMaximum ? '<' : '<='} ${maximum}\``;
  return bounds(lower, upper);
}

/**
 * The constraints the page lists after "Possible values:" (the theme's `getQualifierMessage`):
 * length, range, pattern, allowed values in brackets, item counts.
 */
export function qualifierMessage(schema: SchemaObject): string | undefined {
  if (schema.items && schema.minItems === undefined && schema.maxItems === undefined)
    return qualifierMessage(schema.items);
  const groups = [
    lengthQualifier(schema),
    rangeQualifier(schema),
    schema.pattern ? `Value must match regular expression \`${schema.pattern}\`` : undefined,
    // The values of a oneOf's discriminator, each naming a variant.
    schema.discriminator?.mapping
      ? `[${Object.keys(schema.discriminator.mapping).map(shownValue).join(', ')}]`
      : undefined,
    schema.enum ? `[${schema.enum.map(shownValue).join(', ')}]` : undefined,
    schema.minItems ? `\`>= ${schema.minItems}\`` : undefined,
    schema.maxItems ? `\`<= ${schema.maxItems}\`` : undefined,
  ].filter(Boolean);
  return groups.length > 0 ? `Possible values: ${groups.join(', ')}` : undefined;
}

/**
 * What the page shows of a value's schema besides its type, in its words: constraints and
 * allowed values, default value, example.
 */
function valueFacts(schema: SchemaObject): string[] {
  const parts: string[] = [];
  const qualifier = qualifierMessage(schema);
  if (qualifier) parts.push(qualifier);
  if (schema.default !== undefined) parts.push(`Default value: ${shownValue(schema.default)}`);
  if (schema.example !== undefined && typeof schema.example !== 'object')
    parts.push(`Example: ${shownValue(schema.example)}`);
  return parts;
}

/** What a property says besides its type: description, allowed values, default, example. */
function facts(input: SchemaObject): string {
  const schema = mergedSchema(input);
  return [oneLine(schema.description), ...valueFacts(schema).map((part) => `${part}.`)]
    .filter(Boolean)
    .join(' ');
}

function listItem(depth: number, text: string): string {
  return `${'  '.repeat(depth)}- ${text}`;
}

/** The list lines under a property: its own properties, its array items', or its variants. */
function nestedLines(input: SchemaObject, depth: number): string[] {
  if (depth >= maxDepth) return [];
  const schema = mergedSchema(input);
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants) {
    const kind = schema.oneOf ? 'One of' : 'Any of';
    return [
      listItem(depth, `${kind}:`),
      ...variants.flatMap((variant, index) => [
        listItem(
          depth + 1,
          [`${variant.title ?? `Variant ${index + 1}`} (${typeLabel(variant)})`, facts(variant)]
            .filter(Boolean)
            .join(': '),
        ),
        ...nestedLines(variant, depth + 2),
      ]),
    ];
  }
  if (schema.items) return nestedLines(schema.items, depth);
  return propertyLines(schema, depth);
}

/**
 * A field's type as the API reference's pages name it (the theme's `getSchemaName`): `string`,
 * `string<date-time>`, `object`, `object[]`, `string | null`, a primitive schema's title.
 */
export function pageTypeName(input: SchemaObject): string {
  if (input.items) return `${pageTypeName(input.items)}[]`;
  const schema = input.allOf?.length ? mergedSchema(input) : input;
  const types = typesOf(schema);
  if (schema.enum && types.length === 0) return 'string';
  if (types.length === 1 && schema.format) return `${types[0]}<${schema.format}>`;
  if (input.allOf?.length || schema.oneOf || schema.anyOf) return types[0] ?? 'object';
  if (types.length > 1) return types.join(' | ');
  if (types[0] === 'object' || types[0] === 'array') return types[0];
  return schema.title ?? types[0] ?? (schema.properties ? 'object' : 'any');
}

function typesOf(schema: SchemaObject): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

/** `tagline string nullable`, as the page's row of a field reads. */
function fieldHeader(name: string, property: SchemaObject, required: boolean): string {
  const schema = mergedSchema(property);
  const nullable = schema.nullable || (Array.isArray(schema.type) && schema.type.includes('null'));
  const type = pageTypeName(property);
  return [
    `\`${name}\``,
    // `string<date-time>` would read as an HTML tag in Markdown.
    /[<|]/.test(type) ? `\`${type}\`` : type,
    nullable ? 'nullable' : '',
    required ? 'required' : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * A nested Markdown list of an object schema's properties: each field's name, type and flags as
 * its row on the page reads, then its description, allowed values, default and example.
 */
export function propertyLines(input: SchemaObject, depth = 0): string[] {
  const schema = mergedSchema(input);
  const required = new Set(schema.required ?? []);
  const lines = Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
    const text = facts(property);
    return [
      listItem(
        depth,
        `${fieldHeader(name, property, required.has(name))}${text ? `: ${text}` : ''}`,
      ),
      ...nestedLines(property, depth + 1),
    ];
  });
  const extra = schema.additionalProperties;
  if (extra && Object.keys(schema.properties ?? {}).length === 0)
    lines.push(
      listItem(
        depth,
        `Any other property${typeof extra === 'object' ? ` (${typeLabel(extra)})` : ''}`,
      ),
    );
  return lines;
}

/** A schema shown as a list: its own type line when it is not a plain object, then its parts. */
export function schemaLines(schema: SchemaObject): string[] {
  const merged = mergedSchema(schema);
  if (merged.properties && !merged.oneOf && !merged.anyOf) return propertyLines(merged);
  return [listItem(0, `(${typeLabel(merged)})${facts(merged) ? `: ${facts(merged)}` : ''}`)].concat(
    nestedLines(merged, 1),
  );
}

/** A media type's schema and examples, as the generator reads them. */
interface MediaTypeObject {
  schema?: SchemaObject;
  example?: unknown;
  examples?: Record<string, {summary?: string; value?: unknown}>;
}

/** A JSON example fenced, formatted as the page shows it (two-space indentation). */
function jsonBlock(value: unknown): string {
  return [
    '```json',
    typeof value === 'string' ? value : JSON.stringify(value, null, 2),
    '```',
  ].join('\n');
}

/** A body's own examples: `example`, or each of `examples` under its name and summary. */
function ownExamples(media: MediaTypeObject): string[] {
  if (media.example !== undefined) return ['**Example**', jsonBlock(media.example)];
  return Object.entries(media.examples ?? {}).flatMap(([name, example]) => [
    `**${name}**`,
    ...(example.summary ? [oneLine(example.summary)] : []),
    jsonBlock(example.value),
  ]);
}

/**
 * The examples the page shows beside a JSON body, in its order: for a response, one generated
 * from the schema by the generator's own function, then the body's own; for a request body, its
 * own, or else the generated one.
 */
function exampleBlocks(mediaType: string, media: MediaTypeObject, kind: BodyKind): string[] {
  if (!mediaType.endsWith('json')) return [];
  const own = ownExamples(media);
  const generated = media.schema
    ? ['**Example (from schema)**', jsonBlock(sampleResponseFromSchema(media.schema as never))]
    : [];
  if (kind === 'response') return [...generated, ...own];
  return own.length > 0 ? own : generated;
}

type BodyKind = 'request' | 'response';

/** Each media type of a request body or response, with its schema and examples. */
function contentBlocks(content: MediaTypes['content'], kind: BodyKind): string[] {
  return Object.entries(content ?? {}).flatMap(([mediaType, media]) => [
    `Content type: \`${mediaType}\``,
    media.schema ? schemaLines(media.schema).join('\n') : '- (no schema)',
    ...exampleBlocks(mediaType, media as MediaTypeObject, kind),
  ]);
}

/** The page's order of parameter groups, and their titles. */
const parameterGroups = [
  ['path', 'Path Parameters'],
  ['query', 'Query Parameters'],
  ['header', 'Header Parameters'],
  ['cookie', 'Cookie Parameters'],
] as const;

/** A parameter as its row on the page reads (`status string required`), then its facts. */
function parameterLine(parameter: ParameterObject): string {
  const description = [
    oneLine(parameter.description),
    ...(parameter.schema ? valueFacts(parameter.schema).map((part) => `${part}.`) : []),
  ]
    .filter(Boolean)
    .join(' ');
  const type = parameter.schema ? pageTypeName(parameter.schema) : 'any';
  const header = [
    `\`${parameter.name}\``,
    /[<|]/.test(type) ? `\`${type}\`` : type,
    parameter.required ? 'required' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return `- ${header}${description ? `: ${description}` : ''}`;
}

/** One `###` section per parameter location, as the page groups them, each with its list. */
function parametersSections(parameters: ParameterObject[]): string[] {
  return parameterGroups.flatMap(([location, title]) => {
    const group = parameters.filter((parameter) => parameter.in === location);
    if (group.length === 0) return [];
    return [`### ${title}`, group.map(parameterLine).join('\n')];
  });
}

function requestBodySection(body: OperationObject['requestBody']): string[] {
  if (!body) return [];
  return [
    body.required ? '### Body (required)' : '### Body',
    ...(body.description ? [oneLine(body.description)] : []),
    ...contentBlocks(body.content, 'request'),
  ];
}

/** Each status code as the page's tabs show it: code in bold, description, body. */
function responsesSection(responses: OperationObject['responses']): string[] {
  const entries = Object.entries(responses ?? {});
  if (entries.length === 0) return [];
  return [
    '## Responses',
    ...entries.flatMap(([status, response]) => [
      `**${status}**`,
      ...(response.description ? [response.description.trim()] : []),
      ...contentBlocks(response.content, 'response'),
    ]),
  ];
}

/** How a request authenticates: the schemes of `security`, or none when `{}` is one of them. */
function authenticationLines(operation: OperationObject): string[] {
  const requirements = operation.security ?? [];
  if (requirements.length === 0) return [];
  const lines = requirements.map((requirement) => {
    const names = Object.keys(requirement);
    if (names.length === 0) return '- No authentication (the permissions of the Public role)';
    return `- ${names
      .map((name) => {
        const scheme = operation.securitySchemes?.[name];
        const kind = [scheme?.type, scheme?.scheme].filter(Boolean).join(' ');
        return `\`${name}\`${kind ? ` (${kind})` : ''}`;
      })
      .join(' and ')}`;
  });
  return ['Authentication, one of:', lines.join('\n')];
}

/**
 * An operation page, with the page's headings: the path, then method and path, description and
 * authentication; `Request` with its parameter groups and body; `Responses`, one block per status.
 */
export function operationMarkdown(operation: OperationObject): string {
  const request = [
    ...parametersSections(operation.parameters ?? []),
    ...requestBodySection(operation.requestBody),
  ];
  return [
    // The page shows path parameters as `:name`.
    `## ${operation.path.replace(/\{([^}]+)\}/g, ':$1')}`,
    `\`${operation.method.toUpperCase()} ${operation.path}\``,
    ...(operation.deprecated ? ['This endpoint is deprecated.'] : []),
    ...(operation.description ? [operation.description.trim()] : []),
    ...authenticationLines(operation),
    ...(request.length > 0 ? ['## Request', ...request] : []),
    ...responsesSection(operation.responses),
  ].join('\n\n');
}

/** A schema page: its description, its properties, and the example the page shows beside them. */
export function schemaMarkdown(schema: SchemaObject): string {
  return [
    ...(schema.description ? [schema.description.trim()] : []),
    'Properties:',
    schemaLines(schema).join('\n'),
    '**Example**',
    jsonBlock(sampleResponseFromSchema(schema as never)),
  ].join('\n\n');
}

/** A tag page: its description and the operations it groups, as its cards show them. */
export function tagMarkdown(
  tag: {description?: string},
  operations: readonly {title: string; api: OperationObject}[],
): string {
  return [
    ...(tag.description ? [tag.description.trim()] : []),
    'Endpoints:',
    operations
      .map(({title, api}) => {
        const description = oneLine(api.description);
        return `- **${title}** (\`${api.method.toUpperCase()} ${api.path}\`)${description ? `: ${description}` : ''}`;
      })
      .join('\n'),
  ].join('\n\n');
}

/** An API's info page: version, description and authentication schemes. */
export function infoMarkdown(
  info: {version?: string; description?: string},
  securitySchemes: OperationObject['securitySchemes'] = {},
): string {
  const schemes = Object.entries(securitySchemes ?? {});
  return [
    ...(info.version ? [`Version: ${info.version}`] : []),
    ...(info.description ? [info.description.trim()] : []),
    ...(schemes.length
      ? [
          '## Authentication',
          schemes
            .map(([name, scheme]) => {
              // The scheme's facts in the words of the page's table.
              const facts = [
                scheme.type ? `Security Scheme Type: \`${scheme.type}\`.` : '',
                scheme.scheme ? `HTTP Authorization Scheme: \`${scheme.scheme}\`.` : '',
                scheme.bearerFormat ? `Bearer format: \`${scheme.bearerFormat}\`.` : '',
              ];
              const text = [oneLine(scheme.description), ...facts].filter(Boolean).join(' ');
              return `- \`${name}\`${text ? `: ${text}` : ''}`;
            })
            .join('\n'),
        ]
      : []),
  ].join('\n\n');
}

/** A page's doc id in the docs instance: `<output folder below the docs folder>/<id>`. */
function docIdOf(item: OpenApiItem, folder: string): string {
  return item.type === 'schema' ? `${folder}/schemas/${item.id}` : `${folder}/${item.id}`;
}

export interface MarkdownTwin {
  /** Id of the doc in the API docs instance (`content-api/create-restaurant`). */
  docId: string;
  markdown: string;
  /** A one-line description for a page whose source gives none (a schema without description). */
  description?: string;
}

/** `Schema ListMeta of the Strapi 5 Content API, with the fields `pagination`.` */
export function schemaSummary(title: string, schema: SchemaObject, apiTitle: string): string {
  const fields = Object.keys(mergedSchema(schema).properties ?? {}).map((name) => `\`${name}\``);
  const where = apiTitle ? ` of the ${apiTitle}` : '';
  return fields.length
    ? `Schema ${title}${where}, with the ${fields.length === 1 ? 'field' : 'fields'} ${fields.join(', ')}.`
    : `Schema ${title}${where}.`;
}

/** The twin of every page generated from one OpenAPI file, whose pages go to `folder`. */
export function markdownTwins(items: readonly OpenApiItem[], folder: string): MarkdownTwin[] {
  const operations = items.flatMap((item) => (item.type === 'api' ? [item] : []));
  const apiTitle = items.find((item) => item.type === 'info')?.title ?? '';
  return items.map((item) => {
    switch (item.type) {
      case 'api':
        return {docId: docIdOf(item, folder), markdown: operationMarkdown(item.api)};
      case 'schema':
        return {
          docId: docIdOf(item, folder),
          markdown: schemaMarkdown(item.schema),
          ...(item.schema.description
            ? {}
            : {description: schemaSummary(item.title, item.schema, apiTitle)}),
        };
      case 'tag':
        return {
          docId: docIdOf(item, folder),
          markdown: tagMarkdown(
            item.tag,
            operations.filter(({api}) => api.tags?.includes(item.tag.name)),
          ),
        };
      case 'info':
        return {
          docId: docIdOf(item, folder),
          markdown: infoMarkdown(item.info, item.securitySchemes),
        };
    }
  });
}
