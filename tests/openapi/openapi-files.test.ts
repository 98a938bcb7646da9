/**
 * The two OpenAPI files of /openapi/: both are valid OpenAPI 3 (the build's own validation), the
 * sample API has the endpoints the API reference's pages and tests demonstrate (posts by
 * plural API id, comments), and the Content API states Strapi 5's facts.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parseYaml} from '@redocly/openapi-core';
import {describe, expect, it} from 'vitest';
import {apiReferences} from '../../config/openapi';
import {findOpenApiProblems} from '../../plugins/openapi-reference/lib/validate';

const repoRoot = path.resolve(__dirname, '../..');

/** The parts of an OpenAPI document these tests read. */
interface Schema {
  type?: string;
  required?: string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  $ref?: string;
  enum?: unknown[];
  default?: unknown;
  nullable?: boolean;
  allOf?: Schema[];
}
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema: Schema;
  $ref?: string;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: {required?: boolean; content: Record<string, {schema: Schema}>};
  responses: Record<string, {$ref?: string; content?: Record<string, {schema: Schema; example?: unknown}>}>;
  security?: Array<Record<string, string[]>>;
}
interface Document {
  servers: Array<{url: string; variables?: Record<string, {default: string; enum?: string[]}>}>;
  paths: Record<string, Record<string, Operation> & {parameters?: Parameter[]}>;
  components: {
    schemas: Record<string, Schema>;
    parameters?: Record<string, Parameter>;
    responses?: Record<string, {content: Record<string, {schema: Schema; example: unknown}>}>;
    securitySchemes?: Record<string, {type: string; scheme?: string}>;
  };
  security?: Array<Record<string, string[]>>;
}

function load(file: string): Document {
  return parseYaml(readFileSync(path.join(repoRoot, file), 'utf8')) as Document;
}

/** Resolves a local `$ref` (`#/components/…`). */
function resolve<T>(document: Document, value: T & {$ref?: string}): T {
  if (!value.$ref) return value;
  const target = value.$ref.replace(/^#\//, '').split('/').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], document);
  return resolve(document, target as T & {$ref?: string});
}

const methods = ['get', 'put', 'post', 'patch', 'delete'];
function operations(document: Document, pathKey: string): string[] {
  return Object.keys(document.paths[pathKey] ?? {}).filter((key) => methods.includes(key));
}
function statusCodes(operation: Operation | undefined): string[] {
  return Object.keys(operation?.responses ?? {});
}

describe('the OpenAPI files', () => {
  for (const api of apiReferences) {
    it(`${api.specPath} is a valid OpenAPI 3 file`, async () => {
      expect(await findOpenApiProblems(path.join(repoRoot, api.specPath))).toEqual([]);
    });
  }
});

describe('the sample API, whose endpoints the reference pages and browser tests use', () => {
  const document = load('openapi/sample-api.yaml');
  // Relative to the server's base path /api: a reader's URL is /api/:pluralposts/1, not /api/api/…
  const post = '/:pluralposts/{pluralApiId}';

  it('is served under the base path /api', () => {
    expect(document.servers[0]!.url).toMatch(/\/api$/);
  });

  it('has GET, PUT, PATCH and DELETE on the post and GET on /comments, nothing else', () => {
    expect(Object.keys(document.paths).sort()).toEqual(['/:pluralposts/{pluralApiId}', '/comments']);
    expect(operations(document, post).sort()).toEqual(['delete', 'get', 'patch', 'put']);
    expect(operations(document, '/comments')).toEqual(['get']);
  });

  it('addresses the post by a string id in the path', () => {
    const [id] = document.paths[post]!.parameters!;
    expect(id).toMatchObject({name: 'pluralApiId', in: 'path', required: true, schema: {type: 'string'}});
  });

  it('answers 200 to GET and PUT, 200 to PATCH and 204 to DELETE', () => {
    const item = document.paths[post]!;
    expect(statusCodes(item.get)).toEqual(['200']);
    expect(statusCodes(item.put)).toEqual(['200']);
    expect(statusCodes(item.patch)).toEqual(['200']);
    expect(statusCodes(item.delete)).toEqual(['204']);
    expect(item.delete!.responses['204']!.content).toBeUndefined();
  });

  it('takes the post fields as JSON: all required for PUT, none for PATCH', () => {
    const item = document.paths[post]!;
    const put = resolve(document, item.put!.requestBody!.content['application/json']!.schema);
    const patch = resolve(document, item.patch!.requestBody!.content['application/json']!.schema);
    const fields = ['id', 'userId', 'title', 'body'];
    expect(put.required).toEqual(fields);
    expect(patch.required).toBeUndefined();
    for (const schema of [put, patch]) {
      expect(Object.keys(schema.properties!)).toEqual(fields);
      for (const field of fields) expect(schema.properties![field]!.type).toBe('string');
    }
  });

  it('lists comments filtered by the postId query parameter', () => {
    const list = document.paths['/comments']!.get!;
    expect(list.parameters).toEqual([expect.objectContaining({name: 'postId', in: 'query', schema: {type: 'string'}})]);
    const body = resolve(document, list.responses['200']!.content!['application/json']!.schema);
    expect(body.type).toBe('array');
    const comment = resolve(document, body.items!);
    expect(Object.keys(comment.properties!)).toEqual(['id', 'postId', 'name', 'email', 'body']);
    for (const property of Object.values(comment.properties!)) expect(property.type).toBe('string');
  });
});

describe('the Strapi 5 Content API', () => {
  const document = load('openapi/strapi-content-api.yaml');
  const parameter = (name: string) => Object.values(document.components.parameters!).find((candidate) => candidate.name === name)!;
  const parameterNames = (operation: Operation) => (operation.parameters ?? []).map((item) => resolve(document, item).name);

  it('defaults to a local Strapi server on port 1337', () => {
    const [server] = document.servers;
    const url = server!.url.replace(/\{(\w+)\}/g, (_match, name: string) => server!.variables![name]!.default);
    expect(url).toBe('http://localhost:1337');
  });

  it('has the collection-type, single-type and Users & Permissions endpoints', () => {
    expect(operations(document, '/api/restaurants').sort()).toEqual(['get', 'post']);
    expect(operations(document, '/api/restaurants/{documentId}').sort()).toEqual(['delete', 'get', 'put']);
    expect(operations(document, '/api/homepage').sort()).toEqual(['delete', 'get', 'put']);
    expect(operations(document, '/api/auth/local')).toEqual(['post']);
    expect(operations(document, '/api/auth/local/register')).toEqual(['post']);
    expect(operations(document, '/api/users/me')).toEqual(['get']);
  });

  it('answers 201 to a create and 204 without a body to a delete', () => {
    expect(statusCodes(document.paths['/api/restaurants']!.post)).toContain('201');
    for (const item of [document.paths['/api/restaurants/{documentId}']!, document.paths['/api/homepage']!]) {
      expect(statusCodes(item.delete)[0]).toBe('204');
      expect(item.delete!.responses['204']!.content).toBeUndefined();
    }
  });

  it('lists documents with filters, populate, fields, sort, pagination, locale and status', () => {
    expect(parameterNames(document.paths['/api/restaurants']!.get!)).toEqual([
      'filters',
      'populate',
      'fields',
      'sort',
      'pagination[page]',
      'pagination[pageSize]',
      'pagination[withCount]',
      'pagination[start]',
      'pagination[limit]',
      'locale',
      'status',
    ]);
    expect(parameter('filters')).toMatchObject({in: 'query', style: 'deepObject', schema: {type: 'object'}});
    expect(parameter('pagination[page]').schema).toMatchObject({type: 'integer', default: 1});
    expect(parameter('pagination[pageSize]').schema).toMatchObject({type: 'integer', default: 25});
    expect(parameter('pagination[withCount]').schema).toMatchObject({type: 'boolean', default: true});
    expect(parameter('status').schema).toMatchObject({enum: ['draft', 'published'], default: 'published'});
    expect(parameter('locale').in).toBe('query');
  });

  it('wraps written fields in `data` and returns { data, meta } with a documentId', () => {
    const create = document.paths['/api/restaurants']!.post!;
    const body = resolve(document, create.requestBody!.content['application/json']!.schema);
    expect(body.required).toEqual(['data']);
    const response = resolve(document, create.responses['201']!.content!['application/json']!.schema);
    expect(Object.keys(response.properties!)).toEqual(['data', 'meta']);
    const restaurant = resolve(document, response.properties!.data!);
    expect(restaurant.properties!.documentId!.type).toBe('string');
    expect(restaurant.properties!.id!.type).toBe('integer');
    const list = resolve(document, document.paths['/api/restaurants']!.get!.responses['200']!.content!['application/json']!.schema);
    expect(list.properties!.data!.type).toBe('array');
  });

  it('describes errors as { data: null, error: { status, name, message, details } } for 400, 401, 403, 404 and 500', () => {
    const error = document.components.schemas.Error!;
    expect(error.properties!.data).toMatchObject({nullable: true});
    expect(Object.keys(error.properties!.error!.properties!)).toEqual(['status', 'name', 'message', 'details']);
    const expected: Record<string, [string, number, string]> = {
      BadRequestBody: ['ValidationError', 400, 'Missing "data" payload in the request body'],
      Unauthorized: ['UnauthorizedError', 401, 'Missing or invalid credentials'],
      Forbidden: ['ForbiddenError', 403, 'Forbidden'],
      NotFound: ['NotFoundError', 404, 'Not Found'],
      InternalServerError: ['InternalServerError', 500, 'Internal Server Error'],
    };
    for (const [name, [errorName, status, message]] of Object.entries(expected)) {
      const example = document.components.responses![name]!.content['application/json']!.example;
      expect(example).toMatchObject({data: null, error: {status, name: errorName, message}});
    }
    const getOne = document.paths['/api/restaurants/{documentId}']!.get!;
    expect(statusCodes(getOne)).toEqual(expect.arrayContaining(['400', '401', '403', '404', '500']));
  });

  it('authenticates with a bearer API token or user JWT, and logs in with identifier and password', () => {
    expect(document.components.securitySchemes).toMatchObject({apiToken: {type: 'http', scheme: 'bearer'}, userJwt: {type: 'http', scheme: 'bearer'}});
    expect(document.security).toContainEqual({apiToken: []});
    const login = document.paths['/api/auth/local']!.post!;
    expect(resolve(document, login.requestBody!.content['application/json']!.schema).required).toEqual(['identifier', 'password']);
    expect(resolve(document, login.responses['200']!.content!['application/json']!.schema).required).toEqual(['jwt', 'user']);
    const register = document.paths['/api/auth/local/register']!.post!;
    expect(resolve(document, register.requestBody!.content['application/json']!.schema).required).toEqual(['username', 'email', 'password']);
    expect(document.paths['/api/users/me']!.get!.security).toEqual([{userJwt: []}]);
  });
});
