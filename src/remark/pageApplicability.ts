/**
 * Remark plugin: under the title of a page whose front matter has `applicability` (plan, status,
 * version; plugins/lib/applicability.ts), the `<PageApplicability />` row of badges. It goes after
 * the page's imports, before its first content; src/remark/verifiedFacts.ts, listed before this
 * plugin, has already put its line there, so the badges come first and the line follows.
 */
import {insertAfterImports} from './verifiedFacts';

interface MdastNode {
  type: string;
  children?: MdastNode[];
}

export default function remarkPageApplicability() {
  return (tree: MdastNode, file: {data?: {frontMatter?: Record<string, unknown>}}): void => {
    if (!file.data?.frontMatter?.applicability) return;
    insertAfterImports(tree, {
      type: 'mdxJsxFlowElement',
      name: 'PageApplicability',
      attributes: [],
      children: [],
    } as MdastNode);
  };
}
