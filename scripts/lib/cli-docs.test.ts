import {describe, expect, it} from 'vitest';
import {compareCli, documentedCli} from './cli-docs.mjs';

const page = `
## Commands at a glance

| Group | Commands |
| --- | --- |
| Server | [\`develop\`](#strapi-develop), [\`export\`](#strapi-export) |

### strapi develop

| Option | Default | Description |
| --- | --- | --- |
| \`-d\`, \`--debug\` | \`false\` | Prints verbose logs. |
| \`--polling\` | \`false\` | Polls. |

### strapi export

| Option | Default | Description |
| --- | --- | --- |
| \`--throttle <ms>\` | | Waits. Hidden from \`--help\`. |
`;

const develop = {
  name: 'develop',
  hidden: false,
  options: [
    {short: '-d', long: '--debug', hidden: false},
    {long: '--polling', hidden: false},
  ],
};
const exportCommand = {
  name: 'export',
  hidden: false,
  options: [{long: '--throttle', hidden: true}],
};

describe('documentedCli', () => {
  it("reads the commands at a glance and each section's option rows with their lines", () => {
    const documented = documentedCli(page);
    expect([...documented.glance.keys()]).toEqual(['develop', 'export']);
    expect(documented.sections.get('develop')?.options).toEqual([
      {flags: ['-d', '--debug'], hidden: false, line: 12},
      {flags: ['--polling'], hidden: false, line: 13},
    ]);
    expect(documented.sections.get('export')?.options[0]).toMatchObject({
      flags: ['--throttle'],
      hidden: true,
    });
  });
});

describe('compareCli', () => {
  it('passes when the page and the binary agree', () => {
    expect(compareCli(documentedCli(page), [develop, exportCommand])).toEqual([]);
  });

  it('names an option or a command the binary does not have, and one the page leaves out', () => {
    const problems = compareCli(documentedCli(page), [
      {...develop, options: [develop.options[0]!, {long: '--open', hidden: false}]},
      exportCommand,
      {name: 'report', hidden: false, options: []},
    ]).map((problem) => problem.message);
    expect(problems).toEqual([
      'the 5.0.0 binary has "report", which the page does not list',
      'strapi develop has no option --polling in 5.0.0',
      'strapi develop has the option --open, which the page does not document',
    ]);
  });

  it('holds the page to what the binary hides from --help', () => {
    const problems = compareCli(documentedCli(page), [
      develop,
      {...exportCommand, options: [{long: '--throttle', hidden: false}]},
    ]);
    expect(problems).toEqual([
      {
        line: 19,
        message:
          'strapi export --throttle is not hidden from --help in 5.0.0; the page says otherwise',
      },
    ]);
  });
});
