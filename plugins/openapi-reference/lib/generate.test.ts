import {describe, expect, it, vi} from 'vitest';
import {
  captureCliActions,
  countCreatedFiles,
  runGenerator,
  type CliAction,
  type CliCommand,
} from './generate';

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

describe('countCreatedFiles', () => {
  /** A console whose log records what it would print. */
  function recordingConsole() {
    const printed: unknown[][] = [];
    return {printed, target: {log: (...args: unknown[]) => void printed.push(args)}};
  }

  it('counts the per-file lines, plain or coloured, and prints every other line', async () => {
    const {printed, target} = recordingConsole();
    const original = target.log;
    const created = await countCreatedFiles(target, async () => {
      target.log('Successfully created "openapi-docs/content-api/list-restaurants.api.mdx"');
      target.log('\u001b[32mSuccessfully created "openapi-docs/content-api/sidebar.ts"\u001b[39m');
      target.log('Loading of api failed for "openapi/x.yaml"', 42);
      target.log('Not Successfully created "a"');
    });
    expect(created).toBe(2);
    expect(printed).toEqual([
      ['Loading of api failed for "openapi/x.yaml"', 42],
      ['Not Successfully created "a"'],
    ]);
    expect(target.log).toBe(original);
  });

  it('restores the console when the work fails', async () => {
    const {target} = recordingConsole();
    const original = target.log;
    await expect(
      countCreatedFiles(target, () => Promise.reject(new Error('generator failed'))),
    ).rejects.toThrow('generator failed');
    expect(target.log).toBe(original);
  });

  it('is what runGenerator returns', async () => {
    const {printed, target} = recordingConsole();
    const generate = vi.fn(async (id: string) => {
      target.log(`Successfully created "openapi-docs/${id}/sidebar.ts"`);
    });
    const created = await runGenerator(
      captureCliActions((cli) => extendCli(cli, generate)),
      ['content-api', 'sample-api'],
      target,
    );
    expect(created).toBe(2);
    expect(printed).toEqual([]);
  });
});
