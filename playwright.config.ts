/**
 * Browser tests: Debian's Chromium (installed by scripts/ensure-chromium.mjs) driven by Playwright
 * against the production build served on 127.0.0.1. No browser is downloaded.
 */
import {defineConfig, devices} from '@playwright/test';
import {chromiumArgs, chromiumPath} from './scripts/lib/chromium.mjs';

const e2ePort = Number(process.env.E2E_PORT ?? 3123);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${e2ePort}`,
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
  webServer: {
    command: `node node_modules/@docusaurus/core/bin/docusaurus.mjs serve --port ${e2ePort} --host 127.0.0.1 --no-open`,
    url: `http://127.0.0.1:${e2ePort}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {NO_UPDATE_NOTIFIER: '1'},
  },
});
