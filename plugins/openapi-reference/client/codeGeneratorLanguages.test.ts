import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {openApiThemeConfig} from '../../../config/openapi';

const require = createRequire(import.meta.url);
const generators = require('./codeGeneratorLanguages.js') as Array<{
  lang: string;
  variant: string;
  main: {convert: unknown};
}>;

describe('the request-sample generators bundled for the browser', () => {
  it('are exactly the languages and variants of the sample tabs', () => {
    const key = (language: string, variant: string) =>
      `${language.toLowerCase()}/${variant.toLowerCase()}`;
    expect(generators.map((generator) => key(generator.lang, generator.variant))).toEqual(
      openApiThemeConfig.languageTabs.map((tab) => key(tab.language, tab.variant)),
    );
  });

  it('each load a postman-code-generators converter', () => {
    for (const generator of generators) expect(typeof generator.main.convert).toBe('function');
  });
});
