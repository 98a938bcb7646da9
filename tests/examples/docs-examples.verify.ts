/**
 * Verifies every example of the docs against the running example project: each `<ApiCall>`
 * request is sent (REST, GraphQL, Document Service) and the real answer is compared with the
 * response the page shows. Run with `npm run test:examples`, which starts and stops the project.
 * A failure names the page, the line and the example title, and vitest prints the diff.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {afterAll, describe, expect, test} from 'vitest';
import {markdownFiles} from '../../scripts/lib/docs-tree.mjs';
import {extractExamples, type Example} from './lib/extract';
import {toJsLiteral} from './lib/js-literal';
import {normalizeResponse} from './lib/normalize';
import {
  changesData,
  database,
  documentServiceExpression,
  exampleLabel,
  parsedPath,
  pathBuiltByQsCode,
  sendDocumentService,
  sendGraphql,
  sendRest,
  type Answer,
  type Target,
} from './lib/send';

const root = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.EXAMPLE_PROJECT_PORT ?? 1337);
const evalTokenFile = path.join(root, 'example-project', '.tmp', `eval-token-${port}`);
const seedData = createRequire(import.meta.url)('../../example-project/scripts/seed-data.js') as {
  apiToken: {accessKey: string};
};
const target: Target = {
  baseUrl: `http://127.0.0.1:${port}`,
  evalToken: readFileSync(evalTokenFile, 'utf8'),
  apiToken: seedData.apiToken.accessKey,
};

const examples: Example[] = [...markdownFiles(path.join(root, 'docs'))].flatMap((file) => {
  const source = readFileSync(file, 'utf8');
  return source.includes('<ApiCall') ? extractExamples(source, path.relative(root, file)) : [];
});

/** Why an example is not sent, or undefined when it is. */
function notRunReason(example: Example): string | undefined {
  if (example.knownIssue) return `known Strapi 5.0.0 issue: ${example.knownIssue}`;
  if (!example.response) return 'shows no response';
  if (
    example.kind === 'document-service' &&
    !documentServiceExpression(example.documentServiceCode ?? '')
  ) {
    return 'the Document Service code is not a single `await strapi.documents(…)` expression';
  }
  return undefined;
}

const notRun: string[] = [];
/** Examples that show a known 5.0.0 bug: sent, and checked to still fail as the page says. */
const knownIssues: string[] = [];

/**
 * EXAMPLES_WRITE=1: a maintenance aid for bringing pages in line with the real project. It
 * writes the real response (trimmed to what an excerpt shows) into the page's json block. Review every change with `git diff`: the prose around
 * an example may need the same correction. Never set in `npm test`.
 */
function writeResponse(example: Example, actual: unknown): void {
  const file = path.join(root, example.page);
  const source = readFileSync(file, 'utf8');
  // Earlier writes may have moved the block: find it again in the page as it is now.
  const current = extractExamples(source, example.page).find(
    (other) => other.title === example.title && other.response,
  );
  if (!current) return;
  const lines = source.split('\n');
  const {start, end} = current.response!.lines;
  const indent = /^\s*/.exec(lines[start - 1]!)![0];
  // A JS result keeps its look (see js-literal.ts), but its comments (`// …`) are lost: put them back.
  const json = (
    current.response!.format === 'js' ? toJsLiteral(actual) : JSON.stringify(actual, null, 2)
  )
    .split('\n')
    .map((line) => indent + line);
  lines.splice(start, end - start - 1, ...json);
  writeFileSync(file, lines.join('\n'));
}

const verified: Record<Example['kind'], number> = {rest: 0, graphql: 0, 'document-service': 0};

/**
 * Examples that write (REST POST/PUT/DELETE, Document Service create/update/publish…) each
 * start from the seeded data: the database is restored from the snapshot that
 * `scripts/example-project.mjs start` takes, before the first example that follows a write
 * and at the end.
 */
let dataChanged = false;
afterAll(async () => {
  if (dataChanged) await database(target, 'restore');
});

async function answerOf(example: Example): Promise<Answer> {
  if (dataChanged) {
    await database(target, 'restore');
    dataChanged = false;
  }
  if (changesData(example)) dataChanged = true;
  if (example.kind === 'graphql') return sendGraphql(target, example.graphql!);
  if (example.kind === 'document-service')
    return sendDocumentService(target, documentServiceExpression(example.documentServiceCode!)!);
  return sendRest(target, example.request!);
}

describe.each(['rest', 'graphql', 'document-service'] as const)('%s examples', (kind) => {
  const ofKind = examples.filter((example) => example.kind === kind);
  for (const example of ofKind) {
    const label = exampleLabel(example);
    if (example.knownIssue && !example.problem) {
      // Sent all the same: the test fails once 5.0.x answers it, so the page gets verified then.
      knownIssues.push(`${label} — ${example.knownIssue}`);
      test(`${label} still shows its known 5.0.0 issue`, async () => {
        const answer = await answerOf(example);
        expect(
          answer.status,
          `${label} is declared as a known Strapi 5.0.0 issue (${example.knownIssue}) but answered ` +
            `${answer.status}: remove knownIssue from the page so the example is verified`,
        ).toBeGreaterThanOrEqual(400);
      });
      continue;
    }
    const reason = example.problem ? undefined : notRunReason(example);
    if (reason) {
      // Nothing to compare (no response shown, or code the harness cannot run): listed, not a test.
      notRun.push(`${label} — ${reason}`);
      continue;
    }
    test(label, async () => {
      expect(example.problem, `${label}: the example cannot be read`).toBeUndefined();
      if (example.qsCode && example.request) {
        const built = parsedPath(await pathBuiltByQsCode(example.qsCode));
        expect(built, `${label}: the qs code builds another request than the one shown`).toEqual(
          parsedPath(example.request.path),
        );
      }
      const answer = await answerOf(example);
      const documented = example.response!;
      const actual = normalizeResponse(documented.body, answer.body, {excerpt: documented.excerpt});
      const differs = JSON.stringify(actual) !== JSON.stringify(documented.body);
      if (process.env.EXAMPLES_WRITE === '1' && answer.status === documented.status && differs) {
        writeResponse(
          example,
          normalizeResponse(documented.body, answer.body, {
            excerpt: documented.excerpt,
            keepReal: true,
          }),
        );
      }
      expect(
        {status: answer.status, body: actual},
        `${label}: the real response differs from the page ("${documented.title}")`,
      ).toEqual({
        status: documented.status,
        body: documented.body,
      });
      verified[kind] += 1;
    });
  }
});

afterAll(() => {
  const lines = [
    `[examples] verified against the example project: REST ${verified.rest}, Document Service ${verified['document-service']}, GraphQL ${verified.graphql}`,
    `[examples] known 5.0.0 issues, sent and still failing as their page says (${knownIssues.length}):`,
    ...knownIssues.map((line) => `  - ${line}`),
    `[examples] not run (${notRun.length}):`,
    ...notRun.map((line) => `  - ${line}`),
  ];
  console.log(lines.join('\n'));
});
