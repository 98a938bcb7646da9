/**
 * Validation of the OpenAPI files behind /openapi/, with Redocly's linter: the OpenAPI 3 schema
 * (`struct`) plus the rules that catch what the schema cannot (unresolved `$ref`s, undeclared path
 * parameters, examples that do not match their schema, unknown server variables…). A file that
 * breaks one of them must fail the build with its path, the place in the file and the problem.
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {
  createConfig,
  getLineColLocation,
  lint,
  parseYaml,
  Source,
  YamlParseError,
} from '@redocly/openapi-core';
import {generatedPages, pageIdClashes} from './pageIds';

/** Redocly rules every OpenAPI file must pass; all are errors. */
const openApiRules = {
  struct: 'error',
  'no-unresolved-refs': 'error',
  'path-parameters-defined': 'error',
  'path-declaration-must-exist': 'error',
  'no-identical-paths': 'error',
  'operation-operationId-unique': 'error',
  'operation-parameters-unique': 'error',
  'operation-2xx-response': 'error',
  'no-invalid-media-type-examples': 'error',
  'no-invalid-parameter-examples': 'error',
  'no-invalid-schema-examples': 'error',
  'no-example-value-and-externalValue': 'error',
  'no-server-variables-empty-enum': 'error',
  'no-undefined-server-variable': 'error',
  'security-defined': 'off',
} as const;

export interface OpenApiProblem {
  /** 1-based line and column of the problem, when known. */
  line?: number;
  column?: number;
  /** JSON pointer to the faulty node, when known. */
  pointer?: string;
  message: string;
  /** Redocly rule that found the problem, or `yaml` for a file that cannot be parsed. */
  rule: string;
}

/** A failed validation: the message names the file, each problem and its place. */
export class OpenApiValidationError extends Error {
  declare readonly file: string;
  declare readonly problems: OpenApiProblem[];

  constructor(file: string, problems: OpenApiProblem[]) {
    super(formatOpenApiProblems(file, problems));
    this.name = 'OpenApiValidationError';
    // Not enumerable: the message already says it all when Docusaurus prints the error.
    Object.defineProperties(this, {file: {value: file}, problems: {value: problems}});
  }
}

/** Human-readable report of the problems of one file, one line per problem. */
function formatOpenApiProblems(file: string, problems: OpenApiProblem[]): string {
  const lines = problems.map((problem) => {
    const place =
      problem.line === undefined ? file : `${file}:${problem.line}:${problem.column ?? 1}`;
    const pointer = problem.pointer ? ` at ${decodePointer(problem.pointer)}` : '';
    return `  - ${place}${pointer}: ${problem.message} (${problem.rule})`;
  });
  return [
    `[openapi-reference] ${file} is not a valid OpenAPI 3 file (${problems.length} problem${problems.length === 1 ? '' : 's'}):`,
    ...lines,
    'Fix the file, then build again.',
  ].join('\n');
}

function decodePointer(pointer: string): string {
  return pointer
    .replace(/^#\/?/, '')
    .split('/')
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .join(' › ');
}

/**
 * Pages of the file that the generator would write under one id (one replaces the other): one
 * problem per clash, at the first page's line, naming every page and its line.
 */
function findPageIdClashes(
  file: string,
  body: string,
  document: unknown,
  showSchemas: boolean,
): OpenApiProblem[] {
  const source = new Source(file, body);
  const lineOf = (pointer: string) =>
    getLineColLocation({source, pointer, reportOnKey: false}).start;
  return pageIdClashes(generatedPages(document, showSchemas)).map((pages) => {
    const first = lineOf(pages[0]!.pointer);
    const named = pages.map((page) => `${page.from} (line ${lineOf(page.pointer).line})`);
    return {
      line: first.line,
      column: first.col,
      message:
        `${named.join(' and ')} generate the same page "${pages[0]!.id}", so only one would be published; ` +
        'give one of them another id (operationId, or schema title, or tag name)',
      rule: 'page-id-unique',
    };
  });
}

/** Problems of one OpenAPI file; empty when the file is valid. */
export async function findOpenApiProblems(
  file: string,
  {showSchemas = true}: {showSchemas?: boolean} = {},
): Promise<OpenApiProblem[]> {
  const config = await createConfig({extends: [], rules: openApiRules});
  let problems;
  try {
    problems = await lint({ref: file, config});
  } catch (error) {
    if (error instanceof YamlParseError) {
      const reason =
        (error.originalError as Error & {reason?: string}).reason ?? error.originalError.message;
      return [
        {line: error.line, column: error.col, message: `invalid YAML: ${reason}`, rule: 'yaml'},
      ];
    }
    // Unreadable file, or a document that is not an API description at all.
    return [{message: (error as Error).message, rule: 'openapi'}];
  }
  const found: OpenApiProblem[] = problems
    .filter((problem) => problem.severity === 'error')
    .map((problem) => {
      const location = problem.location[0];
      const position = location ? getLineColLocation(location).start : undefined;
      return {
        line: position?.line,
        column: position?.col,
        pointer: location?.pointer,
        message: problem.message,
        rule: problem.ruleId,
      };
    });
  if (found.length > 0) return found;
  const body = await readFile(file, 'utf8');
  const document = parseYaml(body);
  // Redocly also accepts Swagger 2 and AsyncAPI documents; the reference renders OpenAPI 3 only.
  if (!isOpenApi3(document)) {
    return [
      {
        message: 'the `openapi` field must give an OpenAPI 3 version, for example `openapi: 3.0.3`',
        rule: 'openapi',
      },
    ];
  }
  return findPageIdClashes(file, body, document, showSchemas);
}

function isOpenApi3(document: unknown): boolean {
  return (
    typeof document === 'object' &&
    document !== null &&
    /^3\./.test(String((document as {openapi?: unknown}).openapi))
  );
}

/**
 * Validates every file and throws an {@link OpenApiValidationError} for the first invalid one.
 * `files` are relative to `siteDir`, and the error names them that way.
 */
export async function assertValidOpenApiFiles(
  siteDir: string,
  files: readonly (string | {specPath: string; showSchemas?: boolean})[],
): Promise<void> {
  for (const entry of files) {
    const {specPath: file, showSchemas} = typeof entry === 'string' ? {specPath: entry} : entry;
    const problems = await findOpenApiProblems(path.resolve(siteDir, file), {showSchemas});
    if (problems.length > 0) throw new OpenApiValidationError(file, problems);
  }
}
