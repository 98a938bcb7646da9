import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {processOpenapiFiles, readOpenapiFiles} from 'docusaurus-plugin-openapi-docs/lib/openapi';

import {
  markdownTwins,
  operationMarkdown,
  pageTypeName,
  propertyLines,
  qualifierMessage,
  schemaMarkdown,
  typeLabel,
  type OpenApiItem,
  type SchemaObject,
} from './markdownTwins';

/** A small API in the shapes the site's files use: $refs, allOf, oneOf, enums, security. */
const document = {
  openapi: '3.0.3',
  info: {title: 'Posts API', version: '1.2.0', description: 'Posts of a blog.'},
  tags: [{name: 'Posts', description: 'Everything about posts.'}],
  components: {
    securitySchemes: {token: {type: 'http', scheme: 'bearer', description: 'An API token.'}},
    schemas: {
      Post: {
        title: 'Post',
        type: 'object',
        description: 'A post.',
        required: ['id'],
        properties: {
          id: {type: 'integer', description: 'Its id.', example: 3},
          body: {type: 'string', nullable: true, description: 'Text | markup'},
        },
      },
      PostInput: {
        title: 'PostInput',
        allOf: [
          {$ref: '#/components/schemas/Post'},
          {type: 'object', required: ['body'], properties: {draft: {type: 'boolean'}}},
        ],
      },
    },
  },
  paths: {
    '/posts/{id}': {
      put: {
        operationId: 'updatePost',
        summary: 'Update a post',
        description: 'Replaces the post.',
        tags: ['Posts'],
        security: [{token: []}, {}],
        parameters: [
          {
            name: 'id',
            in: 'path',
            required: true,
            description: 'Its id.',
            schema: {type: 'integer'},
          },
          {
            name: 'status',
            in: 'query',
            description: 'Which version.',
            schema: {type: 'string', enum: ['draft', 'published'], default: 'published'},
          },
        ],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {data: {$ref: '#/components/schemas/PostInput'}},
              },
            },
          },
        },
        responses: {
          '200': {
            description: 'The updated post.',
            content: {'application/json': {schema: {$ref: '#/components/schemas/Post'}}},
          },
          '404': {description: 'No such post.'},
        },
      },
    },
  },
};

/** The items as the build gets them: the file read (its $refs resolved), then processed. */
async function items(): Promise<OpenApiItem[]> {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'openapi-twins-')), 'posts.json');
  writeFileSync(file, JSON.stringify(document));
  const [loaded] = await processOpenapiFiles(
    await readOpenapiFiles(file),
    {specPath: file, outputDir: 'api/posts', showSchemas: true} as never,
    {groupPathsBy: 'tag', categoryLinkSource: 'tag'},
  );
  return loaded as unknown as OpenApiItem[];
}

describe('markdownTwins, from the items of the OpenAPI generator', () => {
  it('gives every generated page its twin, keyed by its doc id', async () => {
    const twins = markdownTwins(await items(), 'posts');
    expect(twins.map((twin) => twin.docId).sort()).toEqual([
      'posts/posts',
      'posts/posts-api',
      'posts/schemas/post',
      'posts/schemas/postinput',
      'posts/update-post',
    ]);
  });

  it('writes an operation with the headings of its page: path, Request and its groups, Responses', async () => {
    const twins = markdownTwins(await items(), 'posts');
    expect(twins.find((twin) => twin.docId === 'posts/update-post')!.markdown).toBe(
      [
        '## /posts/:id',
        '`PUT /posts/{id}`',
        'Replaces the post.',
        'Authentication, one of:',
        '- `token` (http bearer)\n- No authentication (the permissions of the Public role)',
        '## Request',
        '### Path Parameters',
        '- `id` integer required: Its id.',
        '### Query Parameters',
        '- `status` string: Which version. Possible values: [`draft`, `published`]. Default value: `published`.',
        '### Body (required)',
        'Content type: `application/json`',
        [
          '- `data` object: A post.',
          '  - `id` integer required: Its id. Example: `3`.',
          '  - `body` string nullable required: Text | markup',
          '  - `draft` boolean',
        ].join('\n'),
        '**Example (from schema)**',
        '```json\n{\n  "data": {\n    "id": 3,\n    "body": "string",\n    "draft": true\n  }\n}\n```',
        '## Responses',
        '**200**',
        'The updated post.',
        'Content type: `application/json`',
        [
          '- `id` integer required: Its id. Example: `3`.',
          '- `body` string nullable: Text | markup',
        ].join('\n'),
        '**Example (from schema)**',
        '```json\n{\n  "id": 3,\n  "body": "string"\n}\n```',
        '**404**',
        'No such post.',
      ].join('\n\n'),
    );
  });

  it("shows a body's own example instead of one generated from its schema", () => {
    const markdown = operationMarkdown({
      method: 'post',
      path: '/a',
      requestBody: {
        content: {
          'application/json': {
            schema: {type: 'object', properties: {a: {type: 'string'}}},
            example: {a: 'given'},
          },
        },
      },
    });
    expect(markdown).toContain('### Body\n\nContent type: `application/json`\n\n- `a` string');
    expect(markdown).toContain('**Example**\n\n```json\n{\n  "a": "given"\n}\n```');
    expect(markdown).not.toContain('from schema');
  });

  it('describes a schema that has no description of its own from its fields', async () => {
    const twins = markdownTwins(await items(), 'posts');
    expect(twins.find((twin) => twin.docId === 'posts/schemas/post')!.description).toBeUndefined();
    expect(twins.find((twin) => twin.docId === 'posts/schemas/postinput')!.description).toBe(
      'Schema PostInput of the Posts API, with the fields `id`, `body`, `draft`.',
    );
  });

  it('writes a tag page with its operations and the info page with version and schemes', async () => {
    const twins = markdownTwins(await items(), 'posts');
    expect(twins.find((twin) => twin.docId === 'posts/posts')!.markdown).toBe(
      'Everything about posts.\n\nEndpoints:\n\n- **Update a post** (`PUT /posts/{id}`): Replaces the post.',
    );
    expect(twins.find((twin) => twin.docId === 'posts/posts-api')!.markdown).toBe(
      'Version: 1.2.0\n\nPosts of a blog.\n\n## Authentication\n\n- `token`: An API token. Security Scheme Type: `http`. HTTP Authorization Scheme: `bearer`.',
    );
  });
});

describe('schema lists', () => {
  it('writes a parameter on one line, with the constraints the page lists', () => {
    expect(
      operationMarkdown({
        method: 'get',
        path: '/a',
        parameters: [
          {name: 'q', in: 'query', description: 'a | b\nc'},
          {name: 'page', in: 'query', schema: {type: 'integer', minimum: 1, maximum: 10}},
        ],
      }),
    ).toContain('- `q` any: a | b c\n- `page` integer: Possible values: `>= 1` and `<= 10`.');
    expect(qualifierMessage({discriminator: {mapping: {'a.b': '#/x', 'a.c': '#/y'}}})).toBe(
      'Possible values: [`a.b`, `a.c`]',
    );
    expect(qualifierMessage({type: 'string', minLength: 1, maxLength: 5})).toBe(
      'Possible values: `non-empty` and `<= 5 characters`',
    );
  });

  it('names a field type as the page does', () => {
    expect(pageTypeName({type: 'array', items: {type: 'object'}})).toBe('object[]');
    expect(pageTypeName({type: 'string', format: 'date-time'})).toBe('string<date-time>');
    expect(pageTypeName({enum: ['a']})).toBe('string');
    expect(pageTypeName({type: ['string', 'null']})).toBe('string | null');
    expect(
      propertyLines({type: 'object', properties: {at: {type: 'string', format: 'date'}}}),
    ).toEqual(['- `at` `string<date>`']);
  });

  it('names array, variant and nullable types', () => {
    expect(typeLabel({type: 'array', items: {type: 'string'}})).toBe('array of string');
    expect(typeLabel({type: 'string', format: 'date-time', nullable: true})).toBe(
      'string<date-time>, nullable',
    );
    expect(typeLabel({oneOf: [{type: 'string'}, {type: 'integer'}]})).toBe(
      'one of the variants below',
    );
  });

  it('lists the variants of a oneOf under their titles, and array items’ properties', () => {
    const schema: SchemaObject = {
      type: 'object',
      properties: {
        blocks: {
          type: 'array',
          items: {
            oneOf: [
              {title: 'Text', type: 'object', properties: {body: {type: 'string'}}},
              {type: 'object', description: 'A quote.', properties: {quote: {type: 'string'}}},
            ],
          },
        },
      },
    };
    expect(propertyLines(schema)).toEqual([
      '- `blocks` object[]',
      '  - One of:',
      '    - Text (object (Text))',
      '      - `body` string',
      '    - Variant 2 (object): A quote.',
      '      - `quote` string',
    ]);
  });

  it('stops a recursive schema instead of looping', () => {
    const node: SchemaObject = {type: 'object', properties: {}};
    node.properties!.child = node;
    const lines = schemaMarkdown(node).split('\n\n**Example**')[0]!.split('\n');
    expect(lines.length).toBeLessThan(20);
    expect(lines.at(-1)).toMatch(/^ +- `child` object$/);
  });
});
