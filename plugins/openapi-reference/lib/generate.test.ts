import {describe, expect, it, vi} from 'vitest';
import {captureCliActions, runGenerator, type CliAction, type CliCommand} from './generate';

/** Registers commands the way docusaurus-plugin-openapi-docs's extendCli does. */
function extendCli(cli: CliCommand, generate: CliAction) {
  cli
    .command('gen-api-docs')
    .description('Generates OpenAPI docs.')
    .usage('<id>')
    .arguments('<id>')
    .option('-p, --plugin-id <plugin>', 'id')
    .action(generate);
  cli
    .command('clean-api-docs')
    .description('Clears them.')
    .usage('<id>')
    .arguments('<id>')
    .action(() => undefined);
}

describe('captureCliActions', () => {
  it('records the action of each command by name', () => {
    const generate = vi.fn();
    const actions = captureCliActions((cli) => extendCli(cli, generate));
    expect([...actions.keys()]).toEqual(['gen-api-docs', 'clean-api-docs']);
    expect(actions.get('gen-api-docs')).toBe(generate);
  });
});

describe('runGenerator', () => {
  it('runs gen-api-docs for each id in turn, waiting for each', async () => {
    const calls: string[] = [];
    const generate = vi.fn(async (id: string, command: {opts(): Record<string, unknown>}) => {
      expect(command.opts()).toEqual({});
      await new Promise((resolve) => setTimeout(resolve, 5));
      calls.push(id);
    });
    await runGenerator(
      captureCliActions((cli) => extendCli(cli, generate)),
      ['content-api', 'sample-api'],
    );
    expect(calls).toEqual(['content-api', 'sample-api']);
  });

  it('fails clearly when the plugin no longer registers gen-api-docs', async () => {
    await expect(runGenerator(new Map(), ['content-api'])).rejects.toThrow(
      /no longer registers the `gen-api-docs` command/,
    );
  });
});
