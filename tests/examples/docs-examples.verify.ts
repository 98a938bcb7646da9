/**
 * Verifies every example of the docs against the running example project: each `<ApiCall>`
 * request is sent (REST, GraphQL, Document Service) and the real answer is compared with the
 * response the page shows. Run with `npm run test:examples`, which starts and stops the project.
 * A failure names the page, the line and the example title, and vitest prints the diff.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {afterAll, describe, expect, test} from 'vitest';
import {extractExamples, type Example} from './lib/extract';
import {normalizeResponse} from './lib/normalize';
import {
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
const target: Target = {
  baseUrl: `http://127.0.0.1:${port}`,
  evalToken: readFileSync(evalTokenFile, 'utf8'),
};

function* pages(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* pages(full);
    else if (/\.mdx?$/.test(entry.name)) yield full;
  }
}

const examples: Example[] = [...pages(path.join(root, 'docs'))].flatMap((file) => {
  const source = readFileSync(file, 'utf8');
  return source.includes('<ApiCall') ? extractExamples(source, path.relative(root, file)) : [];
});

/** Why an example is not sent, or undefined when it is. */
function notRunReason(example: Example): string | undefined {
  if (example.knownIssue) return `known Strapi 5.0.0 issue: ${example.knownIssue}`;
  if (!example.response) return 'shows no response';
  if (example.kind === 'rest' && example.request && example.request.method !== 'GET') {
    return `changes data (${example.request.method}): not sent, the seeded dataset is shared by all examples`;
  }
  if (example.kind === 'document-service' && !documentServiceExpression(example.documentServiceCode ?? '')) {
    return 'the Document Service code is not a single `await strapi.documents(…)` expression';
  }
  return undefined;
}

const notRun: string[] = [];
const verified: Record<Example['kind'], number> = {rest: 0, graphql: 0, 'document-service': 0};

async function answerOf(example: Example): Promise<Answer> {
  if (example.kind === 'graphql') return sendGraphql(target, example.graphql!);
  if (example.kind === 'document-service') return sendDocumentService(target, documentServiceExpression(example.documentServiceCode!)!);
  return sendRest(target, example.request!);
}

describe.each(['rest', 'graphql', 'document-service'] as const)('%s examples', (kind) => {
  const ofKind = examples.filter((example) => example.kind === kind);
  for (const example of ofKind) {
    const label = exampleLabel(example);
    const reason = example.problem ? undefined : notRunReason(example);
    if (reason) {
      notRun.push(`${label} — ${reason}`);
      test.skip(`${label} (${reason})`, () => {});
      continue;
    }
    test(label, async () => {
      expect(example.problem, `${label}: the example cannot be read`).toBeUndefined();
      if (example.qsCode && example.request) {
        const built = parsedPath(await pathBuiltByQsCode(example.qsCode));
        expect(built, `${label}: the qs code builds another request than the one shown`).toEqual(parsedPath(example.request.path));
      }
      const answer = await answerOf(example);
      const documented = example.response!;
      const actual = normalizeResponse(documented.body, answer.body, {excerpt: documented.excerpt});
      expect({status: answer.status, body: actual}, `${label}: the real response differs from the page ("${documented.title}")`).toEqual({
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
    `[examples] not run (${notRun.length}):`,
    ...notRun.map((line) => `  - ${line}`),
  ];
  console.log(lines.join('\n'));
});
