import {describe, expect, it} from 'vitest';

import remarkDuplicateHeadingIds, {
  duplicateHeadingIds,
  duplicateHeadingIdsMessage,
  headingIds,
} from './headingIds';

const heading = (id: string, line: number) => ({
  type: 'heading',
  depth: 2,
  data: {hProperties: {id}},
  position: {start: {line}},
  children: [{type: 'text'}],
});

describe('duplicate heading ids', () => {
  const tree = {
    type: 'root',
    children: [
      heading('setup', 3),
      heading('same', 7),
      {type: 'mdxJsxFlowElement', children: [heading('same', 12)]},
      heading('other', 15),
    ],
  };

  it('reads every heading id of a page, nested ones too', () => {
    expect(headingIds(tree).map(({id}) => id)).toEqual(['setup', 'same', 'same', 'other']);
  });

  it('keeps only the ids given to more than one heading, with their lines', () => {
    expect(duplicateHeadingIds(headingIds(tree))).toEqual(new Map([['same', [7, 12]]]));
  });

  it('names the page, the id, the lines and the fix', () => {
    expect(duplicateHeadingIdsMessage('docs/dev-docs/a.md', new Map([['same', [7, 12]]]))).toBe(
      '[build-guards] docs/dev-docs/a.md gives one id to several headings (their anchors collide):\n' +
        '  #same on lines 7, 12\n' +
        'Fix: give each heading its own id (`## Title {#unique-id}`), or drop the written id.',
    );
  });

  it('the remark plugin throws only on a page with a duplicate', () => {
    const transform = remarkDuplicateHeadingIds();
    expect(() => transform(tree, {path: '/nowhere/docs/a.md'})).toThrow('#same on lines 7, 12');
    const unique = {type: 'root', children: [heading('a', 1), heading('b', 2)]};
    expect(() => transform(unique, {path: '/nowhere/docs/a.md'})).not.toThrow();
  });
});
