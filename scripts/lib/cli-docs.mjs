// @ts-check
/**
 * The CLI reference page (docs/dev-docs/cli.md) against the commands the 5.0.0 `strapi` binary
 * registers: every command the page names exists, every command exists on the page, and each
 * command section's option table lists exactly the command's options (an option the page marks
 * "Hidden from `--help`" must be hidden in the binary too).
 */

/**
 * @typedef {{flags: string[], hidden: boolean, line: number}} DocumentedOption
 * @typedef {{line: number, options: DocumentedOption[]}} DocumentedSection
 * @typedef {{glance: Map<string, number>, sections: Map<string, DocumentedSection>}} DocumentedCli
 * @typedef {{short?: string, long?: string, hidden: boolean}} ActualOption
 * @typedef {{name: string, aliases?: string[], hidden: boolean, options: ActualOption[]}} ActualCommand
 * @typedef {{line: number, message: string}} CliProblem
 */

/**
 * What the page documents: the commands of its "Commands at a glance" table, and for each
 * `### strapi <command>` section the options of its table (first cells made of `-x`/`--flag`),
 * plus the options a group's introduction (the prose between a `##` heading and its first `###`)
 * gives every command of the group ("Each accepts `-d`, `--debug`…").
 * @param {string} markdown
 * @returns {DocumentedCli}
 */
export function documentedCli(markdown) {
  /** @type {Map<string, number>} */
  const glance = new Map();
  /** @type {Map<string, DocumentedSection>} */
  const sections = new Map();
  /** @type {{section?: DocumentedSection, inGlance: boolean, groupOptions: DocumentedOption[]}} */
  const state = {inGlance: false, groupOptions: []};
  for (const [index, line] of markdown.split('\n').entries()) {
    const number = index + 1;
    if (readHeading(line, number, state, sections)) continue;
    if (!line.startsWith('|')) {
      // A group's introduction: prose before its first command section.
      if (!state.section && !state.inGlance) state.groupOptions.push(...proseOptions(line, number));
      continue;
    }
    const [first = '', second = ''] = line.split('|').slice(1, -1);
    if (state.inGlance) {
      for (const match of second.matchAll(/`([\w:-]+)`/g)) glance.set(match[1] ?? '', number);
    }
    const option = state.section && optionRow(first, line, number);
    if (state.section && option) state.section.options.push(option);
  }
  return {glance, sections};
}

/**
 * Follows the page's headings: a `##` opens a group (or the glance table), a `### strapi <command>`
 * a command section that starts with its group's options. Returns whether the line was a heading.
 * @param {string} line
 * @param {number} number
 * @param {{section?: DocumentedSection, inGlance: boolean, groupOptions: DocumentedOption[]}} state
 * @param {Map<string, DocumentedSection>} sections
 */
function readHeading(line, number, state, sections) {
  const heading = /^(#{2,3})\s+(.*?)\s*(\{#[\w-]+\})?$/.exec(line);
  if (!heading) return false;
  const [, level = '', title = ''] = heading;
  state.inGlance = level === '##' && /^Commands at a glance$/i.test(title);
  if (level === '##') state.groupOptions = [];
  const command = level === '###' ? /^strapi ([\w:-]+)$/.exec(title)?.[1] : undefined;
  state.section = command ? {line: number, options: [...state.groupOptions]} : undefined;
  if (command && state.section) sections.set(command, state.section);
  return true;
}

/**
 * An option row of a command's table: a first cell made only of flags (`-f`, `--file <file>`).
 * @param {string} first the first cell
 * @param {string} line the whole row
 * @param {number} number its line number
 * @returns {DocumentedOption | undefined}
 */
function optionRow(first, line, number) {
  const flags = [...first.matchAll(/`(--?[\w-]+)[^`]*`/g)].map((match) => match[1] ?? '');
  const spans = [...first.matchAll(/`/g)].length / 2;
  if (flags.length === 0 || flags.length !== spans) return undefined;
  return {flags, hidden: /Hidden from `--help`/.test(line), line: number};
}

/**
 * The options a prose line names as a pair or alone (`-d`, `--debug`), one entry per option.
 * @param {string} line
 * @param {number} number
 * @returns {DocumentedOption[]}
 */
function proseOptions(line, number) {
  /** @type {DocumentedOption[]} */
  const options = [];
  for (const match of line.matchAll(/`(-\w)`,\s*`(--[\w-]+)`|`(--[\w-]+)`/g)) {
    const flags = [match[1], match[2], match[3]].filter(
      /** @returns {flag is string} */ (flag) => Boolean(flag),
    );
    options.push({flags, hidden: false, line: number});
  }
  return options;
}

/**
 * Differences between the page and the binary, each with the page's line.
 * @param {DocumentedCli} documented
 * @param {ActualCommand[]} actual the binary's commands (help and deprecated aliases left out)
 * @returns {CliProblem[]}
 */
export function compareCli(documented, actual) {
  /** @type {CliProblem[]} */
  const problems = [];
  // A command answers to its name and to each of its aliases ("cloud:login" is also "login").
  const namesOf = (/** @type {ActualCommand} */ command) => [
    command.name,
    ...(command.aliases ?? []),
  ];
  const byName = new Map(
    actual.flatMap((command) => namesOf(command).map((name) => [name, command])),
  );
  for (const [name, line] of documented.glance) {
    if (!byName.has(name))
      problems.push({line, message: `"${name}" is not a command of the 5.0.0 binary`});
  }
  for (const command of actual) {
    if (command.hidden) continue;
    if (!namesOf(command).some((name) => documented.glance.has(name))) {
      problems.push({
        line: 1,
        message: `the 5.0.0 binary has "${command.name}", which the page does not list`,
      });
    }
  }
  for (const [name, section] of documented.sections) {
    const command = byName.get(name);
    if (!command) {
      problems.push({
        line: section.line,
        message: `"strapi ${name}" is not a command of the 5.0.0 binary`,
      });
      continue;
    }
    problems.push(...compareOptions(name, section, command));
  }
  return problems;
}

/**
 * @param {string} name
 * @param {DocumentedSection} section
 * @param {ActualCommand} command
 * @returns {CliProblem[]}
 */
function compareOptions(name, section, command) {
  /** @type {CliProblem[]} */
  const problems = [];
  const flagsOf = (/** @type {ActualOption} */ option) =>
    [option.short, option.long].filter(/** @returns {flag is string} */ (flag) => Boolean(flag));
  const actualByFlag = new Map(
    command.options.flatMap((option) => flagsOf(option).map((flag) => [flag, option])),
  );
  const documentedFlags = new Set(section.options.flatMap((option) => option.flags));
  for (const option of section.options) {
    for (const flag of option.flags) {
      const actual = actualByFlag.get(flag);
      if (!actual) {
        problems.push({
          line: option.line,
          message: `strapi ${name} has no option ${flag} in 5.0.0`,
        });
      } else if (option.hidden !== actual.hidden) {
        problems.push({
          line: option.line,
          message: `strapi ${name} ${flag} is ${actual.hidden ? '' : 'not '}hidden from --help in 5.0.0; the page says otherwise`,
        });
      }
    }
  }
  for (const option of command.options) {
    if (option.hidden) continue;
    if (!flagsOf(option).some((flag) => documentedFlags.has(flag))) {
      problems.push({
        line: section.line,
        message: `strapi ${name} has the option ${flagsOf(option).join(', ')}, which the page does not document`,
      });
    }
  }
  return problems;
}
