import {describe, expect, it} from 'vitest';
import {rendersOnServer} from './serverRendered';

describe('rendersOnServer', () => {
  it('matches the parameter, request body and response components of the OpenAPI theme', () => {
    for (const component of ['ParamsDetails', 'RequestSchema', 'ResponseSchema', 'StatusCodes']) {
      expect(
        rendersOnServer(
          `/site/node_modules/docusaurus-theme-openapi-docs/lib/theme/${component}/index.js`,
        ),
      ).toBe(true);
    }
    expect(
      rendersOnServer(
        'C:\\site\\node_modules\\docusaurus-theme-openapi-docs\\lib\\theme\\ParamsDetails\\index.js',
      ),
    ).toBe(true);
  });

  it('leaves the request panel and every other importer alone', () => {
    expect(
      rendersOnServer(
        '/site/node_modules/docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/index.js',
      ),
    ).toBe(false);
    expect(rendersOnServer('/site/src/components/Foo/index.tsx')).toBe(false);
    expect(rendersOnServer(undefined)).toBe(false);
  });
});
