/**
 * The Agent-Friendly Documentation checker (`afdocs`, pinned in package.json) against the built
 * site served with the nginx site's Markdown-on-request rules (tests/hosting/nginxServer.ts): every
 * check must pass. The canonical origin only maps the absolute links of llms.txt and the `.md`
 * twins to the local server; afdocs requests nothing else (it is run with the loopback server only).
 */
import {execFile} from 'node:child_process';
import path from 'node:path';
import {promisify} from 'node:util';
import {expect, test} from '@playwright/test';

import {startNginxRulesServer, type NginxRulesServer} from '../hosting/nginxServer';
import {buildDir, siteDir} from './built-content';

const afdocsPort = Number(process.env.AFDOCS_TEST_PORT ?? 3253);

interface AfdocsCheck {
  id: string;
  status: 'pass' | 'warn' | 'fail' | 'skip' | 'error';
  message: string;
}

let server: NginxRulesServer;
test.beforeAll(async () => {
  server = await startNginxRulesServer(buildDir, afdocsPort);
});
test.afterAll(async () => server.close());

test('afdocs: every check passes and the score is 100', async () => {
  test.setTimeout(600_000);
  const {stdout} = await promisify(execFile)(
    process.execPath,
    [
      path.join(siteDir, 'node_modules/afdocs/bin/afdocs.mjs'),
      'check',
      server.origin,
      '--canonical-origin',
      'https://docs-next.strapi.io',
      '--sampling',
      'deterministic',
      '--max-links',
      '40',
      '--format',
      'json',
      '--score',
      '--quiet',
    ],
    {maxBuffer: 64 * 1024 * 1024, env: {...process.env, NO_UPDATE_NOTIFIER: '1'}},
  ).catch((error: {stdout?: string}) => ({stdout: error.stdout ?? ''}));
  const report = JSON.parse(stdout) as {results: AfdocsCheck[]; scoring?: {overall?: number}};
  const notPassing = report.results
    .filter((check) => check.status !== 'pass' && check.status !== 'skip')
    .map((check) => `${check.id} (${check.status}): ${check.message}`);
  console.log(`afdocs score: ${report.scoring?.overall}`);
  expect(notPassing).toEqual([]);
  expect(report.scoring?.overall).toBe(100);
});
