import {describe, expect, it} from 'vitest';
import {
  BreakingChangeFactsError,
  checkBreakingChangeFrontMatter,
  isBreakingChangePage,
  parseBreakingChangeFacts,
} from './frontMatter';

const page = '/site/docs/dev-docs/migration/v4-to-v5/breaking-changes/vite.mdx';
const validFacts = {
  breaking_change: {topic: 'dependencies', affects_plugins: true, codemod: 'partial'},
};

describe('isBreakingChangePage', () => {
  it('recognises pages directly in the breaking-changes folder', () => {
    expect(isBreakingChangePage(page)).toBe(true);
    expect(
      isBreakingChangePage(
        'C:\\site\\docs\\dev-docs\\migration\\v4-to-v5\\breaking-changes\\fetch.md',
      ),
    ).toBe(true);
  });

  it('ignores the index page, partials, deeper folders and other pages', () => {
    expect(
      isBreakingChangePage('/site/docs/dev-docs/migration/v4-to-v5/breaking-changes.mdx'),
    ).toBe(false);
    expect(
      isBreakingChangePage('/site/docs/dev-docs/migration/v4-to-v5/breaking-changes/_partial.md'),
    ).toBe(false);
    expect(
      isBreakingChangePage('/site/docs/dev-docs/migration/v4-to-v5/breaking-changes/a/b.md'),
    ).toBe(false);
    expect(isBreakingChangePage('/site/docs/dev-docs/intro.md')).toBe(false);
  });
});

describe('parseBreakingChangeFacts', () => {
  it('returns the typed facts', () => {
    expect(parseBreakingChangeFacts(page, validFacts)).toEqual({
      topic: 'dependencies',
      affects_plugins: true,
      codemod: 'partial',
    });
  });

  it('names the file and the missing block', () => {
    expect(() => parseBreakingChangeFacts(page, {})).toThrow(
      /vite\.mdx.*`breaking_change` front matter block is missing/,
    );
  });

  it.each([
    [
      {topic: 'networking', affects_plugins: false, codemod: 'none'},
      /breaking_change\.topic` is "networking"/,
    ],
    [
      {topic: 'apis', affects_plugins: 'yes', codemod: 'none'},
      /breaking_change\.affects_plugins` is "yes"; use true or false/,
    ],
    [
      {topic: 'apis', affects_plugins: false, codemod: 'yes'},
      /breaking_change\.codemod` is "yes"; use one of full, partial, none/,
    ],
    [{topic: 'apis', affects_plugins: false}, /breaking_change\.codemod` is undefined/],
  ])('rejects %j with a message naming the field', (facts, message) => {
    expect(() => parseBreakingChangeFacts(page, {breaking_change: facts})).toThrow(message);
  });

  it('rejects a block that is not a mapping', () => {
    expect(() => parseBreakingChangeFacts(page, {breaking_change: ['apis']})).toThrow(
      BreakingChangeFactsError,
    );
  });
});

describe('checkBreakingChangeFrontMatter', () => {
  it('accepts a valid page that renders its facts', () => {
    expect(() =>
      checkBreakingChangeFrontMatter(page, validFacts, 'Summary.\n\n<BreakingChangeFacts />'),
    ).not.toThrow();
  });

  it('rejects a valid page that does not render its facts', () => {
    expect(() => checkBreakingChangeFrontMatter(page, validFacts, 'Summary.')).toThrow(
      /add `<BreakingChangeFacts \/>`/,
    );
  });

  it('reports every problem of the page at once', () => {
    expect(() =>
      checkBreakingChangeFrontMatter(
        page,
        {breaking_change: {topic: 'networking', affects_plugins: 'yes', codemod: 'full'}},
        'Summary.',
      ),
    ).toThrow(
      /vite\.mdx: 3 problems:\n- `breaking_change\.topic` is "networking".*\n- `breaking_change\.affects_plugins` is "yes".*\n- the page does not render its facts/,
    );
  });

  it('rejects facts on a page outside the breaking-changes folder', () => {
    expect(() =>
      checkBreakingChangeFrontMatter('/site/docs/dev-docs/intro.md', validFacts, ''),
    ).toThrow(/only allowed on pages in/);
  });

  it('leaves ordinary pages alone', () => {
    expect(() =>
      checkBreakingChangeFrontMatter('/site/docs/dev-docs/intro.md', {title: 'Intro'}, ''),
    ).not.toThrow();
  });
});
