/**
 * /status (plugins/status-page): the facts and counts it shows match the build and the sources,
 * computed here independently of the plugin.
 */
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';

import {docsSections} from '../../config/site';
import {plannedRoutes} from '../../plugins/status-page/planned-routes';
import {waitForHydration} from './helpers';
import {buildDir, declaredTags, siteDir} from './sitewide-content';

function isBuilt(route: string): boolean {
  return existsSync(path.join(buildDir, route, 'index.html')) || existsSync(path.join(buildDir, `${route}.html`));
}

test('shows the site facts, computed at build', async ({page}) => {
  const packageVersion = JSON.parse(readFileSync(path.join(siteDir, 'package.json'), 'utf8')).version as string;
  const generatorVersion = JSON.parse(readFileSync(path.join(siteDir, 'node_modules/@docusaurus/core/package.json'), 'utf8')).version as string;
  await page.goto('/status');
  await waitForHydration(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Documentation status');
  await expect(page.locator('[data-fact="site-version"]')).toHaveText(packageVersion);
  await expect(page.locator('[data-fact="docs-version"]')).toHaveText('Next');
  await expect(page.locator('[data-fact="generator"]')).toHaveText(`Docusaurus ${generatorVersion}`);
  const built = await page.locator('[data-fact="build-date"] time').getAttribute('datetime');
  const buildTime = statSync(path.join(buildDir, 'status/index.html')).mtimeMs;
  expect(Math.abs(Date.parse(built!) - buildTime)).toBeLessThan(10 * 60_000);
  const tagPages = readdirSync(path.join(buildDir, 'tags'), {withFileTypes: true}).filter((entry) => entry.isDirectory());
  const declared = await declaredTags();
  await expect(page.locator('[data-fact="tags"]')).toHaveText(`${tagPages.length} in use, of ${declared.size} declared`);
});

test('counts, per section, the planned routes that are published and lists the others', async ({page}) => {
  await page.goto('/status');
  await waitForHydration(page);
  let totalPublished = 0;
  let totalPlanned = 0;
  for (const section of docsSections) {
    const routes = plannedRoutes[section.id].map((route) => `/${section.id}/${route}`);
    const published = routes.filter(isBuilt);
    totalPublished += published.length;
    totalPlanned += routes.length;
    const row = page.locator(`tr[data-section="${section.id}"]`);
    await expect(row.locator('th')).toHaveText(section.label);
    await expect(row.locator('td').nth(0)).toHaveText(String(published.length));
    await expect(row.locator('td').nth(1)).toHaveText(String(routes.length));
    await expect(row.locator('progress')).toHaveAttribute('value', String(published.length));

    const missing = routes.filter((route) => !isBuilt(route));
    if (missing.length === 0) {
      await expect(page.getByText(`${section.label}: every planned page is published.`)).toBeVisible();
    } else {
      const details = page.locator('details', {hasText: `${section.label}: ${missing.length} planned`});
      await details.locator('summary').click();
      expect(await details.locator('li code').allTextContents()).toEqual(missing);
    }
  }
  const total = page.locator('tr[data-section="total"]');
  await expect(total.locator('td').nth(0)).toHaveText(String(totalPublished));
  await expect(total.locator('td').nth(1)).toHaveText(String(totalPlanned));
});

test('is in the sitemap', async ({page}) => {
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toMatch(/<loc>[^<]*\/status<\/loc>/);
});
