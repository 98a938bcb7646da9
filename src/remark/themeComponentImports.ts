/**
 * Remark plugin: a page that uses `<Tabs>` or `<TabItem>` imports them itself.
 *
 * Components in the global MDX map (src/theme/MDXComponents.tsx) land in the bundle of every doc
 * page, while the tabs are used on about a third of them: this plugin adds
 * `import Tabs from '@theme-init/Tabs'` (and the same for `TabItem`) to the pages that use them,
 * so the tabs' code ships with those pages only. `@theme-init/` is the classic theme's component:
 * the OpenAPI theme's own `@theme/Tabs` would replace it otherwise. A page that imports the
 * component itself keeps its import.
 */

/** Components a page imports when it uses them: JSX name → module. */
export const pageImportedComponents = {
  Tabs: '@theme-init/Tabs',
  TabItem: '@theme-init/TabItem',
} as const satisfies Record<string, string>;

interface MdastNode {
  type: string;
  name?: string | null;
  children?: MdastNode[];
  data?: {estree?: {type?: string; sourceType?: string; body?: EstreeStatement[]}};
}

interface EstreeStatement {
  type: string;
  specifiers?: Array<{type?: string; local?: {type?: string; name?: string}}>;
  source?: {type: string; value: string; raw: string};
}

/** Names of the JSX elements used anywhere in the tree. */
function usedJsxNames(node: MdastNode, names = new Set<string>()): Set<string> {
  if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name) {
    names.add(node.name);
  }
  for (const child of node.children ?? []) usedJsxNames(child, names);
  return names;
}

/** Names bound by the page's own `import` statements. */
function importedNames(tree: MdastNode): Set<string> {
  const names = new Set<string>();
  for (const node of tree.children ?? []) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of node.data?.estree?.body ?? []) {
      if (statement.type !== 'ImportDeclaration') continue;
      for (const specifier of statement.specifiers ?? []) {
        if (specifier.local?.name) names.add(specifier.local.name);
      }
    }
  }
  return names;
}

/** An `import <name> from '<source>';` ESM node, with the estree MDX compiles from. */
export function defaultImportNode(name: string, source: string): MdastNode & {value: string} {
  return {
    type: 'mdxjsEsm',
    value: `import ${name} from '${source}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name}}],
            source: {type: 'Literal', value: source, raw: `'${source}'`},
          },
        ],
      },
    },
  };
}

/** Adds the missing imports of the page-imported components the tree uses; returns their names. */
export function addComponentImports(tree: MdastNode): string[] {
  const used = usedJsxNames(tree);
  const imported = importedNames(tree);
  const added = Object.entries(pageImportedComponents).filter(
    ([name]) => used.has(name) && !imported.has(name),
  );
  tree.children = [
    ...added.map(([name, source]) => defaultImportNode(name, source)),
    ...(tree.children ?? []),
  ];
  return added.map(([name]) => name);
}

export default function remarkThemeComponentImports() {
  return (tree: MdastNode): void => {
    addComponentImports(tree);
  };
}
