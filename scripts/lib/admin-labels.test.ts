import {describe, expect, it} from 'vitest';
import {
  boldPhrases,
  createLabelMatcher,
  defaultMessagesOf,
  expandIcuBranches,
} from './admin-labels.mjs';

describe('expandIcuBranches', () => {
  it('gives each branch of a plural argument, and leaves plain arguments alone', () => {
    expect(expandIcuBranches('{count, plural, one {# asset} other {# assets}} selected')).toEqual([
      '# asset selected',
      '# assets selected',
    ]);
    expect(expandIcuBranches('Edit {name}')).toEqual(['Edit {name}']);
  });
});

describe('createLabelMatcher', () => {
  const labels = createLabelMatcher([
    'Save',
    'Folders ({count})',
    'Edit {name}',
    'Fill in from another locale',
    '{number, plural, =0 {# entries} one {# entry} other {# entries}} found',
  ]);

  it('knows a label as the admin shows it, and no other phrase', () => {
    expect(labels.has('Save')).toBe(true);
    expect(labels.has('save')).toBe(false);
    expect(labels.has('Save and publish')).toBe(false);
    expect(labels.has('Locales')).toBe(false);
  });

  it('matches arguments with any text, and plural branches', () => {
    expect(labels.has('Folders (3)')).toBe(true);
    expect(labels.has('Edit {name}')).toBe(true);
    expect(labels.has('Edit Kai Doe')).toBe(true);
    expect(labels.has('1 entry found')).toBe(true);
    expect(labels.has('Folders')).toBe(false);
  });

  it('reads a label quoted at the end of a sentence, and curly quotes as straight ones', () => {
    expect(labels.has('Save.')).toBe(true);
    expect(createLabelMatcher(["Don't save"]).has('Don’t save')).toBe(true);
  });
});

describe('defaultMessagesOf', () => {
  it('reads the default messages of compiled code, quotes unescaped', () => {
    const code = `formatMessage({id: 'a', defaultMessage: "Select all assets"}); x({defaultMessage: 'It\\'s here'})`;
    expect(defaultMessagesOf(code)).toEqual(['Select all assets', "It's here"]);
  });
});

describe('boldPhrases', () => {
  it('finds bold phrases with their lines, outside front matter, code blocks and code values', () => {
    const page = [
      '---',
      'title: **Not prose**',
      '---',
      'Click **Save**, then **Publish**.',
      '```js',
      'const x = "**Not a label**";',
      '```',
      'Set **`defaultLimit`** and use `**literal**`.',
    ].join('\n');
    expect(boldPhrases(page)).toEqual([
      {phrase: 'Save', line: 4},
      {phrase: 'Publish', line: 4},
    ]);
  });
});

describe('createLabelMatcher with messages made of arguments', () => {
  it('does not let "{label}" or "{number} {name}" match every phrase', () => {
    const labels = createLabelMatcher(['{label}', '{number} {name}', 'Save']);
    expect(labels.has('Anything at all')).toBe(false);
    expect(labels.has('Save')).toBe(true);
  });
});

describe('createLabelMatcher with a path through the menus', () => {
  it('checks each step', () => {
    const labels = createLabelMatcher(['Settings', 'Global Settings', 'Releases']);
    expect(labels.has('Settings › Global Settings › Releases')).toBe(true);
    expect(labels.has('Settings > Global Settings')).toBe(true);
    expect(labels.has('Settings › Global settings › Releases')).toBe(false);
  });
});

describe('defaultMessagesOf with the names the server registers', () => {
  it('reads displayName, name, label and title literals', () => {
    const code = `registerMany([{displayName: 'Access the Media Library'}]); const role = {name: "Authenticated"};`;
    expect(defaultMessagesOf(code)).toEqual(['Access the Media Library', 'Authenticated']);
  });
});

describe('createLabelMatcher with what the admin does to a message', () => {
  it('reads rich-text tags away, and a name shown with a capital first letter', () => {
    const labels = createLabelMatcher(['Create <bold>{locale}</bold> locale', 'api tokens']);
    expect(labels.has('Create French (fr) locale')).toBe(true);
    expect(labels.has('Api tokens')).toBe(true);
    expect(labels.has('api tokens')).toBe(true);
  });

  it('takes the # of a plural branch for a number only', () => {
    const labels = createLabelMatcher(['{count, plural, one {# user} other {# users}}']);
    expect(labels.has('12 users')).toBe(true);
    expect(labels.has('End users')).toBe(false);
  });
});

describe('defaultMessagesOf with a table keyed by action id', () => {
  it('reads the messages', () => {
    expect(
      defaultMessagesOf(`const m = {"media-folder.create": "Create media folder"};`),
    ).toContain('Create media folder');
  });
});
