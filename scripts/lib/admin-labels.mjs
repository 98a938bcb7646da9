// @ts-check
/**
 * Admin-panel labels, as the Strapi 5.0.0 packages ship them, and the bold phrases of the docs
 * that name them. A User Guide page tells the reader what to see, click or choose in bold
 * (CONTRIBUTING.md); each such phrase must be a string the 5.0.0 admin can show:
 *
 * - a value of an English translation file (`dist/**\/en-*.js`, `translations/en.json`), which
 *   the admin shows in place of the code's default message, or
 * - a `defaultMessage` of the code that no translation replaces, or a name the server registers
 *   and the admin shows as it is (permissions, default roles, review stages), or
 * - a name of the example project's content model (content-types, fields, components), which the
 *   admin shows as it is.
 *
 * A path through the menus is checked step by step ("Settings › Global Settings › Releases").
 * ICU placeholders match any text (`Edit {name}` matches "Edit Kai Doe"; the docs write
 * "**Edit {name}**" or a real value), and plural forms match each of their branches.
 */

/**
 * Every literal that a `{…}` ICU argument can show: `{count, plural, one {# asset} other {# assets}}`
 * gives `# asset` and `# assets`. Plain arguments (`{name}`) stay as they are.
 * @param {string} message
 * @returns {string[]} the message with each plural or select argument replaced by each branch
 */
export function expandIcuBranches(message) {
  const start = message.search(/\{\s*\w+\s*,\s*(plural|select|selectordinal)\s*,/);
  if (start < 0) return [message];
  let depth = 0;
  let end = start;
  for (; end < message.length; end += 1) {
    if (message[end] === '{') depth += 1;
    else if (message[end] === '}' && --depth === 0) break;
  }
  const body = message.slice(message.indexOf(',', message.indexOf(',', start) + 1) + 1, end);
  const branches = [];
  for (let index = 0, level = 0, open = -1; index < body.length; index += 1) {
    if (body[index] === '{' && level++ === 0) open = index;
    else if (body[index] === '}' && --level === 0) branches.push(body.slice(open + 1, index));
  }
  const before = message.slice(0, start);
  const after = message.slice(end + 1);
  return branches.flatMap((branch) => expandIcuBranches(`${before}${branch}${after}`));
}

/**
 * A message without its rich-text tags: "Create <bold>{locale}</bold> locale" is shown as
 * "Create French (fr) locale".
 * @param {string} message
 */
function stripRichText(message) {
  return message.replace(/<\/?[a-zA-Z][\w-]*>/g, '');
}

/** Case and spacing as a reader compares them: curly quotes straight, runs of space as one. */
function normalize(/** @type {string} */ text) {
  return text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/…/g, '...')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A matcher for the labels: exact strings, and patterns for those with `{arguments}` or `#`.
 * @param {Iterable<string>} messages
 */
export function createLabelMatcher(messages) {
  /** @type {Set<string>} */
  const exact = new Set();
  /** @type {RegExp[]} */
  const patterns = [];
  for (const message of messages) {
    for (const form of expandIcuBranches(stripRichText(message))) {
      const text = normalize(form);
      if (!text) continue;
      // The admin shows names it receives in lower case (permission categories, plugin names)
      // with a capital first letter ("api tokens" → "Api tokens"): both forms are labels.
      const capitalised = text.charAt(0).toUpperCase() + text.slice(1);
      if (capitalised !== text && !/[{#]/.test(text)) exact.add(capitalised);
      if (!/[{#]/.test(text)) {
        exact.add(text);
        continue;
      }
      // A message that is mostly arguments ("{label}", "{number} {name}") would match any phrase.
      if (text.replace(/\{[^{}]*\}|#/g, '').replace(/[^\p{L}]/gu, '').length < 3) continue;
      const source = text
        .split(/(\{[^{}]*\}|#)/)
        // `#` in a plural branch is the count: a number, not any text ("# users" is not "End users").
        .map((part, index) =>
          index % 2 === 1
            ? part === '#'
              ? '\\d[\\d,.]*'
              : '.+?'
            : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'),
        )
        .join('');
      patterns.push(new RegExp(`^${source}$`));
    }
  }
  return {
    /** The number of distinct label forms known. */
    size: exact.size + patterns.length,
    /**
     * Whether `phrase` is a label: as written, or with a trailing colon or full stop left out
     * (a label quoted at the end of a sentence).
     * @param {string} phrase
     */
    has(phrase) {
      // A path through the menus ("Settings › Global Settings › Releases") is a label per step.
      return normalize(phrase)
        .split(/\s+[›>]\s+/)
        .every((step) => {
          const candidates = [step, step.replace(/[:.]$/, '')];
          return candidates.some(
            (candidate) =>
              exact.has(candidate) || patterns.some((pattern) => pattern.test(candidate)),
          );
        });
    },
  };
}

/**
 * The literals of compiled code that the admin shows as they are: default messages, and the
 * names the server registers for permissions, roles, stages and settings sections
 * (`displayName: "Access the Media Library"`, `name: "Authenticated"`, `label: …`, `title: …`,
 * `category: …`), and the messages of tables keyed by action id (`"media-folder.create": "…"`).
 * @param {string} code
 * @returns {string[]}
 */
export function defaultMessagesOf(code) {
  const messages = [];
  const literal =
    /\b(?:defaultMessage|displayName|name|label|title|category|subCategory):\s*(["'`])((?:\\.|(?!\1)[^\\])*)\1/g;
  // A table from an action id to what the admin shows for it ("media-folder.create": "Create media folder").
  const actionMessage = /(["'])[a-z][\w-]*\.[a-z][\w.-]*\1:\s*(["'])((?:\\.|(?!\2)[^\\])*)\2/g;
  for (const match of code.matchAll(actionMessage)) messages.push(match[3] ?? '');
  for (const match of code.matchAll(literal)) {
    messages.push((match[2] ?? '').replace(/\\(["'`\\])/g, '$1').replace(/\\n/g, '\n'));
  }
  return messages;
}

/**
 * The bold phrases of a Markdown page, with their line numbers: `**…**` outside code (fenced
 * blocks and inline code spans are skipped, a bold phrase made only of inline code is not a label
 * but a value) and outside front matter.
 * @param {string} markdown
 * @returns {{phrase: string, line: number}[]}
 */
export function boldPhrases(markdown) {
  const found = [];
  const lines = markdown.split('\n');
  let inFence = false;
  let inFrontMatter = lines[0] === '---';
  for (const [index, line] of lines.entries()) {
    if (inFrontMatter) {
      if (index > 0 && line === '---') inFrontMatter = false;
      continue;
    }
    if (/^\s*(```|~~~)/.test(line)) {
      inFence = !inFence;
      continue;
    }
    if (inFence) continue;
    const prose = line.replace(/`[^`]*`/g, (span) => (span === '``' ? span : '\u0000'));
    for (const match of prose.matchAll(/\*\*([^*]+?)\*\*/g)) {
      const phrase = match[1] ?? '';
      if (phrase.includes('\u0000')) continue;
      found.push({phrase: phrase.trim(), line: index + 1});
    }
  }
  return found;
}
