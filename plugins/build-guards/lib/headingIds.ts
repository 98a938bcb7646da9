/**
 * Two headings of one page with the same id (`## A {#same}` twice, or an explicit id equal to
 * another heading's generated one): Docusaurus dedupes the ids it generates, not the ones written,
 * so both anchors collide and a link to the second lands on the first. This remark plugin runs
 * after Docusaurus's own heading plugin, when every heading has its final id, and fails naming the
 * page, the id and the lines.
 */
import path from 'node:path';

import {siteDirOf} from './missingImports';

interface HeadingNode {
  type: string;
  depth?: number;
  data?: {hProperties?: {id?: unknown}};
  position?: {start: {line: number}};
  children?: HeadingNode[];
}

export interface HeadingId {
  id: string;
  line: number | undefined;
}

/** The ids of the page's headings, in order (a heading inside JSX or a list is found too). */
export function headingIds(tree: HeadingNode): HeadingId[] {
  const ids: HeadingId[] = [];
  const visit = (node: HeadingNode): void => {
    const id = node.data?.hProperties?.id;
    if (node.type === 'heading' && typeof id === 'string') {
      ids.push({id, line: node.position?.start.line});
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree);
  return ids;
}

/** Each id given to more than one heading, with the lines of those headings. */
export function duplicateHeadingIds(ids: HeadingId[]): Map<string, Array<number | undefined>> {
  const lines = new Map<string, Array<number | undefined>>();
  for (const {id, line} of ids) lines.set(id, [...(lines.get(id) ?? []), line]);
  return new Map([...lines].filter(([, where]) => where.length > 1));
}

export function duplicateHeadingIdsMessage(
  page: string,
  duplicates: Map<string, Array<number | undefined>>,
): string {
  const list = [...duplicates]
    .map(([id, lines]) => `  #${id} on lines ${lines.map((line) => line ?? '?').join(', ')}`)
    .join('\n');
  return (
    `[build-guards] ${page} gives one id to several headings (their anchors collide):\n${list}\n` +
    'Fix: give each heading its own id (`## Title {#unique-id}`), or drop the written id.'
  );
}

/** The remark plugin, added after Docusaurus's default ones (config/docs.ts). */
export default function remarkDuplicateHeadingIds() {
  return (tree: HeadingNode, file: {path?: string}): void => {
    const duplicates = duplicateHeadingIds(headingIds(tree));
    if (duplicates.size === 0) return;
    const page = file.path ? path.relative(siteDirOf(file.path), file.path) : '(unknown page)';
    throw new Error(duplicateHeadingIdsMessage(page, duplicates));
  };
}
