/**
 * The built HTML never ends an unquoted attribute value with `/` (`<a href=/>`): valid HTML, but
 * parsers used by agents (node-html-parser, in the afdocs checker) read it as a self-closed tag and
 * lose the rest of the page's structure, `<main>` included. Docusaurus's swc HTML minifier wrote
 * such values; config/build.ts switches it off. Read with htmlparser2, which reports how each
 * attribute value was quoted, so text in scripts or comments is never mistaken for an attribute.
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {Parser} from 'htmlparser2';
import {describe, expect, it} from 'vitest';

import {htmlFiles} from '../../plugins/lib/builtHtml';
import {buildDir} from '../e2e/built-content';

/** `name=value` for each unquoted attribute value of `html` that ends with `/`. */
function unquotedSlashValues(html: string): string[] {
  const found: string[] = [];
  const parser = new Parser({
    onattribute(name, value, quote) {
      if (quote === null && value.endsWith('/')) found.push(`${name}=${value}`);
    },
  });
  parser.end(html);
  return found;
}

describe('built HTML attribute quotes', () => {
  it('finds an unquoted value ending with a slash, and nothing in a quoted one or a script', () => {
    expect(unquotedSlashValues('<a class=x href=/>Home</a>')).toEqual(['href=/']);
    expect(
      unquotedSlashValues('<a href="/">Home</a><script>var a="<a href=/>"</script><i x=a/b></i>'),
    ).toEqual([]);
  });

  it('no page of the build has one', async () => {
    const offending: string[] = [];
    for (const file of await htmlFiles(buildDir)) {
      const values = unquotedSlashValues(await readFile(path.join(buildDir, file), 'utf8'));
      if (values.length > 0) offending.push(`${file}: ${values.slice(0, 3).join(', ')}`);
    }
    expect(offending).toEqual([]);
  });
});
