// @ts-check
/**
 * Environment variables the pages name, against the 5.0.0 code. A name in capitals with an
 * underscore, shown as code (`DATABASE_HOST`), is either read by code of the page itself (a code
 * block with `env('NAME')`, `env.int('NAME')`, `process.env.NAME`, `import.meta.env.NAME` or a
 * `NAME=` line: the reader's own project reads it), or it must appear in the 5.0.0 packages or the
 * 5.0.0 project's configuration, where Strapi reads it. A name neither reads is one the page made
 * up, or mistyped, unless the page lists it in its front matter as one it names on purpose
 * although the 5.0.0 code does not contain it as written (another tool's variable, a v4 name the
 * page says is gone, a value the code builds, such as the error code `STRAPI_NOT_FOUND_ERROR`):
 *
 *   names_not_in_strapi: [DATABASE_URL, STRAPI_HIDE_STARTUP_MESSAGE]
 */

const namePattern = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/;

/**
 * @typedef {{name: string, line: number}} Mention
 */

/**
 * The names a page shows as inline code, the names its own code blocks read, and the names its
 * front matter declares as read outside Strapi.
 * @param {string} markdown
 * @returns {{mentions: Mention[], readByPage: Set<string>, declared: Set<string>, imports: string[]}}
 */
export function envNamesOf(markdown) {
  /** @type {Mention[]} */
  const mentions = [];
  const readByPage = new Set();
  const frontMatter = /^---\n([\s\S]*?)\n---/.exec(markdown)?.[1] ?? '';
  const list = /^names_not_in_strapi:\s*\[([^\]]*)\]/m.exec(frontMatter)?.[1] ?? '';
  const declared = new Set(
    list
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
  let inFence = false;
  for (const [index, line] of markdown.split('\n').entries()) {
    if (/^\s*(```|~~~)/.test(line)) {
      inFence = !inFence;
      continue;
    }
    if (inFence) {
      for (const name of namesReadIn(line)) readByPage.add(name);
      continue;
    }
    // Code quoted in prose reads too: "`providerOptions: { cloud_name: env('CLOUDINARY_NAME') }`".
    for (const span of line.matchAll(/`([^`]+)`/g)) {
      for (const name of namesReadIn(span[1] ?? '').filter(() =>
        /\benv\b|\.env\b/.test(span[1] ?? ''),
      )) {
        readByPage.add(name);
      }
    }
    for (const match of line.matchAll(/`([A-Z][A-Z0-9_]*)(=[^`]*)?`/g)) {
      const name = match[1] ?? '';
      // A prefix (`STRAPI_ADMIN_`) names a family, not a variable.
      if (namePattern.test(name)) mentions.push({name, line: index + 1});
    }
  }
  return {mentions, readByPage, declared, imports: snippetImports(markdown)};
}

/**
 * The variables a line of code reads or sets.
 * @param {string} line
 * @returns {string[]}
 */
export function namesReadIn(line) {
  const names = [];
  const patterns = [
    /\benv(?:\.\w+)?\(\s*['"`]([A-Z][A-Z0-9_]*)['"`]/g,
    /\b(?:process|import\.meta)\.env\.([A-Z][A-Z0-9_]*)/g,
    /\b(?:process|import\.meta)\.env\[\s*['"`]([A-Z][A-Z0-9_]*)['"`]\s*\]/g,
    // Other languages: ENV['X'] and ENV.fetch('X') (Ruby), os.environ['X'] and os.getenv('X')
    // (Python), os.Getenv("X") (Go), getenv('X') and $_ENV['X'] (PHP), Platform.environment['X'] (Dart).
    /\b(?:ENV|environ|getenv|Getenv|environment|\$_ENV)\s*(?:\.fetch)?\s*[[(]\s*['"]([A-Z][A-Z0-9_]*)['"]/g,
    /^\s*(?:export\s+|-\s+)?([A-Z][A-Z0-9_]*)\s*[=:]/g,
    /\$\{?([A-Z][A-Z0-9_]*)\}?/g,
  ];
  for (const pattern of patterns) {
    for (const match of line.matchAll(pattern)) {
      const name = match[1] ?? '';
      if (namePattern.test(name)) names.push(name);
    }
  }
  return names;
}

/**
 * Every name in capitals with an underscore that a piece of code contains.
 * @param {string} code
 * @returns {string[]}
 */
export function namesInCode(code) {
  return code.match(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g) ?? [];
}

/**
 * The snippets a page imports (`import X from '@site/docs/snippets/name.md'`), as paths from the
 * site root: their code is part of the page a reader sees.
 * @param {string} markdown
 * @returns {string[]}
 */
export function snippetImports(markdown) {
  return [
    ...markdown.matchAll(/^import\s+\w+\s+from\s+['"]@site\/(docs\/snippets\/[^'"]+)['"]/gm),
  ].map((match) => match[1] ?? '');
}
