/**
 * Remark plugin: under the title of a page whose facts `npm run test:facts` checks against the
 * installed Strapi 5.0.0, a line saying what was checked ("Checked against Strapi 5.0.0: 4
 * examples run, 12 admin labels"). The counts come from `config/verified-facts.json`, which the
 * check writes (`npm run test:facts -- --write`) and compares on every run, so the line is never
 * written by hand and never outlives its check.
 */
import path from 'node:path';

import verified from '../../config/verified-facts.json';

/** What the checks counted on one page. */
export interface VerifiedCounts {
  examples?: number;
  labels?: number;
  commands?: number;
  options?: number;
  variables?: number;
  defaults?: number;
}

interface VerifiedFacts {
  strapiVersion: string;
  pages: Record<string, VerifiedCounts>;
}

interface MdastNode {
  type: string;
  children?: MdastNode[];
  name?: string;
  attributes?: Array<{type: 'mdxJsxAttribute'; name: string; value: string}>;
}

const siteDir = path.resolve(__dirname, '../..');

/** The `<VerifiedFacts … />` element for a page's counts, or null when nothing was checked. */
export function verifiedFactsNode(
  counts: VerifiedCounts | undefined,
  strapiVersion: string,
): MdastNode | null {
  const entries = Object.entries(counts ?? {}).filter(
    ([, count]) => typeof count === 'number' && count > 0,
  );
  if (entries.length === 0) return null;
  return {
    type: 'mdxJsxFlowElement',
    name: 'VerifiedFacts',
    attributes: [
      {type: 'mdxJsxAttribute', name: 'version', value: strapiVersion},
      ...entries.map(([name, count]) => ({
        type: 'mdxJsxAttribute' as const,
        name,
        value: String(count),
      })),
    ],
    children: [],
  };
}

/** Puts the element after the page's imports, before its first content. */
export function insertAfterImports(tree: MdastNode, node: MdastNode): void {
  const children = tree.children ?? [];
  const firstContent = children.findIndex((child) => child.type !== 'mdxjsEsm');
  children.splice(firstContent < 0 ? children.length : firstContent, 0, node);
  tree.children = children;
}

export default function remarkVerifiedFacts() {
  const facts = verified as VerifiedFacts;
  return (tree: MdastNode, file: {path?: string}): void => {
    if (!file.path) return;
    const page = path.relative(siteDir, file.path).split(path.sep).join('/');
    const node = verifiedFactsNode(facts.pages[page], facts.strapiVersion);
    if (node) insertAfterImports(tree, node);
  };
}
