/**
 * LLM-ready outputs (plugins/llms-txt): llms.txt, llms-full.txt, a `.md` route per doc page with
 * plain Markdown, and the Copy page / View as Markdown controls.
 */
import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from './helpers';
import {sourceDocs} from './built-content';

const docPage = '/dev-docs/api/rest/sort-pagination';

/** Site-relative path of an absolute URL of the deployed site. */
function localPath(url: string): string {
  return new URL(url).pathname;
}

function proseLines(markdown: string): string[] {
  const lines: string[] = [];
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const marker = /^(?:>\s*)*\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = null;
      continue;
    }
    if (marker) {
      fence = marker;
      continue;
    }
    lines.push(line);
  }
  return lines;
}

test('llms.txt: title, summary, then every page under the name of its docs instance, with its .md link and description', async ({
  page,
}) => {
  const response = await page.request.get('/llms.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toMatch(/^# Strapi 5 Documentation\n\n> .+\n/);
  for (const instanceLabel of ['Cloud Documentation', 'Developer Docs', 'User Guide'])
    expect(text).toContain(`\n## ${instanceLabel}\n`);

  const links = [...text.matchAll(/^- \[(.+)\]\((\S+\.md)\)(?:: (.+))?$/gm)];
  const expected = (await sourceDocs()).filter((doc) => doc.instance !== 'snippets');
  expect(new Set(links.map((link) => localPath(link[2]!)))).toEqual(
    new Set(expected.map((doc) => `${doc.route}.md`)),
  );
  expect(links.filter((link) => !link[3])).toEqual([]);
  const intro = links.find((link) => localPath(link[2]!) === '/dev-docs/intro.md')!;
  expect((await page.request.get(localPath(intro[2]!))).status()).toBe(200);
});

test('llms-full.txt holds every listed page in the order of llms.txt', async ({page}) => {
  const index = await (await page.request.get('/llms.txt')).text();
  const full = await (await page.request.get('/llms-full.txt')).text();
  const sources = [...full.matchAll(/^Source: (\S+)$/gm)].map((match) => localPath(match[1]!));
  const listed = [...index.matchAll(/^- \[.+\]\((\S+)\.md\)/gm)].map((match) =>
    localPath(match[1]!),
  );
  expect(sources).toEqual(listed);
  expect(full).toContain('## Sorting');
});

test('every doc page is served as plain Markdown at its route plus .md', async ({page}) => {
  const docs = await sourceDocs();
  for (const doc of docs) {
    const response = await page.request.get(`${doc.route}.md`);
    expect(response.status(), `${doc.route}.md`).toBe(200);
    const markdown = await response.text();
    expect(markdown, doc.route).toMatch(/^---\ntitle: .+\ndescription: .+\n---\n\n# .+\n/);
    // Inline code may name a component (`<ApiCall>`) on purpose: only the text outside it counts.
    const prose = proseLines(markdown)
      .join('\n')
      .replace(/`[^`\n]*`/g, '``');
    // Front matter reduced, no MDX left, links absolute.
    expect(markdown.split('---\n')[1]!.trim().split('\n'), doc.route).toHaveLength(2);
    expect(prose, doc.route).not.toMatch(/^(import|export) /m);
    expect(prose, doc.route).not.toMatch(/^\s*:::/m);
    expect(prose, doc.route).not.toMatch(
      /<\/?(Tabs|TabItem|ApiCall|Request|Response|SideBySide\w*|CustomDocCard\w*)\b/,
    );
    expect(prose, doc.route).not.toMatch(/\]\((?!https?:|mailto:|<)[^)]*\)/);
    expect(prose, doc.route).not.toMatch(/\{#[\w-]+\}\s*$/m);
  }
});

test('snippets are inlined, admonitions and tabs become plain Markdown', async ({page}) => {
  const markdown = await (await page.request.get(`${docPage}.md`)).text();
  // The page imports the qs-intro snippet inside a tip.
  expect(markdown).toContain('> **Tip**');
  expect(markdown).toMatch(/> Strapi reads every REST API query string with \[the `qs` library\]/);
  expect(markdown).toContain('<summary>JavaScript query (built with the qs library)</summary>');
});

async function openDoc(page: Page): Promise<void> {
  await page.goto(docPage);
  await waitForHydration(page);
}

test.describe('page controls', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  test('Copy page puts the page Markdown in the clipboard and says so', async ({page}) => {
    await openDoc(page);
    // The button's label changes with its state, so find it by its place.
    const button = page.locator('[data-page-actions]').getByRole('button');
    await expect(button).toHaveText('Copy page');
    await button.click();
    await expect(button).toHaveText('Copied');
    await expect(page.locator('[data-page-actions]').getByRole('status')).toHaveText(
      'The page was copied to the clipboard as Markdown.',
    );
    const expected = await (await page.request.get(`${docPage}.md`)).text();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    await expect(button).toHaveText('Copy page', {timeout: 5000});
  });

  test('works from the keyboard', async ({page}) => {
    await openDoc(page);
    await page.evaluate(() => navigator.clipboard.writeText(''));
    // The button's label changes with its state, so find it by its place.
    const button = page.locator('[data-page-actions]').getByRole('button');
    await expect(button).toHaveText('Copy page');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveText('Copied');
    await expect(button).toBeFocused();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /^---\ntitle: Sort and pagination\n/,
    );
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', {name: 'View as Markdown'})).toBeFocused();
  });

  test('View as Markdown opens the .md route', async ({page}) => {
    await openDoc(page);
    const link = page.getByRole('link', {name: 'View as Markdown'});
    await expect(link).toHaveAttribute('href', `${docPage}.md`);
    const [response] = await Promise.all([page.waitForResponse(`**${docPage}.md`), link.click()]);
    expect(response.status()).toBe(200);
    expect(await response.text()).toMatch(/^---\ntitle: Sort and pagination/);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`are visible in ${theme} mode, on pages with and without breadcrumbs`, async ({page}) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      for (const pagePath of [docPage, '/snippets/qs-intro-full']) {
        await page.goto(pagePath);
        await waitForHydration(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(page.getByRole('button', {name: 'Copy page'})).toBeVisible();
        await expect(page.getByRole('link', {name: 'View as Markdown'})).toBeVisible();
      }
    });
  }
});

test('the status and tag pages have no page controls', async ({page}) => {
  for (const pagePath of ['/status', '/tags']) {
    await page.goto(pagePath);
    await waitForHydration(page);
    await expect(page.getByRole('button', {name: 'Copy page'})).toHaveCount(0);
  }
});
