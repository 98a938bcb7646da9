import {describe, expect, it} from 'vitest';

import {applicabilityLabels, pageLead, verifiedFactsLine} from './pageLead';

describe('applicabilityLabels', () => {
  it('lists the badges in the order the page shows them', () => {
    expect(
      applicabilityLabels(
        {
          changed: '5.0.0',
          introduced: '5.0.0',
          status: 'beta',
          cloud_plans: ['pro', 'team'],
          plan: 'enterprise',
        },
        'docs/a.md',
      ),
    ).toEqual([
      'Enterprise',
      'Cloud Pro',
      'Cloud Team',
      'Beta',
      'New in 5.0.0',
      'Changed in 5.0.0',
    ]);
  });

  it('gives nothing for a page without applicability', () => {
    expect(applicabilityLabels(undefined, 'docs/a.md')).toEqual([]);
  });

  it('names the file and the field of an invalid value', () => {
    expect(() => applicabilityLabels({plan: 'gold'}, 'docs/a.md')).toThrow(
      /docs\/a\.md.*applicability\.plan/,
    );
  });
});

describe('verifiedFactsLine', () => {
  it('writes the counts in the page order, singular and plural, with the link made absolute', () => {
    expect(
      verifiedFactsLine({variables: 1, examples: 4, commands: 2}, '5.0.0', 'https://docs.test'),
    ).toBe(
      'Checked against Strapi 5.0.0: 4 examples run, 2 commands, 1 environment variable. [How the docs are checked](https://docs.test/dev-docs/example-project#verification)',
    );
  });

  it('gives nothing when nothing was counted', () => {
    expect(verifiedFactsLine(undefined, '5.0.0', 'https://docs.test')).toBeUndefined();
    expect(verifiedFactsLine({examples: 0}, '5.0.0', 'https://docs.test')).toBeUndefined();
  });
});

describe('pageLead', () => {
  it('puts the badges first, then the note, as separate paragraphs', () => {
    expect(pageLead(['Enterprise', 'Cloud Team'], 'Checked against Strapi 5.0.0: 1 option.')).toBe(
      'Applies to: Enterprise, Cloud Team.\n\nChecked against Strapi 5.0.0: 1 option.',
    );
  });

  it('is empty when the page shows neither', () => {
    expect(pageLead([], undefined)).toBe('');
  });
});
