/**
 * The small fixture site (tests/fixtures/sitewide-site) built with every opt-in variable set, shared
 * by the specs that need it (opt-in scripts and image zoom, the CSP case with the opt-in hosts,
 * the rendering crash): one build per Playwright worker, not one per spec file, removed when the
 * worker exits. Vendor requests are answered by a local stub, never sent to the network.
 */
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import type {BrowserContext, Page} from '@playwright/test';

import {copyFixtureSite, repoRoot} from '../lib/fixtureSite';

/** The opt-in variables the fixture is built with (config/env.ts reads them). */
export const fixtureVariables = {
  HEATMAP_SITE_ID: '1234567',
  GTM_CONTAINER_ID: 'GTM-TEST123',
  VISUAL_EFFECTS: '1',
  AI_ANSWER_ENDPOINT: 'https://answers.example.test/v1/chat/completions',
  AI_ANSWER_MODEL: 'fixture-model',
};

/** Hosts the switched-on scripts load from; the stub answers them with an empty script. */
export const vendorHosts = ['static.hotjar.com', 'www.googletagmanager.com'];

let builtDir: string | undefined;

/** Builds the fixture on the first call in this worker and returns its build folder. */
export function sitewideFixtureBuild(): string {
  if (builtDir) return builtDir;
  const fixture = copyFixtureSite('sitewide-site');
  process.once('exit', fixture.remove);
  const outDir = path.join(fixture.siteDir, 'build');
  const result = spawnSync(
    path.join(repoRoot, 'node_modules/.bin/docusaurus'),
    ['build', fixture.siteDir, '--out-dir', outDir],
    {
      encoding: 'utf8',
      env: {...process.env, ...fixtureVariables, NO_UPDATE_NOTIFIER: '1', FORCE_COLOR: '0'},
    },
  );
  if (result.status !== 0) {
    throw new Error(`The sitewide fixture did not build:\n${result.stdout}\n${result.stderr}`);
  }
  builtDir = outDir;
  return outDir;
}

/**
 * Lets requests to `siteOrigin` through, answers vendor hosts with an empty script and refuses
 * anything else. Returns every URL requested, in order.
 */
export async function stubExternalHosts(
  target: Page | BrowserContext,
  siteOrigin: string,
): Promise<URL[]> {
  const requests: URL[] = [];
  await target.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    requests.push(url);
    if (url.origin === siteOrigin) await route.fallback();
    else if (vendorHosts.includes(url.host))
      await route.fulfill({status: 200, contentType: 'application/javascript', body: ''});
    else await route.abort();
  });
  return requests;
}
