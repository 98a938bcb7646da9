/**
 * The sidebar items the OpenAPI plugin generates next to the pages of one API
 * (`<outputDir>/sidebar.ts`), for `sidebars/openapi.ts`. Docusaurus loads that sidebars file after
 * the pages are generated; the type checker, though, runs without them, so the file is read at
 * run time instead of imported.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

type SidebarItems = Extract<SidebarsConfig[string], unknown[]>;

/**
 * Gives every category a translation key prefixed with the API's id: the generated sidebars of
 * two APIs both have a "Schemas" category, and one sidebar cannot hold two categories with the
 * same key.
 */
export function withCategoryKeys(items: SidebarItems, prefix: string): SidebarItems {
  return items.map((item) => {
    if (typeof item !== 'object' || item === null || !('type' in item) || item.type !== 'category')
      return item;
    const category = item as typeof item & {label: string; items: SidebarItems};
    return {
      ...category,
      key: `${prefix}.${category.label}`,
      items: withCategoryKeys(category.items, prefix),
    };
  });
}

/** The generated items of the API whose pages are in `outputDir`, their categories keyed by `outputDir`. */
export function generatedSidebarItems(siteDir: string, outputDir: string): SidebarItems {
  const file = path.join(siteDir, outputDir, 'sidebar.ts');
  if (!existsSync(file)) {
    throw new Error(
      `[openapi-reference] ${outputDir}/sidebar.ts does not exist. The pages of /openapi/ are generated at the start of \`docusaurus build\` and \`docusaurus start\` (plugins/openapi-reference); run one of them rather than loading the sidebars on their own.`,
    );
  }
  // Loaded through Docusaurus's module loader (jiti), which compiles TypeScript.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const loaded = require(file) as {default?: SidebarItems} | SidebarItems;
  const items = Array.isArray(loaded) ? loaded : loaded.default;
  if (!Array.isArray(items))
    throw new Error(
      `[openapi-reference] ${outputDir}/sidebar.ts does not export a list of sidebar items.`,
    );
  return withCategoryKeys(items, path.posix.basename(outputDir));
}
