/**
 * The Markdown twins of the API reference pages, written from the OpenAPI items the generator
 * works from (`processOpenapiFiles` of docusaurus-plugin-openapi-docs: operations, schemas, tags
 * and the API's info page, their `$ref`s resolved), never from the HTML. Each function returns a
 * page body: the llms-txt plugin adds the front matter, the title and the pointer to llms.txt.
 */

/** The parts of a (resolved) JSON schema the twins show. */
export interface SchemaObject {
  type?: string | string[];
  format?: string;
  title?: string;
  description?: string;
  enum?: unknown[];
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
  content?: Record<string, {schema?: SchemaObject}>;
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
  securitySchemes?: Record<string, {type?: string; scheme?: string; description?: string}>;
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

function tableCell(text: string): string {
  return oneLine(text).replaceAll('|', '\\|');
}

function literal(value: unknown): string {
  return `\`${JSON.stringify(value)}\``;
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

/** What a property says besides its type: description, allowed values, default, example. */
function facts(input: SchemaObject): string {
  const schema = mergedSchema(input);
  const parts = [oneLine(schema.description)];
  if (schema.enum?.length) parts.push(`Possible values: ${schema.enum.map(literal).join(', ')}.`);
  if (schema.default !== undefined) parts.push(`Default: ${literal(schema.default)}.`);
  if (schema.example !== undefined && typeof schema.example !== 'object')
    parts.push(`Example: ${literal(schema.example)}.`);
  return parts.filter(Boolean).join(' ');
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

/** A nested Markdown list of an object schema's properties, with type, required flag and facts. */
export function propertyLines(input: SchemaObject, depth = 0): string[] {
  const schema = mergedSchema(input);
  const required = new Set(schema.required ?? []);
  const lines = Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
    const flags = [typeLabel(property), required.has(name) ? 'required' : ''].filter(Boolean);
    const text = facts(property);
    return [
      listItem(depth, `\`${name}\` (${flags.join(', ')})${text ? `: ${text}` : ''}`),
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

/** Each media type of a request body or response, with its schema. */
function contentBlocks(content: MediaTypes['content']): string[] {
  return Object.entries(content ?? {}).flatMap(([mediaType, {schema}]) => [
    `Content type \`${mediaType}\`:`,
    schema ? schemaLines(schema).join('\n') : '- (no schema)',
  ]);
}

function parametersSection(parameters: ParameterObject[]): string[] {
  if (parameters.length === 0) return [];
  const rows = parameters.map((parameter) =>
    [
      `\`${parameter.name}\``,
      parameter.in,
      parameter.schema ? typeLabel(parameter.schema) : 'any',
      parameter.required ? 'yes' : 'no',
      tableCell(
        [
          parameter.description,
          parameter.schema?.enum?.length
            ? `Possible values: ${parameter.schema.enum.map(literal).join(', ')}.`
            : '',
          parameter.schema?.default !== undefined
            ? `Default: ${literal(parameter.schema.default)}.`
            : '',
        ]
          .filter(Boolean)
          .join(' '),
      ),
    ].join(' | '),
  );
  return [
    '## Parameters',
    ['| Name | In | Type | Required | Description |', '| --- | --- | --- | --- | --- |']
      .concat(rows.map((row) => `| ${row} |`))
      .join('\n'),
  ];
}

function requestBodySection(body: OperationObject['requestBody']): string[] {
  if (!body) return [];
  return [
    '## Request body',
    [body.required ? 'Required.' : 'Optional.', oneLine(body.description)]
      .filter(Boolean)
      .join(' '),
    ...contentBlocks(body.content),
  ];
}

function responsesSection(responses: OperationObject['responses']): string[] {
  const entries = Object.entries(responses ?? {});
  if (entries.length === 0) return [];
  return [
    '## Responses',
    ...entries.flatMap(([status, response]) => [
      `### ${status}`,
      ...(response.description ? [response.description.trim()] : []),
      ...contentBlocks(response.content),
    ]),
  ];
}

/** How a request authenticates: the schemes of `security`, or none when `{}` is one of them. */
function authenticationSection(operation: OperationObject): string[] {
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
  return ['## Authentication', 'One of:', lines.join('\n')];
}

/** An operation page: method and path, description, authentication, parameters, body, responses. */
export function operationMarkdown(operation: OperationObject): string {
  return [
    `\`${operation.method.toUpperCase()} ${operation.path}\``,
    ...(operation.deprecated ? ['This endpoint is deprecated.'] : []),
    ...(operation.description ? [operation.description.trim()] : []),
    ...authenticationSection(operation),
    ...parametersSection(operation.parameters ?? []),
    ...requestBodySection(operation.requestBody),
    ...responsesSection(operation.responses),
  ].join('\n\n');
}

/** A schema page: its description, then its properties. */
export function schemaMarkdown(schema: SchemaObject): string {
  return [
    ...(schema.description ? [schema.description.trim()] : []),
    '## Properties',
    schemaLines(schema).join('\n'),
  ].join('\n\n');
}

/** A tag page: its description and the operations it groups (`METHOD /path`: summary). */
export function tagMarkdown(
  tag: {description?: string},
  operations: readonly {title: string; api: OperationObject}[],
): string {
  return [
    ...(tag.description ? [tag.description.trim()] : []),
    '## Endpoints',
    operations
      .map(({title, api}) => `- \`${api.method.toUpperCase()} ${api.path}\`: ${title}`)
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
              const kind = [scheme.type, scheme.scheme].filter(Boolean).join(' ');
              const text = oneLine(scheme.description);
              return `- \`${name}\`${kind ? ` (${kind})` : ''}${text ? `: ${text}` : ''}`;
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
