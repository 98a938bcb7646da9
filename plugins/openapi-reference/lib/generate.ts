/**
 * Runs the generator of `docusaurus-plugin-openapi-docs` in-process: the same code as
 * `docusaurus gen-api-docs <id>`, reached through the plugin's `extendCli` hook, so the build can
 * wait for the pages to be written before the docs instance reads them.
 */

/** The part of a commander `Command` that the OpenAPI plugin's `extendCli` calls. */
export interface CliCommand {
  command(nameAndArgs: string): CliCommand;
  description(text: string): CliCommand;
  usage(text: string): CliCommand;
  arguments(text: string): CliCommand;
  option(flags: string, description?: string): CliCommand;
  alias(name: string): CliCommand;
  action(handler: CliAction): CliCommand;
}

/** A CLI action: the positional argument, then commander's command object (only `opts()` is read). */
export type CliAction = (argument: string, command: {opts(): Record<string, unknown>}) => unknown;

/** Records the actions a plugin registers with `extendCli`, by command name. */
export function captureCliActions(extendCli: (cli: CliCommand) => void): Map<string, CliAction> {
  const actions = new Map<string, CliAction>();
  const command = (nameAndArgs: string): CliCommand => {
    const name = nameAndArgs.trim().split(/\s+/)[0]!;
    const chain: CliCommand = {
      command,
      description: () => chain,
      usage: () => chain,
      arguments: () => chain,
      option: () => chain,
      alias: () => chain,
      action: (handler) => {
        actions.set(name, handler);
        return chain;
      },
    };
    return chain;
  };
  extendCli(command(''));
  return actions;
}

/** The generator's line for each file it writes: `Successfully created "<path>"`, coloured by chalk. */
// eslint-disable-next-line no-control-regex -- chalk's colour codes start with the escape character
const fileCreatedLine = /^(?:\u001b\[[0-9;]*m)*Successfully created "/;

/**
 * Runs `work` while the console's `log` counts the generator's per-file "Successfully created"
 * lines instead of printing them (one per generated page: over a hundred lines before the build's
 * first useful one). Any other line passes through, and warnings and errors (`console.warn`,
 * `console.error`) are not touched. Returns the number of lines counted.
 */
export async function countCreatedFiles(
  target: Pick<Console, 'log'>,
  work: () => Promise<void>,
): Promise<number> {
  const log = target.log;
  let created = 0;
  target.log = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && fileCreatedLine.test(args[0])) created += 1;
    else log.apply(target, args);
  };
  try {
    await work();
  } finally {
    target.log = log;
  }
  return created;
}

/**
 * Generates the pages of each API id in turn with the plugin's `gen-api-docs` action, which
 * resolves once the pages and the sidebar of that id are written. Returns the number of files
 * written, whose per-file lines `target` (the console by default) does not print.
 */
export async function runGenerator(
  actions: Map<string, CliAction>,
  ids: readonly string[],
  target: Pick<Console, 'log'> = console,
): Promise<number> {
  const generate = actions.get('gen-api-docs');
  if (!generate) {
    throw new Error(
      '[openapi-reference] docusaurus-plugin-openapi-docs no longer registers the `gen-api-docs` command; update plugins/openapi-reference/lib/generate.ts.',
    );
  }
  return countCreatedFiles(target, async () => {
    for (const id of ids) await generate(id, {opts: () => ({})});
  });
}
