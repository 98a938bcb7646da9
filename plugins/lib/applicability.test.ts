import {describe, expect, it} from 'vitest';

import {parseApplicability, withApplicability} from './applicability';

const file = 'docs/user-docs/releases/introduction.md';

describe('parseApplicability', () => {
  it('reads every field', () => {
    expect(
      parseApplicability(
        {
          plan: 'enterprise',
          cloud_plans: ['pro', 'team'],
          status: 'beta',
          introduced: '5.0.0',
          changed: '5.1.0',
        },
        file,
      ),
    ).toEqual({
      plan: 'enterprise',
      cloud_plans: ['pro', 'team'],
      status: 'beta',
      introduced: '5.0.0',
      changed: '5.1.0',
    });
  });

  it('is undefined when the page has none', () => {
    expect(parseApplicability(undefined, file)).toBeUndefined();
  });

  it('names the file, the field and the allowed values of an unknown value', () => {
    expect(() => parseApplicability({plan: 'gold'}, file)).toThrow(
      `[applicability] ${file}: front matter "applicability.plan" is "gold"; allowed values: community, enterprise.`,
    );
    expect(() => parseApplicability({cloud_plans: ['pro', 'essential']}, file)).toThrow(
      /"applicability\.cloud_plans" is "essential"; allowed values: developer, pro, team/,
    );
    expect(() => parseApplicability({status: 'alpha'}, file)).toThrow(
      /"applicability\.status" is "alpha"; allowed values: beta, experimental, deprecated, future/,
    );
  });

  it('rejects an unknown field, a version YAML read as a number and a plan list that is not a list', () => {
    expect(() => parseApplicability({plans: ['enterprise']}, file)).toThrow(
      /"applicability\.plans".*allowed fields: plan, cloud_plans, status, introduced, changed/,
    );
    expect(() => parseApplicability({introduced: 5.1}, file)).toThrow(
      /"applicability\.introduced" is 5\.1; write a Strapi version as major\.minor\.patch/,
    );
    expect(() => parseApplicability({cloud_plans: 'team'}, file)).toThrow(
      /"applicability\.cloud_plans" is "team"; write a list of: developer, pro, team/,
    );
    expect(() => parseApplicability('enterprise', file)).toThrow(
      /front matter "applicability" is "enterprise"; write a mapping/,
    );
    expect(() => parseApplicability({}, file)).toThrow(/leave the key out/);
  });
});

describe('withApplicability', () => {
  it('checks the value and hands it to the sidebar item, keeping other custom props', () => {
    const frontMatter: Record<string, unknown> = {
      title: 'Releases',
      applicability: {plan: 'enterprise'},
      sidebar_custom_props: {icon: 'rocket'},
    };
    withApplicability(frontMatter, file);
    expect(frontMatter.sidebar_custom_props).toEqual({
      icon: 'rocket',
      applicability: {plan: 'enterprise'},
    });
  });

  it('leaves a page without applicability alone and fails on a bad one', () => {
    const plain: Record<string, unknown> = {title: 'Intro'};
    withApplicability(plain, file);
    expect(plain).toEqual({title: 'Intro'});
    expect(() => withApplicability({applicability: {status: 'alpha'}}, file)).toThrow(file);
  });
});
