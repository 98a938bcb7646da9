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

/**
 * Generates the pages of each API id in turn with the plugin's `gen-api-docs` action, which
 * resolves once the pages and the sidebar of that id are written.
 */
export async function runGenerator(
  actions: Map<string, CliAction>,
  ids: readonly string[],
): Promise<void> {
  const generate = actions.get('gen-api-docs');
  if (!generate) {
    throw new Error(
      '[openapi-reference] docusaurus-plugin-openapi-docs no longer registers the `gen-api-docs` command; update plugins/openapi-reference/lib/generate.ts.',
    );
  }
  for (const id of ids) await generate(id, {opts: () => ({})});
}
