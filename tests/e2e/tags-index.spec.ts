/**
 * The site-wide tag index (plugins/tags-index): tag chips lead to /tags/<slug>, which lists the
 * pages of every docs instance carrying the tag; /tags lists every declared tag that has pages, with
 * its count; a declared tag without pages has no route; per-instance tag pages do not exist.
 */
import {expect, test} from '@playwright/test';
import {waitForHydration} from './helpers';
import {declaredTagEntries, declaredTags, docsByTag, sourceDocs} from './built-content';

/** The docs the tag pages list: snippets are unlisted (config/build.ts), so they are left out. */
async function taggedDocs() {
  return (await sourceDocs()).filter((doc) => doc.instance !== 'snippets');
}

test('a tag chip leads to the site-wide tag page, which lists pages of at least two docs instances', async ({
  page,
}) => {
  const byTag = docsByTag(await taggedDocs());
  const labels = await declaredTags();
  // A tag that pages of two docs instances or more carry, and one of its pages to start from.
  const shared = [...byTag.entries()].find(
    ([, docs]) => new Set(docs.map((doc) => doc.instance)).size >= 2,
  );
  expect(
    shared,
    'no tag is carried by pages of two docs instances: the content should share at least one',
  ).toBeDefined();
  const [slug, docs] = shared!;
  const start = docs[0]!;

  await page.goto(start.route);
  await waitForHydration(page);
  // The whole label: "Strapi Cloud" must not also match the "Strapi Cloud project" chip.
  const chip = page.locator('article a[rel="tag"]', {
    hasText: new RegExp(`^${escapeRegExp(labels.get(slug)!)}$`),
  });
  await expect(chip).toHaveAttribute('href', `/tags/${slug}`);
  await chip.click();
  await expect(page).toHaveURL(new RegExp(`/tags/${slug}$`));

  const listed = page.locator('main li[data-docs-instance]');
  await expect(listed).toHaveCount(docs.length);
  const instances = new Set(
    await listed.evaluateAll((items) =>
      items.map((item) => item.getAttribute('data-docs-instance')),
    ),
  );
  expect(instances).toEqual(new Set(docs.map((doc) => doc.instance)));
  expect(instances.size).toBeGreaterThanOrEqual(2);
  // Each entry: title link, docs instance name, description; entries sorted by title.
  const titles = await listed.locator('h2 a').allTextContents();
  expect(titles).toEqual(
    [...titles].sort((a, b) => a.localeCompare(b, 'en', {sensitivity: 'base', numeric: true})),
  );
  await expect(listed.first().locator('p')).not.toBeEmpty();
  await expect(page.locator('main').getByRole('link', {name: 'View all tags'})).toHaveAttribute(
    'href',
    '/tags',
  );
  for (const doc of docs)
    await expect(page.locator(`main li[data-docs-instance] h2 a[href="${doc.route}"]`)).toHaveCount(
      1,
    );
});

test('/tags lists every declared tag that has pages, with its page count, alphabetically', async ({
  page,
}) => {
  const byTag = docsByTag(await taggedDocs());
  const labels = await declaredTags();
  const used = [...labels.keys()].filter((key) => byTag.has(key));
  expect(used.length).toBeGreaterThan(0);

  await page.goto('/tags');
  await waitForHydration(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Tags');
  const chips = page.locator('main a[rel="tag"]');
  await expect(chips).toHaveCount(used.length);
  const listed = await chips.evaluateAll((links) =>
    links.map((link) => ({href: link.getAttribute('href'), text: link.textContent ?? ''})),
  );
  const expected = used.map((key) => ({
    href: `/tags/${key}`,
    text: `${labels.get(key)}${byTag.get(key)!.length}`,
  }));
  expect(new Set(listed.map((item) => JSON.stringify(item)))).toEqual(
    new Set(expected.map((item) => JSON.stringify(item))),
  );
  // Alphabetical by label (grouped by first letter, as the letter headings show).
  const labelsInOrder = listed.map((item) => labels.get(item.href!.replace('/tags/', ''))!);
  expect(labelsInOrder).toEqual([...labelsInOrder].sort((a, b) => a.localeCompare(b)));
});

test('every tag page shows the one-line description its tag declares, under its title', async ({
  page,
}) => {
  const byTag = docsByTag(await taggedDocs());
  const tags = [...(await declaredTagEntries())].filter(([key]) => byTag.has(key));
  expect(tags.length).toBeGreaterThan(0);
  await page.goto('/tags');
  // Each page is fetched and parsed in the browser: 200-odd navigations would be slow for no gain,
  // since the description is in the static HTML.
  const shown = await page.evaluate(
    async (keys) =>
      Promise.all(
        keys.map(async (key) => {
          const html = await (await fetch(`/tags/${key}`)).text();
          const doc = new DOMParser().parseFromString(html, 'text/html');
          const title = doc.querySelector('main header h1')?.textContent ?? null;
          return {key, title, description: doc.querySelector('main header p')?.textContent ?? null};
        }),
      ),
    tags.map(([key]) => key),
  );
  for (const [key, tag] of tags) {
    expect(tag.description?.trim(), `docs/tags.yml: "${key}" has no description`).toBeTruthy();
    const onPage = shown.find((item) => item.key === key)!;
    expect(onPage.title, `/tags/${key}`).toContain(tag.label);
    expect(onPage.description, `/tags/${key}`).toBe(tag.description);
  }
});

test('a declared tag without pages has no route', async ({page}) => {
  const byTag = docsByTag(await taggedDocs());
  const unused = [...(await declaredTags()).keys()].filter((key) => !byTag.has(key));
  for (const key of unused) {
    const response = await page.request.get(`/tags/${key}`);
    expect(response.status(), `/tags/${key}`).toBe(404);
  }
});

test('the per-instance tag pages do not exist', async ({page}) => {
  const tagged = (await sourceDocs()).find((doc) => doc.tags.length > 0)!;
  const slug = tagged.tags[0]!;
  for (const pagePath of [`/${tagged.instance}/tags/${slug}`, `/${tagged.instance}/tags`]) {
    const response = await page.request.get(pagePath);
    expect(response.status(), pagePath).toBe(404);
  }
  // And no page links to them: the chips of a tagged page point to the site-wide route.
  await page.goto(tagged.route);
  await waitForHydration(page);
  const chips = await page
    .locator('article a[rel="tag"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(chips.length).toBeGreaterThan(0);
  for (const href of chips) expect(href).toMatch(/^\/tags\/[^/]+$/);
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
