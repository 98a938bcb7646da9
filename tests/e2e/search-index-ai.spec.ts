/**
 * Ask mode with an answer service: a small OpenAI-compatible streaming server on 127.0.0.1.
 *
 * The build under test has no AI_ANSWER_ENDPOINT (one build serves every browser test), so the
 * test points the widget at the server through the documented runtime override,
 * `window.askAiSearchConfig`, set before any page script runs. The widget then takes exactly the
 * code path that a build with AI_ANSWER_ENDPOINT and AI_ANSWER_MODEL takes.
 */
import type {IncomingHttpHeaders, Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {expect, test, type Page} from '@playwright/test';
import {startCorsJsonEndpoint, stopCorsJsonEndpoint} from './cors-endpoint';
import {waitForHydration} from './helpers';

interface ReceivedRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: {model: string; stream: boolean; messages: Array<{role: string; content: string}>};
}

let server: Server;
let base = '';
const received: ReceivedRequest[] = [];
const answerParts = [
  'Populate a dynamic zone ',
  'with the `on` fragment, ',
  'one entry per component [1].',
];

test.beforeAll(async () => {
  // The page (127.0.0.1:<site port>) calls another origin: the endpoint answers the preflight.
  server = await startCorsJsonEndpoint(0, (request, body, response) => {
    received.push({
      path: request.url ?? '',
      headers: request.headers,
      body: body as ReceivedRequest['body'],
    });
    if (request.url !== '/ok/v1/chat/completions') {
      response
        .writeHead(500, {'Content-Type': 'application/json'})
        .end('{"error":{"message":"upstream failure"}}');
      return;
    }
    response.writeHead(200, {'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache'});
    let index = 0;
    const timer = setInterval(() => {
      if (index < answerParts.length) {
        response.write(
          `data: ${JSON.stringify({choices: [{delta: {content: answerParts[index]}}]})}\n\n`,
        );
        index += 1;
      } else {
        clearInterval(timer);
        response.end('data: [DONE]\n\n');
      }
    }, 300);
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => stopCorsJsonEndpoint(server));

async function ask(page: Page, endpointPath: string, question: string) {
  await page.addInitScript((endpoint) => {
    (window as {askAiSearchConfig?: object}).askAiSearchConfig = {
      answerEndpoint: endpoint,
      answerModel: 'test-model',
    };
  }, `${base}${endpointPath}`);
  await page.goto('/dev-docs/intro');
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', {name: 'Ask AI', exact: true}).click();
  const input = dialog.getByRole('textbox', {name: 'Your question'});
  await input.fill(question);
  await input.press('Enter');
  return dialog;
}

test('streams a generated answer with citations of the passages it was given, and sends no secret', async ({
  page,
}) => {
  const dialog = await ask(page, '/ok/v1/chat/completions', 'How do I populate a dynamic zone?');
  const answer = dialog.getByRole('region', {name: 'Answer'});
  await expect(answer).toContainText('Answer written by a language model');
  await expect(dialog).toContainText(
    'Answers are AI-generated and may be inaccurate. Check the cited pages.',
  );
  // Streaming: the first part is shown while the rest is still coming.
  await expect(answer).toContainText('Populate a dynamic zone');
  await expect(answer).toHaveAttribute('aria-busy', 'true');
  await expect(answer).toContainText('one entry per component');
  await expect(answer).toHaveAttribute('aria-busy', 'false');
  await expect(answer.locator('code')).toHaveText('on');

  const request = received.find((entry) => entry.path === '/ok/v1/chat/completions')!;
  expect(request.body).toMatchObject({model: 'test-model', stream: true});
  expect(request.headers.authorization).toBeUndefined();
  expect(request.headers.cookie).toBeUndefined();
  const prompt = request.body.messages.map((message) => message.content).join('\n');
  expect(prompt).toContain('How do I populate a dynamic zone?');
  const firstPassage = /\[1\] [^\n]*\((\/[^)\s]+)\)/.exec(prompt)![1]!;

  const citation = answer.getByRole('link', {name: /^Source 1:/});
  await expect(citation).toHaveText('[1]');
  await expect(citation).toHaveAttribute('href', firstPassage);
  await expect(answer.getByRole('heading', {name: 'Sources'})).toBeVisible();
  await expect(answer.getByRole('listitem').first().getByRole('link')).toHaveAttribute(
    'href',
    firstPassage,
  );
  await expect(dialog).toContainText(
    'Answers are AI-generated and may be inaccurate. Check the cited pages.',
  );
});

test('falls back to the offline answer, with a notice, when the service fails', async ({page}) => {
  const dialog = await ask(
    page,
    '/broken/v1/chat/completions',
    'Is MySQL 5 supported by Strapi 5?',
  );
  const answer = dialog.getByRole('region', {name: 'Answer'});
  await expect(answer.getByRole('alert')).toContainText(
    'The AI answer service is unavailable (the service answered HTTP 500)',
  );
  await expect(answer).toContainText('Answer assembled from the documentation');
  await expect(answer.getByRole('link', {name: /^Source 1:/})).toHaveAttribute(
    'href',
    /mysql5-unsupported/,
  );
  // The answer shown is the offline one: its note says so, not the AI disclaimer.
  await expect(dialog).toContainText(
    'These answers quote sentences of the documentation; no language model writes them.',
  );
});
