/**
 * Where an element sits below a root element, as the tag and child index of each step, so that
 * the same place can be found in another copy of the same markup (client/whenUsed.ts finds the
 * control the reader used in the island's static markup again in its live markup).
 */

/** Minimal view of a DOM element: what the path functions read. */
export interface TreeElement {
  tagName: string;
  parentElement: TreeElement | null;
  children: ArrayLike<TreeElement>;
}

export type ElementPath = Array<{tagName: string; index: number}>;

/** The steps from `root` down to `element`, which must be inside it. */
export function pathOf(element: TreeElement, root: TreeElement): ElementPath {
  const path: ElementPath = [];
  let current: TreeElement = element;
  while (current !== root) {
    const parent = current.parentElement;
    if (!parent) throw new Error('[openapi-reference] pathOf: the element is not inside the root.');
    path.unshift({
      tagName: current.tagName,
      index: Array.prototype.indexOf.call(parent.children, current),
    });
    current = parent;
  }
  return path;
}

/**
 * The element at `path` below `root`, or null when the markup differs there (a missing child or
 * another tag): better no replay than one on the wrong element.
 */
export function elementAt<Found extends TreeElement>(root: Found, path: ElementPath): Found | null {
  let current: TreeElement = root;
  for (const step of path) {
    const child = current.children[step.index];
    if (!child || child.tagName !== step.tagName) return null;
    current = child;
  }
  return current as Found;
}
