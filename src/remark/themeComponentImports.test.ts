import {describe, expect, it} from 'vitest';
import {compile} from '@mdx-js/mdx';

import remarkThemeComponentImports, {addComponentImports} from './themeComponentImports';

async function compiled(source: string): Promise<string> {
  return String(await compile(source, {remarkPlugins: [remarkThemeComponentImports]}));
}

describe('remarkThemeComponentImports', () => {
  it('imports the classic tabs on a page that uses them', async () => {
    const code = await compiled(
      '# Install\n\n<Tabs>\n<TabItem value="npm">\n\n`npm i`\n\n</TabItem>\n</Tabs>\n',
    );
    expect(code).toMatch(/import Tabs from ['"]@theme-init\/Tabs['"]/);
    expect(code).toMatch(/import TabItem from ['"]@theme-init\/TabItem['"]/);
    // The page's own binding is used, not the MDX provider's.
    expect(code).not.toMatch(/\{[^}]*\bTabs\b[^}]*\}\s*=\s*_components/);
  });

  it('adds nothing to a page without tabs', async () => {
    const code = await compiled('# Title\n\nSome `code` and <Badge />.\n');
    expect(code).not.toContain('@theme-init/');
  });

  it('keeps the import a page writes itself', async () => {
    const code = await compiled(
      'import Tabs from \'@site/src/MyTabs\';\n\n<Tabs><TabItem value="a">A</TabItem></Tabs>\n',
    );
    expect(code).toMatch(/import Tabs from ['"]@site\/src\/MyTabs['"]/);
    expect(code).not.toMatch(/@theme-init\/Tabs['"]/);
    expect(code).toMatch(/import TabItem from ['"]@theme-init\/TabItem['"]/);
  });

  it('finds tabs nested in other components', () => {
    const tree = {
      type: 'root',
      children: [
        {
          type: 'mdxJsxFlowElement',
          name: 'details',
          children: [{type: 'mdxJsxFlowElement', name: 'TabItem', children: []}],
        },
      ],
    };
    expect(addComponentImports(tree)).toEqual(['TabItem']);
    expect(tree.children[0]).toMatchObject({type: 'mdxjsEsm'});
  });
});
