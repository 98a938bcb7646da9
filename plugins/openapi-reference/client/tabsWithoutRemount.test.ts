/**
 * What tabsWithoutRemount.tsx relies on in the installed Docusaurus and OpenAPI theme: checked
 * against the published files, so that an upgrade that changes them fails here with the reason.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const source = (request: string) => readFileSync(require.resolve(request), 'utf8');
const themeFile = (component: string) =>
  source(`docusaurus-theme-openapi-docs/lib/theme/${component}/index.js`);

describe('tabsWithoutRemount', () => {
  it('pins the context that useIsBrowser reads', () => {
    const useIsBrowser = source('@docusaurus/core/lib/client/exports/useIsBrowser.js');
    expect(useIsBrowser).toMatch(/import \{ Context \} from '\.\.\/browserContext';/);
    expect(useIsBrowser).toContain('return useContext(Context);');
  });

  it.each(['ApiTabs', 'MimeTabs', 'SchemaTabs', 'DiscriminatorTabs', 'OperationTabs'])(
    '%s keys its tabs by useIsBrowser (the remount the wrapper avoids)',
    (component) => {
      expect(themeFile(component)).toMatch(/key: String\(isBrowser\)/);
    },
  );

  it('the tabs take a stored or linked choice in a layout effect, not from the remount', () => {
    const tabsUtils = source('docusaurus-theme-openapi-docs/lib/theme/utils/tabsUtils.js');
    expect(tabsUtils).toMatch(
      /useIsomorphicLayoutEffect_1\.default\)\(\(\) => \{\s*if \(valueToSync\) \{\s*setSelectedValue\(valueToSync\);/,
    );
  });
});
