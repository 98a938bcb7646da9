import {existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {afterEach, describe, expect, it} from 'vitest';
import openApiReferencePlugin, {type OpenApiReferenceOptions} from './index';

const validSpec = `openapi: 3.0.3
info: {title: Things API, version: 1.0.0, description: Things.}
paths:
  /things/{id}:
    get:
      operationId: getThing
      summary: Get a thing
      parameters:
        - {name: id, in: path, required: true, schema: {type: string}}
      responses:
        '200': {description: The thing.}
`;

let siteDir: string;
afterEach(() => rmSync(siteDir, {recursive: true, force: true}));

/** A site folder with one OpenAPI file and a stale generated page. */
function site(spec: string): {context: LoadContext; options: OpenApiReferenceOptions} {
  siteDir = mkdtempSync(path.join(tmpdir(), 'openapi-reference-'));
  mkdirSync(path.join(siteDir, 'openapi'));
  writeFileSync(path.join(siteDir, 'openapi/things.yaml'), spec);
  mkdirSync(path.join(siteDir, 'openapi-docs/things'), {recursive: true});
  writeFileSync(path.join(siteDir, 'openapi-docs/things/stale.api.mdx'), 'stale');
  const context = {siteDir, siteConfig: {presets: [], plugins: []}} as unknown as LoadContext;
  const options = {
    docsPath: 'openapi-docs',
    openApi: {
      id: 'openapi',
      docsPluginId: 'api',
      config: {
        things: {
          specPath: 'openapi/things.yaml',
          outputDir: 'openapi-docs/things',
          sidebarOptions: {groupPathsBy: 'tag'},
        },
      },
    },
  };
  return {context, options};
}

describe('openapi-reference plugin', {timeout: 60_000}, () => {
  it('generates fresh pages and their sidebar from the OpenAPI file', async () => {
    const {context, options} = site(validSpec);
    const cwd = process.cwd();
    // The OpenAPI plugin writes to outputDir relative to the working directory, as the CLI does.
    process.chdir(siteDir);
    try {
      const plugin = await openApiReferencePlugin(context, options);
      expect(plugin.name).toBe('openapi-reference');
    } finally {
      process.chdir(cwd);
    }
    const files = readdirSync(path.join(siteDir, 'openapi-docs/things'));
    expect(files).toContain('get-thing.api.mdx');
    expect(files).toContain('sidebar.ts');
    expect(files).not.toContain('stale.api.mdx');
  });

  it('fails on an invalid file, naming it, before touching the generated pages', async () => {
    const {context, options} = site(
      validSpec.replace("        '200': {description: The thing.}\n", ''),
    );
    await expect(openApiReferencePlugin(context, options)).rejects.toThrow(
      /openapi\/things\.yaml is not a valid OpenAPI 3 file[\s\S]*responses/,
    );
    expect(existsSync(path.join(siteDir, 'openapi-docs/things/stale.api.mdx'))).toBe(true);
  });

  it('fails when two operations generate one page, naming both ids and their lines', async () => {
    const {context, options} = site(
      `${validSpec}  /things:\n    get:\n      operationId: get_thing\n      responses:\n        '200': {description: The things.}\n`,
    );
    await expect(openApiReferencePlugin(context, options)).rejects.toThrow(
      /openapi\/things\.yaml:6:\d+: operationId "getThing" \(line 6\) and operationId "get_thing" \(line 14\) generate the same page "get-thing"/,
    );
    expect(existsSync(path.join(siteDir, 'openapi-docs/things/stale.api.mdx'))).toBe(true);
  });

  it('refuses to generate from another working directory, where the pages would be lost', async () => {
    const {context, options} = site(validSpec);
    await expect(openApiReferencePlugin(context, options)).rejects.toThrow(
      /must be the site folder/,
    );
  });
});
