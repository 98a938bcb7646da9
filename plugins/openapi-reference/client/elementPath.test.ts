import {describe, expect, it} from 'vitest';
import {elementAt, pathOf, type TreeElement} from './elementPath';

interface FakeElement extends TreeElement {
  name: string;
  children: FakeElement[];
  parentElement: FakeElement | null;
}

/** A tree of fake elements: `[tag, name, children]`. */
type Spec = [string, string, Spec[]?];
function tree(
  [tagName, name, children = []]: Spec,
  parent: FakeElement | null = null,
): FakeElement {
  const element: FakeElement = {tagName, name, parentElement: parent, children: []};
  element.children = children.map((child) => tree(child, element));
  return element;
}

const markup: Spec = [
  'DIV',
  'island',
  [
    [
      'DIV',
      'tabs',
      [
        [
          'UL',
          'list',
          [
            ['LI', '200'],
            ['LI', '400'],
          ],
        ],
      ],
    ],
    [
      'DETAILS',
      'node',
      [
        ['SUMMARY', 'summary'],
        ['DIV', 'content'],
      ],
    ],
  ],
];

function find(root: FakeElement, name: string): FakeElement {
  if (root.name === name) return root;
  for (const child of root.children) {
    const found = find(child, name);
    if (found.name === name) return found;
  }
  return root;
}

describe('pathOf and elementAt', () => {
  it('find the same place in another copy of the markup', () => {
    const staticCopy = tree(markup);
    const liveCopy = tree(markup);
    const path = pathOf(find(staticCopy, '400'), staticCopy);
    expect(path).toEqual([
      {tagName: 'DIV', index: 0},
      {tagName: 'UL', index: 0},
      {tagName: 'LI', index: 1},
    ]);
    const found = elementAt(liveCopy, path);
    expect(found).not.toBe(find(staticCopy, '400'));
    expect(found?.name).toBe('400');
    expect(elementAt(liveCopy, pathOf(find(staticCopy, 'summary'), staticCopy))?.name).toBe(
      'summary',
    );
  });

  it('give the root for an empty path', () => {
    const root = tree(markup);
    expect(pathOf(root, root)).toEqual([]);
    expect(elementAt(root, [])).toBe(root);
  });

  it('find nothing where the markup differs: a missing child or another tag', () => {
    const staticCopy = tree(markup);
    const path = pathOf(find(staticCopy, 'summary'), staticCopy);
    const fewer = tree(['DIV', 'island', [['DIV', 'tabs']]]);
    expect(elementAt(fewer, path)).toBeNull();
    const otherTag = tree([
      'DIV',
      'island',
      [
        ['DIV', 'tabs'],
        ['SECTION', 'node', [['SUMMARY', 's']]],
      ],
    ]);
    expect(elementAt(otherTag, path)).toBeNull();
  });

  it('refuse an element outside the root', () => {
    const root = tree(markup);
    const elsewhere = tree(['P', 'elsewhere']);
    expect(() => pathOf(elsewhere, root)).toThrow(/not inside the root/);
  });
});
