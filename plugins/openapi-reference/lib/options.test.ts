import {describe, expect, it} from 'vitest';
import {generatedFolders} from './options';

const options = (outputDir: string) => ({
  id: 'openapi',
  docsPluginId: 'api',
  config: {sample: {specPath: 'openapi/sample.yaml', outputDir}},
});

describe('generatedFolders', () => {
  it('returns the output folders inside the docs folder', () => {
    expect(generatedFolders(options('openapi-docs/sample/'), 'openapi-docs')).toEqual([
      'openapi-docs/sample',
    ]);
  });

  it('refuses a folder outside the docs folder, or the docs folder itself, naming the option', () => {
    for (const outputDir of ['docs/dev-docs', 'openapi-docs', 'openapi-docs/../docs']) {
      expect(() => generatedFolders(options(outputDir), 'openapi-docs')).toThrow(
        /config\.sample\.outputDir/,
      );
    }
  });
});
