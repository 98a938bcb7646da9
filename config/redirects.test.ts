/**
 * The static redirects: each leads to a published doc (and to a heading of it when it names an
 * anchor, which the build does not check), and none shadows a doc of its own.
 */
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';

import {sourceDocs} from '../tests/e2e/built-content';
import {redirects} from './redirects';

/** The anchors of a Markdown file: explicit `{#id}` heading ids and the slugs of the other headings. */
function anchorsOf(file: string): Set<string> {
  const anchors = new Set<string>();
  for (const [, text] of readFileSync(file, 'utf8').matchAll(/^#{2,6}\s+(.+)$/gm)) {
    const explicit = text!.match(/\{#([\w-]+)\}\s*$/);
    anchors.add(
      explicit
        ? explicit[1]!
        : text!
            .trim()
            .toLowerCase()
            .replace(/[^\w\s-]/g, '')
            .replace(/\s/g, '-'),
    );
  }
  return anchors;
}

const docs = await sourceDocs();
const docByRoute = new Map(docs.map((doc) => [doc.route, doc]));
const pairs = redirects.flatMap(({from, to}) =>
  (Array.isArray(from) ? from : [from]).map((path) => ({from: path, to})),
);

describe('redirects', () => {
  it.each(pairs)('$from leads to a published doc or the landing page ($to)', ({to}) => {
    const [route, anchor] = to.split('#');
    // The landing page is a page of src/pages, not a doc.
    if (route === '/' && !anchor) return;
    const doc = docByRoute.get(route!);
    expect(doc, `${route} is not the route of a published doc`).toBeDefined();
    if (anchor) expect([...anchorsOf(doc!.file)]).toContain(anchor);
  });

  it.each(pairs)('$from is not the route of a doc', ({from}) => {
    expect(docByRoute.has(from)).toBe(false);
  });

  it('redirects each path once', () => {
    const froms = pairs.map((pair) => pair.from);
    expect(new Set(froms).size).toBe(froms.length);
  });
});
