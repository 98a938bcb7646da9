/**
 * LLM-ready outputs (plugins/llms-txt): llms.txt, llms-full.txt, a `.md` route per doc page with
 * plain Markdown, and the Copy page / View as Markdown controls.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {parse} from 'yaml';
import {blockingAxeViolations, waitForHydration} from './helpers';
import {buildDir, siteDir, sourceDocs} from './built-content';

const docPage = '/dev-docs/api/rest/sort-pagination';

/** Site-relative path of an absolute URL of the deployed site. */
function localPath(url: string): string {
  return new URL(url).pathname;
}

/** Every route of the build's sitemap, site-relative (`/openapi/` keeps its trailing slash). */
function sitemapRoutes(): string[] {
  const sitemap = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => localPath(match[1]!));
}

/** The twin of a route: `/a` → `/a.md`, `/a/` → `/a/index.md`. */
function twinOf(route: string): string {
  return route.endsWith('/') ? `${route}index.md` : `${route}.md`;
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

test('llms.txt: under 50,000 characters, the notes, then every page by docs instance, each instance with its own index of descriptions', async ({
  page,
}) => {
  const response = await page.request.get('/llms.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text.length).toBeLessThan(50_000);
  expect(text).toMatch(/^# Strapi 5 Documentation\n\n> .+\n/);
  // Generated from the breaking-change pages of the APIs topic.
  const notes = text.split('\n## Notes for AI assistants\n')[1]!.split('\n## ')[0]!;
  expect(notes).toMatch(/\[documentId should be used instead of id in API calls\]\(\S+\.md\): .+/);
  expect(notes).toMatch(
    /\[The publicationState parameter is not supported and replaced by status\]/,
  );
  expect(notes).toMatch(/\[Strapi 5 has a new, flattened response format for API calls\]/);

  const expected = (await sourceDocs()).filter((doc) => doc.instance !== 'snippets');
  const rootLinks = [...text.matchAll(/^- \[(.+)\]\((\S+\.md)\)$/gm)];
  const listed = new Set(rootLinks.map((link) => localPath(link[2]!)));
  for (const doc of expected) expect(listed, doc.route).toContain(`${doc.route}.md`);
  // Every page of the sitemap, API reference, the landing page and the other pages included.
  expect(listed).toEqual(new Set(sitemapRoutes().map(twinOf)));

  const sectionIndexes = [...text.matchAll(/\[(.+) index\]\((\S+\/llms\.txt)\)/g)];
  expect(sectionIndexes.map((match) => match[1])).toEqual([
    'Cloud Documentation',
    'Developer Docs',
    'User Guide',
    'API reference',
    'Other pages',
  ]);
  const described = new Set<string>();
  for (const [, label, url] of sectionIndexes) {
    // A long index continues in parts, each linking the next.
    let next: string | undefined = url;
    while (next) {
      const index = await (await page.request.get(localPath(next))).text();
      expect(index, next).toMatch(
        new RegExp(`^# Strapi 5 Documentation: ${label}( \\(part \\d+\\))?\\n`),
      );
      expect(index.length, next).toBeLessThan(50_000);
      for (const link of index.matchAll(/^- \[(.+)\]\((\S+\.md)\)(?:: (.+))?$/gm)) {
        expect(link[3], link[2]).toBeTruthy();
        described.add(localPath(link[2]!));
      }
      next = /^Continued in \[.+\]\((\S+)\)\.$/m.exec(index)?.[1];
    }
  }
  expect(described).toEqual(new Set(rootLinks.map((link) => localPath(link[2]!))));
  const intro = rootLinks.find((link) => localPath(link[2]!) === '/dev-docs/intro.md')!;
  expect((await page.request.get(localPath(intro[2]!))).status()).toBe(200);
});

test('llms-code.txt: every code block of a page, with its page URL, heading anchor and language', async ({
  page,
}) => {
  const code = await (await page.request.get('/llms-code.txt')).text();
  const blocks = [...code.matchAll(/^Source: (\S+)\nLanguage: (\S+)$/gm)];
  expect(blocks.length).toBeGreaterThan(500);
  // Every anchor is an id of its HTML page.
  const anchorsByPage = new Map<string, Set<string>>();
  for (const [, source] of blocks) {
    const url = new URL(source!);
    if (!url.hash) continue;
    const ids = anchorsByPage.get(url.pathname) ?? new Set<string>();
    ids.add(decodeURIComponent(url.hash.slice(1)));
    anchorsByPage.set(url.pathname, ids);
  }
  expect(anchorsByPage.size).toBeGreaterThan(100);
  const missing: string[] = [];
  for (const [pathname, ids] of anchorsByPage) {
    const html = await (await page.request.get(pathname)).text();
    for (const id of ids)
      if (!html.includes(`id=${id}`) && !html.includes(`id="${id}"`))
        missing.push(`${pathname}#${id}`);
  }
  expect(missing).toEqual([]);
  // The sort-and-pagination page's blocks, in order, under their headings.
  const sortBlocks = blocks.filter(([, source]) => source!.includes(`${docPage}#`));
  expect(sortBlocks.length).toBeGreaterThan(3);
  expect(sortBlocks.map(([, , language]) => language)).not.toContain('none');
});

test('each doc page links its Markdown twin in its head', async ({page}) => {
  const html = await (await page.request.get(docPage)).text();
  expect(html).toMatch(
    new RegExp(
      `<link[^>]*rel="?alternate"?[^>]*type="?text/markdown"?[^>]*href="?https://docs-next\\.strapi\\.io${docPage}\\.md"?`,
    ),
  );
});

test('llms-full.txt holds every listed page in the order of llms.txt', async ({page}) => {
  const index = await (await page.request.get('/llms.txt')).text();
  const full = await (await page.request.get('/llms-full.txt')).text();
  const sources = [...full.matchAll(/^Source: (\S+)$/gm)].map((match) => localPath(match[1]!));
  // /status included: plugins/status-page gives its body in its route's props.
  const listed = [...index.matchAll(/^- \[.+\]\((\S+)\.md\)$/gm)].map((match) =>
    localPath(match[1]!).replace(/\/index$/, '/'),
  );
  expect(sources).toEqual(listed);
  expect(full).toContain('## Sorting');
  expect(full).toContain('Source: https://docs-next.strapi.io/status\n');
});

test('the landing page has a twin written from what it shows', async ({page}) => {
  const html = await (await page.request.get('/')).text();
  const markdown = await (await page.request.get('/index.md')).text();
  expect(markdown).toMatch(/^---\ntitle: Strapi Docs\ndescription: .+\n---\n\n# Strapi Docs\n/);
  // Each heading and each link of the page, links made absolute.
  for (const [, heading] of html.matchAll(/<h2[^>]*>(?:<a[^>]*>)?([^<]+)</g))
    expect(markdown).toContain(heading!.replace(/&#x27;/g, "'"));
  const main = /<main[\s\S]*?<\/main>/.exec(html)![0];
  for (const [, href] of main.matchAll(/<a[^>]* href="(\/[^"]*)"/g)) {
    // The toolbar's links (data-markdown-ignore): the twin, the llms files, the MCP page.
    if (/\.(md|txt)$/.test(href!) || href!.startsWith('/dev-docs/mcp-server')) continue;
    expect(markdown).toContain(`](https://docs-next.strapi.io${href})`);
  }
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
    const button = page.locator('[data-page-actions] [data-copy-page]');
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
    const button = page.locator('[data-page-actions] [data-copy-page]');
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

test.describe('AI tools menu', () => {
  test('a menu button: arrow keys move, Escape closes and returns focus, items are links', async ({
    page,
  }) => {
    await openDoc(page);
    const button = page.getByRole('button', {name: 'AI tools'});
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    const menu = page.getByRole('menu', {name: 'AI tools'});
    await expect(menu).toBeHidden();

    await button.focus();
    await page.keyboard.press('ArrowDown');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const items = menu.getByRole('menuitem');
    await expect(items).toHaveText([
      /^Open in ChatGPT/,
      /^Open in Claude/,
      'Use these docs in your editor',
      'llms.txt: index of every page',
      'llms-full.txt: all pages',
      'llms-code.txt: all code examples',
    ]);
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(items.last()).toBeFocused();
    await page.keyboard.press('Home');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    // A click outside closes it too.
    await button.click();
    await expect(menu).toBeVisible();
    await page.locator('article h1').click();
    await expect(menu).toBeHidden();
  });

  test('ChatGPT and Claude links carry a prompt naming the page Markdown; nothing is fetched from them at load', async ({
    page,
  }) => {
    const external: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('http://127.0.0.1')) external.push(request.url());
    });
    await openDoc(page);
    const markdownUrl = `https://docs-next.strapi.io${docPage}.md`;
    for (const [name, prefix] of [
      ['Open in ChatGPT', 'https://chatgpt.com/?q='],
      ['Open in Claude', 'https://claude.ai/new?q='],
    ] as const) {
      const link = page.getByRole('menuitem', {name: new RegExp(name), includeHidden: true});
      const href = (await link.getAttribute('href'))!;
      expect(href.startsWith(prefix), href).toBe(true);
      expect(decodeURIComponent(href.slice(prefix.length))).toContain(markdownUrl);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(external).toEqual([]);
  });

  test('the llms files and the MCP page are reachable from the menu, and in the HTML without JavaScript', async ({
    page,
  }) => {
    const html = await (await page.request.get(docPage)).text();
    // Quoted or not, as the HTML minifier writes it.
    for (const file of ['/llms.txt', '/llms-full.txt', '/llms-code.txt'])
      expect(html).toMatch(new RegExp(`href=(["']?)${file.replace('.', '\\.')}\\1[\\s>]`));
    await openDoc(page);
    await page.getByRole('button', {name: 'AI tools'}).click();
    for (const file of ['llms.txt', 'llms-full.txt', 'llms-code.txt']) {
      const href = await page
        .getByRole('menuitem', {name: new RegExp(`^${file}:`)})
        .getAttribute('href');
      expect((await page.request.get(href!)).status(), file).toBe(200);
    }
    await page.getByRole('menuitem', {name: 'Use these docs in your editor'}).click();
    await expect(page).toHaveURL(/\/dev-docs\/mcp-server$/);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`at phone width in ${theme} mode the toolbar and its open menu stay on screen`, async ({
      page,
    }) => {
      await page.setViewportSize({width: 390, height: 844});
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await openDoc(page);
      await page.getByRole('button', {name: 'AI tools'}).click();
      const boxes = [
        await page.getByRole('button', {name: 'Copy page'}).boundingBox(),
        await page.getByRole('link', {name: 'View as Markdown'}).boundingBox(),
        await page.getByRole('button', {name: 'AI tools'}).boundingBox(),
        await page.getByRole('menu', {name: 'AI tools'}).boundingBox(),
      ];
      for (const box of boxes) {
        expect(box).not.toBeNull();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      }
      expect(await blockingAxeViolations(page, '[data-page-actions]')).toEqual([]);
    });
  }
});

test('the tag index, which has no twin, has no page controls', async ({page}) => {
  await page.goto('/tags');
  await waitForHydration(page);
  await expect(page.getByRole('button', {name: 'Copy page'})).toHaveCount(0);
});

const apiOperationPage = '/openapi/content-api/create-restaurant';

for (const pagePath of [apiOperationPage, '/openapi/', '/status', '/release-notes']) {
  test(`${pagePath} has the toolbar, pointing to its twin and, in its HTML, to llms.txt`, async ({
    page,
  }) => {
    const html = await (await page.request.get(pagePath)).text();
    expect(html).toMatch(/href="?\/llms\.txt"?/);
    expect(html).toMatch(
      new RegExp(
        `<link[^>]*rel="?alternate"?[^>]*type="?text/markdown"?[^>]*href="?https://docs-next\\.strapi\\.io${twinOf(pagePath).replace(/\./g, '\\.')}"?`,
      ),
    );
    await page.goto(pagePath);
    await waitForHydration(page);
    const link = page.getByRole('link', {name: 'View as Markdown'});
    await expect(link).toHaveAttribute('href', twinOf(pagePath));
    await expect(page.getByRole('button', {name: 'Copy page'})).toBeVisible();
    // At phone width the toolbar stays on screen, as on doc pages.
    await page.setViewportSize({width: 390, height: 844});
    for (const control of [
      page.getByRole('button', {name: 'Copy page'}),
      link,
      page.getByRole('button', {name: 'AI tools'}),
    ]) {
      const box = (await control.boundingBox())!;
      expect(box.x, pagePath).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, pagePath).toBeLessThanOrEqual(390);
    }
    const twin = await page.request.get(twinOf(pagePath));
    expect(twin.status()).toBe(200);
    expect(await twin.text()).toMatch(
      /^---\ntitle: .+\ndescription: .+\n---\n\n# .+\n\n> Index of every page of these docs: \[llms\.txt\]/,
    );
  });
}

/** The operation as the OpenAPI file states it, read here without the site's plugins. */
function contentApiOperation(operationId: string): {
  method: string;
  route: string;
  summary: string;
  operation: Record<string, unknown>;
  document: Record<string, unknown>;
} {
  const document = parse(
    readFileSync(path.join(siteDir, 'openapi/strapi-content-api.yaml'), 'utf8'),
  ) as {paths: Record<string, Record<string, Record<string, unknown>>>};
  for (const [route, item] of Object.entries(document.paths))
    for (const [method, operation] of Object.entries(item))
      if (operation.operationId === operationId)
        return {method, route, summary: String(operation.summary), operation, document};
  throw new Error(`no operation ${operationId} in openapi/strapi-content-api.yaml`);
}

test("an API operation twin: the page's headings, parameters, request body and every response, from the OpenAPI file", async ({
  page,
}) => {
  const {method, route, summary, operation, document} = contentApiOperation('createRestaurant');
  const markdown = await (await page.request.get(`${apiOperationPage}.md`)).text();
  expect(markdown).toMatch(new RegExp(`^---\ntitle: ${summary}\n`));
  expect(markdown).toContain(`# ${summary}\n`);
  expect(markdown).toContain(`\`${method.toUpperCase()} ${route}\``);
  // Each parameter: one line under its location's heading, as its row on the page reads.
  const parameters = (operation.parameters as {$ref: string}[]).map((parameter) => {
    const name = parameter.$ref.split('/').at(-1)!;
    return ((document.components as Record<string, Record<string, unknown>>).parameters![name] ??
      {}) as {name: string; in: string; required?: boolean};
  });
  expect(parameters.length).toBeGreaterThan(2);
  for (const parameter of parameters) {
    const heading = `### ${parameter.in[0]!.toUpperCase()}${parameter.in.slice(1)} Parameters`;
    const section = markdown.split(heading)[1]!.split(/\n#{2,3} /)[0]!;
    expect(section).toMatch(
      new RegExp(
        `^- \`${parameter.name.replace(/[[\]]/g, '\\$&')}\` \\S+${parameter.required ? ' required' : '(?::|$)'}`,
        'm',
      ),
    );
  }
  // The request body's fields, as a list with their types, and its JSON example.
  const body = markdown.split('### Body (required)')[1]!.split('## Responses')[0]!;
  expect(body).toContain('Content type: `application/json`');
  expect(body).toMatch(/^- `data` object required/m);
  // RestaurantCreateRequest requires `name` in an allOf over RestaurantInput.
  expect(body).toMatch(/^ {2}- `name` string required/m);
  expect(body).toContain('```json\n{\n  "data": {');
  // Every response status code in bold, as its tab on the page, with its description.
  const responses = operation.responses as Record<string, unknown>;
  for (const status of Object.keys(responses))
    expect(markdown, status).toMatch(new RegExp(`^\\*\\*${status}\\*\\*$`, 'm'));
  expect(markdown.split('**201**')[1]).toMatch(/^- `data` object/m);
  expect(markdown).toMatch(/^ {2}- `documentId` string required: /m);
});
