/**
 * Runs Debian's nginx (installed by scripts/ensure-nginx.mjs) on 127.0.0.1 with the project's
 * nginx site, hosting/nginx/strapi-docs.conf, serving a build folder: the browser tests of
 * Markdown on request (tests/e2e/hosting.spec.ts) and the afdocs check (tests/e2e/afdocs.spec.ts)
 * run against the real server and the real configuration. `nginx -t` runs first: a configuration
 * error fails the test with nginx's own message.
 */
import {execFile, spawn, type ChildProcess} from 'node:child_process';
import {mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir, userInfo} from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';

import {nginxPath} from '../../scripts/lib/nginx.mjs';
import {mainConfig, siteForTest} from './nginxConfig';

export const nginxSitePath = path.resolve(__dirname, '../../hosting/nginx/strapi-docs.conf');

export interface NginxServer {
  origin: string;
  close: () => Promise<void>;
}

export interface NginxServerOptions {
  buildDir: string;
  port: number;
  /** The nginx site to serve; the project's by default. */
  siteFile?: string;
}

/**
 * nginx's stderr (and its error log) as an error that says which configuration failed. nginx names
 * the test's copy of the site (`testSite`); the message names the site file itself, whose line
 * numbers the copy keeps.
 */
function nginxError(what: string, siteFile: string, testSite: string, output: string): Error {
  const named = output.trim().replaceAll(testSite, siteFile);
  return new Error(
    `${what} (${nginxPath}, site ${siteFile}):\n${named || '(nginx printed nothing)'}`,
  );
}

/** Resolves once `origin` answers HTTP, rejects if nginx exits first or after 10 s. */
async function waitUntilServing(child: ChildProcess, origin: string): Promise<void> {
  const exited = new Promise<never>((_resolve, reject) =>
    child.once('exit', (code) => reject(new Error(`nginx exited with code ${code}`))),
  );
  exited.catch(() => undefined);
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const answered = await Promise.race([
      fetch(origin, {method: 'HEAD'}).then(
        () => true,
        () => false,
      ),
      exited,
    ]);
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not answer on ${origin} within 10 s`);
}

export async function startNginx({
  buildDir,
  port,
  siteFile = nginxSitePath,
}: NginxServerOptions): Promise<NginxServer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'strapi-docs-nginx-'));
  const site = path.join(dir, 'site.conf');
  const conf = path.join(dir, 'nginx.conf');
  await writeFile(
    site,
    siteForTest(await readFile(siteFile, 'utf8'), siteFile, {port, root: path.resolve(buildDir)}),
  );
  const user = userInfo();
  await writeFile(
    conf,
    mainConfig({dir, site, rootUser: user.uid === 0 ? user.username : undefined}),
  );
  const args = ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')];
  const removeDir = () => rm(dir, {recursive: true, force: true});

  try {
    await promisify(execFile)(nginxPath, [...args, '-t', '-q']);
  } catch (error) {
    const {stderr = '', message} = error as {stderr?: string; message: string};
    await removeDir();
    throw nginxError('nginx -t rejected the configuration', siteFile, site, stderr || message);
  }

  const child = spawn(nginxPath, args, {stdio: ['ignore', 'ignore', 'pipe']});
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitUntilServing(child, origin);
  } catch (error) {
    child.kill('SIGKILL');
    const log = await readFile(path.join(dir, 'error.log'), 'utf8').catch(() => '');
    await removeDir();
    throw nginxError(
      `nginx did not start: ${(error as Error).message}`,
      siteFile,
      site,
      stderr + log,
    );
  }

  return {
    origin,
    close: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        // SIGQUIT: nginx's graceful shutdown, which also stops its worker.
        child.kill('SIGQUIT');
        await exited;
      }
      await removeDir();
    },
  };
}
