import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {assertValidOpenApiFiles, findOpenApiProblems, OpenApiValidationError} from './validate';

const dir = mkdtempSync(path.join(tmpdir(), 'openapi-validate-'));
afterAll(() => rmSync(dir, {recursive: true, force: true}));

function write(name: string, content: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, content);
  return file;
}

const validDocument = `openapi: 3.0.3
info: {title: Test, version: 1.0.0}
paths:
  /things/{id}:
    get:
      parameters:
        - {name: id, in: path, required: true, schema: {type: string}}
      responses:
        '200': {description: OK}
`;

describe('findOpenApiProblems', () => {
  it('accepts a valid OpenAPI 3 file', async () => {
    expect(await findOpenApiProblems(write('valid.yaml', validDocument))).toEqual([]);
  });

  it('reports a schema violation with its line, its place and the rule', async () => {
    const file = write(
      'no-responses.yaml',
      validDocument.replace("      responses:\n        '200': {description: OK}\n", ''),
    );
    const problems = await findOpenApiProblems(file);
    expect(problems).toContainEqual(
      expect.objectContaining({
        rule: 'struct',
        line: 5,
        message: expect.stringContaining('responses'),
      }),
    );
  });

  it('reports an undeclared path parameter and an unresolved reference', async () => {
    const file = write(
      'refs.yaml',
      validDocument
        .replace('/things/{id}', '/things/{thingId}')
        .replace("'200': {description: OK}", "'200': {$ref: '#/components/responses/Missing'}"),
    );
    const rules = (await findOpenApiProblems(file)).map((problem) => problem.rule);
    expect(rules).toContain('path-parameters-defined');
    expect(rules).toContain('no-unresolved-refs');
  });

  it('reports an example that does not match its schema', async () => {
    const file = write(
      'example.yaml',
      validDocument.replace('{type: string}}', '{type: integer}, example: abc}'),
    );
    expect((await findOpenApiProblems(file)).map((problem) => problem.rule)).toContain(
      'no-invalid-parameter-examples',
    );
  });

  it('reports invalid YAML with its line', async () => {
    const problems = await findOpenApiProblems(
      write('broken.yaml', 'openapi: 3.0.3\ninfo:\n  title: [unclosed\n'),
    );
    expect(problems).toEqual([
      expect.objectContaining({
        rule: 'yaml',
        line: expect.any(Number),
        message: expect.stringContaining('invalid YAML'),
      }),
    ]);
  });

  it('rejects a Swagger 2 file', async () => {
    const problems = await findOpenApiProblems(
      write('swagger.yaml', "swagger: '2.0'\ninfo: {title: Test, version: 1.0.0}\npaths: {}\n"),
    );
    expect(problems).toEqual([
      expect.objectContaining({rule: 'openapi', message: expect.stringContaining('OpenAPI 3')}),
    ]);
  });
});

describe('findOpenApiProblems: pages that clash', () => {
  const twoIdsOnePage = `openapi: 3.0.3
info: {title: Test, version: 1.0.0}
paths:
  /posts:
    get:
      operationId: get_post
      responses:
        '200': {description: OK}
  /posts/latest:
    get:
      operationId: getPost
      responses:
        '200': {description: OK}
`;

  it('names both operationIds that generate one page, with their lines', async () => {
    const problems = await findOpenApiProblems(write('clash.yaml', twoIdsOnePage));
    expect(problems).toEqual([
      {
        line: 6,
        column: 20,
        message:
          'operationId "get_post" (line 6) and operationId "getPost" (line 11) generate the same page "get-post", ' +
          'so only one would be published; give one of them another id (operationId, or schema title, or tag name)',
        rule: 'page-id-unique',
      },
    ]);
  });

  it('finds schema pages that clash only when schemas are shown', async () => {
    const file = write(
      'schemas.yaml',
      `${validDocument}components:\n  schemas:\n    PostBody: {type: object}\n    postbody: {type: object}\n`,
    );
    expect((await findOpenApiProblems(file)).map((problem) => problem.rule)).toEqual([
      'page-id-unique',
    ]);
    expect(await findOpenApiProblems(file, {showSchemas: false})).toEqual([]);
  });
});

describe('assertValidOpenApiFiles', () => {
  it('throws an error naming the file, the place and the problem', async () => {
    write(
      'bad.yaml',
      validDocument.replace('info: {title: Test, version: 1.0.0}', 'info: {title: Test}'),
    );
    const error = await assertValidOpenApiFiles(dir, ['valid.yaml', 'bad.yaml']).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(OpenApiValidationError);
    const message = (error as Error).message;
    expect(message).toContain('[openapi-reference] bad.yaml is not a valid OpenAPI 3 file');
    expect(message).toMatch(/bad\.yaml:2:\d+ at info: .*version.* \(struct\)/);
  });

  it('passes when every file is valid', async () => {
    await expect(assertValidOpenApiFiles(dir, ['valid.yaml'])).resolves.toBeUndefined();
  });
});
