import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';

import {htmlFiles, htmlFilesOfRoute, routeOfHtmlFile} from './builtHtml';

describe('routeOfHtmlFile', () => {
  it('gives the route of index.html and of a page.html, below the base URL', () => {
    expect(routeOfHtmlFile('index.html', '/')).toBe('/');
    expect(routeOfHtmlFile(path.join('dev-docs', 'intro', 'index.html'), '/')).toBe(
      '/dev-docs/intro',
    );
    expect(routeOfHtmlFile('404.html', '/docs/')).toBe('/docs/404');
  });
});

describe('htmlFilesOfRoute', () => {
  it('gives index.html then page.html below the base URL, and only index.html for a folder route', () => {
    expect(htmlFilesOfRoute('/out', '/', '/dev-docs/intro')).toEqual([
      path.join('/out', 'dev-docs/intro/index.html'),
      path.join('/out', 'dev-docs/intro.html'),
    ]);
    expect(htmlFilesOfRoute('/out', '/docs/', '/docs/openapi/')).toEqual([
      path.join('/out', 'openapi/index.html'),
    ]);
    expect(htmlFilesOfRoute('/out', '/', '/')).toEqual([path.join('/out', 'index.html')]);
    expect(htmlFilesOfRoute('/out', '/', '/caf%C3%A9')).toContain(path.join('/out', 'café.html'));
  });
});

describe('htmlFiles', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, {recursive: true, force: true});
  });

  it('lists the .html files at every depth, relative to the folder, and nothing else', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'built-html-'));
    mkdirSync(path.join(dir, 'a', 'b'), {recursive: true});
    for (const file of ['index.html', 'a/b/index.html', 'a/page.html', 'a/app.js', 'a/b/x.md'])
      writeFileSync(path.join(dir, file), '');
    expect((await htmlFiles(dir)).sort()).toEqual(
      ['index.html', path.join('a', 'b', 'index.html'), path.join('a', 'page.html')].sort(),
    );
  });
});
