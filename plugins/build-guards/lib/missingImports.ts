/**
 * An MDX page that imports a file that does not exist (a renamed or mistyped snippet) fails the
 * bundler with only the module's name. This remark plugin checks each `import` of a page against
 * the file system first, and fails with the importing page, its line and the fix.
 *
 * It also follows the page's imports of Markdown files (snippets importing snippets): a file that
 * imports itself, directly or through others, ran the bundler for minutes until it died out of
 * memory, naming no file. The plugin fails with the chain of files instead.
 *
 * Only paths we can resolve without the bundler are checked: relative ones and `@site/…`; the
 * theme's and packages' aliases are left to the bundler.
 */
import {existsSync, readFileSync} from 'node:fs';
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

const markdownFile = /\.mdx?$/;

/**
 * The import sources of a Markdown file's text: its `import` lines outside fenced code blocks
 * (an import shown in a code sample is not one of the file's own).
 */
export function markdownImportSources(text: string): string[] {
  const withoutCode = text.replace(/^( {0,3})(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\2[^\n]*$/gm, '');
  const lines = withoutCode.split('\n').filter((line) => /^import\s/.test(line));
  return importSources(lines.join('\n'));
}

/** The Markdown files `file` imports that exist, resolved. */
type MarkdownImportsOf = (file: string) => string[];

/**
 * A chain of Markdown files from `start` that comes back to a file already on it (`a → b → a`),
 * or null when its imports end. `importsOf` gives a file's imported Markdown files.
 */
export function findImportCycle(start: string, importsOf: MarkdownImportsOf): string[] | null {
  const finished = new Set<string>();
  const chain: string[] = [];
  const visit = (file: string): string[] | null => {
    const onChain = chain.indexOf(file);
    if (onChain !== -1) return [...chain.slice(onChain), file];
    if (finished.has(file)) return null;
    chain.push(file);
    for (const imported of importsOf(file)) {
      const cycle = visit(imported);
      if (cycle) return cycle;
    }
    chain.pop();
    finished.add(file);
    return null;
  };
  return visit(start);
}

/** Reads `file` from disk and gives the Markdown files it imports that exist. */
export function markdownImportsOnDisk(siteDir: string): MarkdownImportsOf {
  return (file) =>
    markdownImportSources(readFileSync(file, 'utf8'))
      .map((source) => resolveImport(source, file, siteDir))
      .filter((resolved): resolved is string => !!resolved && markdownFile.test(resolved));
}

export function importCycleMessage(siteDir: string, cycle: string[]): string {
  const chain = cycle.map((file) => path.relative(siteDir, file)).join(' → ');
  return (
    `[build-guards] circular import: ${chain}.\n` +
    'A file that imports itself, directly or through other files, would be inlined without end. ' +
    'Fix: remove one of these imports (move the shared part to a snippet that imports neither).'
  );
}

interface EsmNode {
  type: string;
  value?: string;
  position?: {start: {line: number}};
  children?: EsmNode[];
}

/**
 * The remark plugin: throws on the first import of a page whose file does not exist, then on a
 * chain of Markdown imports from the page that comes back on itself.
 */
export default function remarkMissingImports() {
  return (tree: EsmNode, file: {path?: string}): void => {
    const page = file.path;
    if (!page) return;
    const siteDir = siteDirOf(page);
    const importsMarkdown: string[] = [];
    for (const node of tree.children ?? []) {
      if (node.type !== 'mdxjsEsm' || !node.value) continue;
      for (const source of importSources(node.value)) {
        const resolved = resolveImport(source, page, siteDir);
        if (resolved === null) {
          throw new Error(
            missingImportMessage(path.relative(siteDir, page), node.position?.start.line, source),
          );
        }
        if (resolved && markdownFile.test(resolved)) importsMarkdown.push(resolved);
      }
    }
    if (importsMarkdown.length === 0) return;
    const onDisk = markdownImportsOnDisk(siteDir);
    const cycle = findImportCycle(page, (importer) =>
      importer === page ? importsMarkdown : onDisk(importer),
    );
    if (cycle) throw new Error(importCycleMessage(siteDir, cycle));
  };
}
