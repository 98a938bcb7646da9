/**
 * The feedback widget (src/components/Feedback) at the end of every doc page.
 *
 * The build under test has no FEEDBACK_ENDPOINT (one build serves every browser test): the first
 * tests check that then nothing is sent anywhere. For the endpoint path, the tests point the widget
 * at a small server on 127.0.0.1 through the documented runtime override,
 * `window.feedbackConfig`, set before any page script runs, as the Ask AI tests do
 * (search-index-ai.spec.ts): the widget then takes exactly the code path a build with
 * FEEDBACK_ENDPOINT takes. The server records each JSON body; a path under /fail answers 500, and
 * a port nobody listens on stands for an endpoint that is down.
 */
import type {Server} from 'node:http';
import {expect, test, type Page} from '@playwright/test';
import {startCorsJsonEndpoint, stopCorsJsonEndpoint} from './cors-endpoint';
import {blockingAxeViolations, waitForHydration} from './helpers';

/** Ports of this test's endpoint (the range given to the feedback work: 3231–3239). */
const endpointPort = Number(process.env.FEEDBACK_TEST_PORT ?? 3231);
const downPort = endpointPort + 1;
const base = `http://127.0.0.1:${endpointPort}`;

interface Received {
  path: string;
  origin: string | undefined;
  body: Record<string, unknown>;
}

let server: Server;
const received: Received[] = [];

test.beforeAll(async () => {
  server = await startCorsJsonEndpoint(endpointPort, (request, body, response) => {
    received.push({
      path: request.url ?? '',
      origin: request.headers.origin,
      body: body as Record<string, unknown>,
    });
    response.writeHead(request.url?.startsWith('/fail') ? 500 : 204).end();
  });
});

test.afterAll(async () => stopCorsJsonEndpoint(server));

const docPath = '/dev-docs/api/rest/sort-pagination';

async function openDoc(page: Page, endpoint?: string) {
  if (endpoint)
    await page.addInitScript((url) => {
      (window as {feedbackConfig?: object}).feedbackConfig = {endpoint: url};
    }, endpoint);
  await page.goto(docPath);
  await waitForHydration(page);
  const widget = page.getByRole('region', {name: 'Page feedback'});
  await widget.scrollIntoViewIfNeeded();
  return widget;
}

function bodiesAt(path: string) {
  return received.filter((entry) => entry.path === path).map((entry) => entry.body);
}

test('without an endpoint, a vote and a comment send nothing, and the issue link carries them', async ({
  page,
  baseURL,
}) => {
  const receivedBefore = received.length;
  const outgoing: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL!)) outgoing.push(`${request.method()} ${request.url()}`);
  });
  const widget = await openDoc(page);
  await expect(widget).toContainText('Was this page helpful?');
  const sameOriginPosts: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') sameOriginPosts.push(request.url());
  });
  await widget.getByRole('button', {name: 'No'}).click();
  await expect(widget.getByRole('button', {name: 'No'})).toHaveAttribute('aria-pressed', 'true');
  const comment = widget.getByRole('textbox', {name: /What was wrong or missing/});
  await comment.fill('The example response lacks the meta object.');
  // No send button without an endpoint: the GitHub issue is the way.
  await expect(widget.getByRole('button', {name: 'Send'})).toHaveCount(0);
  const issue = widget.getByRole('link', {name: 'Open a GitHub issue'});
  const href = new URL((await issue.getAttribute('href'))!);
  expect(href.origin + href.pathname).toBe('https://github.com/strapi/documentation/issues/new');
  const body = href.searchParams.get('body')!;
  expect(body).toContain(`Page: http`);
  expect(body).toContain(docPath);
  expect(body).toContain('Helpful: no');
  expect(body).toContain('The example response lacks the meta object.');
  expect(body).toMatch(/Built from commit [0-9a-f]{40}/);
  await page.waitForTimeout(500);
  expect(sameOriginPosts).toEqual([]);
  expect(outgoing).toEqual([]);
  expect(received).toHaveLength(receivedBefore);
});

test('with an endpoint, the vote and the comment are POSTed as JSON', async ({page}) => {
  const widget = await openDoc(page, `${base}/ok`);
  await widget.getByRole('button', {name: 'Yes'}).click();
  await expect.poll(() => bodiesAt('/ok').length).toBe(1);
  const [vote] = bodiesAt('/ok');
  expect(vote).toEqual({
    kind: 'vote',
    url: expect.stringMatching(new RegExp(`^https?://[^/]+${docPath}$`)),
    path: docPath,
    section: null,
    helpful: true,
    comment: null,
    passage: null,
    commit: expect.stringMatching(/^[0-9a-f]{40}$/),
  });
  const comment = widget.getByRole('textbox', {name: /Anything we could still improve/});
  await comment.fill('  Clear, thanks.  ');
  await widget.getByRole('button', {name: 'Send'}).click();
  await expect(widget.getByRole('status')).toHaveText('Thank you, your feedback was sent.');
  expect(bodiesAt('/ok')[1]).toMatchObject({
    kind: 'comment',
    helpful: true,
    comment: 'Clear, thanks.',
  });
  expect(received.find((entry) => entry.path === '/ok')!.origin).toMatch(/^http:\/\/127\.0\.0\.1:/);
});

test('a failed send says so and keeps the text, shown as text; retry and the issue link still work', async ({
  page,
}) => {
  const hostile = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script> & more';
  const widget = await openDoc(page, `${base}/fail`);
  await widget.getByRole('button', {name: 'No'}).click();
  await expect(widget.getByRole('alert')).toContainText('could not be sent');
  const comment = widget.getByRole('textbox', {name: /What was wrong or missing/});
  await comment.fill(hostile);
  await widget.getByRole('button', {name: 'Send'}).click();
  await expect(widget.getByRole('alert')).toContainText(
    'Your feedback could not be sent. Your text is kept',
  );
  await expect(comment).toHaveValue(hostile);
  // The server got the text as it was typed, and the page made no element of it.
  expect(bodiesAt('/fail').at(-1)).toMatchObject({kind: 'comment', comment: hostile.trim()});
  await expect(widget.locator('img, script')).toHaveCount(0);
  expect(await page.evaluate(() => (window as {__pwned?: number}).__pwned)).toBeUndefined();
  // The issue link encodes it: no raw angle bracket or quote in the address.
  const href = (await widget
    .getByRole('link', {name: 'Open a GitHub issue'})
    .getAttribute('href'))!;
  expect(href).not.toMatch(/[<>"]/);
  expect(href).toContain('%3Cimg+src%3Dx+onerror%3D%22window.__pwned%3D1%22%3E');
  expect(new URL(href).searchParams.get('body')).toContain(hostile);
  // Retry: the button says so, and another attempt is made.
  const before = bodiesAt('/fail').length;
  await widget.getByRole('button', {name: 'Try again'}).click();
  await expect.poll(() => bodiesAt('/fail').length).toBe(before + 1);
  await expect(comment).toHaveValue(hostile);
});

test('an endpoint that is down: the reader is told and the text is kept', async ({page}) => {
  const widget = await openDoc(page, `http://127.0.0.1:${downPort}/collect`);
  await widget.getByRole('button', {name: 'Yes'}).click();
  await expect(widget.getByRole('alert')).toContainText('could not be sent');
  const comment = widget.getByRole('textbox', {name: /Anything we could still improve/});
  await comment.fill('Nothing reached you.');
  await widget.getByRole('button', {name: 'Send'}).click();
  await expect(widget.getByRole('alert')).toContainText('Your text is kept');
  await expect(comment).toHaveValue('Nothing reached you.');
});

test('selecting text offers a passage report, sent with its section and passage', async ({
  page,
}) => {
  await openDoc(page, `${base}/passage`);
  // Select the first paragraph under the first section heading, as a reader drags over it.
  const section = await page.evaluate(() => {
    const heading = document.querySelector('.theme-doc-markdown h2[id]')!;
    let paragraph = heading.nextElementSibling;
    while (paragraph && paragraph.tagName !== 'P') paragraph = paragraph.nextElementSibling;
    paragraph!.scrollIntoView({block: 'center'});
    const range = document.createRange();
    range.selectNodeContents(paragraph!);
    const selection = window.getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
    document.dispatchEvent(new MouseEvent('mouseup', {bubbles: true}));
    return {id: heading.id, text: paragraph!.textContent!.replace(/\s+/g, ' ').trim()};
  });
  const button = page.getByRole('button', {name: 'Report a problem with this passage'});
  await expect(button).toBeVisible();
  await button.click();
  const dialog = page.getByRole('dialog', {name: 'Report a problem with this passage'});
  await expect(dialog.locator('blockquote')).toContainText(section.text.slice(0, 40));
  await dialog.getByRole('textbox', {name: /What is wrong with it/}).fill('Outdated default.');
  const issue = new URL(
    (await dialog.getByRole('link', {name: 'Open a GitHub issue'}).getAttribute('href'))!,
  );
  expect(issue.searchParams.get('body')).toContain(`${docPath}#${section.id}`);
  await dialog.getByRole('button', {name: 'Send'}).click();
  await expect(dialog.getByRole('status')).toHaveText('Thank you, your feedback was sent.');
  expect(bodiesAt('/passage').at(-1)).toMatchObject({
    kind: 'passage',
    path: docPath,
    section: section.id,
    helpful: null,
    comment: 'Outdated default.',
    passage: section.text.slice(0, 500),
  });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Clearing the selection removes the offer.
  await page.evaluate(() => window.getSelection()!.removeAllRanges());
  await expect(button).toBeHidden();
});

test('a page allows five sends a day from one browser, then offers the GitHub issue', async ({
  page,
}) => {
  const widget = await openDoc(page, `${base}/limit`);
  const comment = widget.getByRole('textbox', {name: /Anything we could still improve/});
  // Sends 1 and 2: a vote and its comment; 3 and 4 the same after a reload; 5 a vote.
  for (const round of [1, 2]) {
    await widget.getByRole('button', {name: 'Yes'}).click();
    await comment.fill(`Comment ${round}`);
    await widget.getByRole('button', {name: 'Send'}).click();
    await expect(widget.getByRole('status')).toBeVisible();
    await page.reload();
    await waitForHydration(page);
  }
  await widget.getByRole('button', {name: 'Yes'}).click();
  await expect.poll(() => bodiesAt('/limit').length).toBe(5);
  // The sixth is not sent: the reader is told, and the issue link remains.
  await comment.fill('One more');
  await widget.getByRole('button', {name: 'Send'}).click();
  await expect(widget.getByRole('alert')).toContainText('several messages about this page today');
  await expect(comment).toHaveValue('One more');
  await expect(widget.getByRole('button', {name: 'Send'})).toBeDisabled();
  await expect(widget.getByRole('link', {name: 'Open a GitHub issue'})).toBeVisible();
  expect(bodiesAt('/limit')).toHaveLength(5);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the widget's comment, error and passage states have no serious axe violation (${theme})`, async ({
    browser,
  }) => {
    // AxeBuilder needs a page from an explicit context.
    const context = await browser.newContext();
    await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
    const page = await context.newPage();
    const widget = await openDoc(page, `${base}/fail`);
    await widget.getByRole('button', {name: 'No'}).click();
    await widget.getByRole('textbox', {name: /What was wrong or missing/}).fill('Too short.');
    await widget.getByRole('button', {name: 'Send'}).click();
    await expect(widget.getByRole('alert')).toBeVisible();
    expect(await blockingAxeViolations(page, 'section[aria-label="Page feedback"]')).toEqual([]);
    await page.evaluate(() => {
      const paragraph = document.querySelector('.theme-doc-markdown p')!;
      paragraph.scrollIntoView({block: 'center'});
      const range = document.createRange();
      range.selectNodeContents(paragraph);
      window.getSelection()!.removeAllRanges();
      window.getSelection()!.addRange(range);
      document.dispatchEvent(new MouseEvent('mouseup', {bubbles: true}));
    });
    await page.getByRole('button', {name: 'Report a problem with this passage'}).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await blockingAxeViolations(page, 'dialog')).toEqual([]);
    await context.close();
  });
}
