/**
 * An MDX page that imports a file that does not exist (a renamed or mistyped snippet) fails the
 * bundler with only the module's name. This remark plugin checks each `import` of a page against
 * the file system first, and fails with the importing page, its line and the fix.
 *
 * Only paths we can resolve without the bundler are checked: relative ones and `@site/…`; the
 * theme's and packages' aliases are left to the bundler.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';

/** The module sources of the `import … from '…'` and `import '…'` statements of an ESM block. */
export function importSources(esm: string): string[] {
  const sources: string[] = [];
  const statement = /(?:^|[\s;])import\s+(?:[^'";]*?\s+from\s+)?(['"])([^'"]+)\1/g;
  for (const match of esm.matchAll(statement)) sources.push(match[2]!);
  return sources;
}

const resolvableExtensions = ['', '.md', '.mdx', '.js', '.jsx', '.ts', '.tsx', '.json'];

/** The file an import would load, or null when none exists; undefined when we do not resolve it. */
export function resolveImport(
  source: string,
  importer: string,
  siteDir: string,
  exists: (file: string) => boolean = existsSync,
): string | null | undefined {
  let base: string;
  if (source.startsWith('@site/')) base = path.join(siteDir, source.slice('@site/'.length));
  else if (source.startsWith('./') || source.startsWith('../'))
    base = path.resolve(path.dirname(importer), source);
  else return undefined;
  const candidates = [
    ...resolvableExtensions.map((extension) => `${base}${extension}`),
    ...resolvableExtensions.slice(1).map((extension) => path.join(base, `index${extension}`)),
  ];
  return candidates.find((candidate) => exists(candidate)) ?? null;
}

/** The site folder of a page: the nearest folder above it that holds a Docusaurus config. */
export function siteDirOf(file: string, exists: (file: string) => boolean = existsSync): string {
  let dir = path.dirname(file);
  for (;;) {
    if (
      ['ts', 'mts', 'js', 'mjs', 'cjs'].some((ext) =>
        exists(path.join(dir, `docusaurus.config.${ext}`)),
      )
    )
      return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

export function missingImportMessage(
  page: string,
  line: number | undefined,
  source: string,
): string {
  return (
    `[build-guards] ${page}${line === undefined ? '' : `:${line}`} imports "${source}", which does not exist.\n` +
    'Fix: correct the path (snippets live in docs/snippets/, imported as @site/docs/snippets/<name>.md), or remove the import and its component.'
  );
}

interface EsmNode {
  type: string;
  value?: string;
  position?: {start: {line: number}};
  children?: EsmNode[];
}

/** The remark plugin: throws on the first import of a page whose file does not exist. */
export default function remarkMissingImports() {
  return (tree: EsmNode, file: {path?: string}): void => {
    const page = file.path;
    if (!page) return;
    const siteDir = siteDirOf(page);
    for (const node of tree.children ?? []) {
      if (node.type !== 'mdxjsEsm' || !node.value) continue;
      for (const source of importSources(node.value)) {
        if (resolveImport(source, page, siteDir) === null) {
          throw new Error(
            missingImportMessage(path.relative(siteDir, page), node.position?.start.line, source),
          );
        }
      }
    }
  };
}
