/**
 * What client/whenUsed.ts and client/storedChoices.ts rely on in the installed OpenAPI theme,
 * checked against its published files: an upgrade that changes them fails here with the reason.
 * (The replay itself is checked in a browser: tests/e2e/openapi-reference-islands.spec.ts.)
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const themeFile = (component: string) =>
  readFileSync(
    require.resolve(`docusaurus-theme-openapi-docs/lib/theme/${component}/index.js`),
    'utf8',
  );

describe('what the islands of the operation page rely on', () => {
  it('the tabs answer Enter, ArrowRight and ArrowLeft on keydown, and no other key', () => {
    for (const tabs of ['ApiTabs', 'MimeTabs', 'SchemaTabs', 'DiscriminatorTabs']) {
      const source = themeFile(tabs);
      const handled = [...source.matchAll(/case "(\w+)":/g)].map((match) => match[1]);
      expect(handled, tabs).toEqual(['Enter', 'ArrowRight', 'ArrowLeft']);
      expect(source, tabs).toContain('role: "tab"');
      expect(source, tabs).toContain('onKeyDown: handleKeydown');
    }
  });

  it('a stored schema tab is kept under docusaurus.tab.schema-…', () => {
    expect(themeFile('Schema')).toContain('groupId: `schema-${uniqueId}`');
    const tabsUtils = readFileSync(
      require.resolve('docusaurus-theme-openapi-docs/lib/theme/utils/tabsUtils.js'),
      'utf8',
    );
    expect(tabsUtils).toContain('return `docusaurus.tab.${groupId}`;');
  });

  it('the schema expansion level is kept under the key storedChoices reads', () => {
    const context = readFileSync(
      require.resolve('docusaurus-theme-openapi-docs/lib/theme/SchemaExpansion/context.js'),
      'utf8',
    );
    expect(context).toContain('"docusaurus-openapi-schema-expansion-level"');
  });
});
