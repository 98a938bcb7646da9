import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {describe, expect, it} from 'vitest';
import {optionsSchema} from './options';

const base = {projectName: 'Strapi', docsInstances: {'dev-docs': {label: 'Developer Docs'}}};
const validate = (options: object) => normalizePluginOptions(optionsSchema, options);

describe('search-index options', () => {
  it('accepts the site configuration and fills defaults', () => {
    expect(validate(base)).toEqual({
      id: 'default',
      projectName: 'Strapi',
      docsInstances: {'dev-docs': {label: 'Developer Docs', boost: 1, index: true}},
      maxResults: 10,
      pagePriors: [],
      siteWords: [],
    });
  });

  it("accepts the site's words for its docs, and names the field and the fix for a phrase", () => {
    expect(validate({...base, siteWords: ['docs', 'doc']}).siteWords).toEqual(['docs', 'doc']);
    expect(() => validate({...base, siteWords: ['the docs']})).toThrow(
      /"siteWords" holds single words.*got "the docs".*split a phrase/,
    );
    expect(() => validate({...base, siteWords: ['Docs']})).toThrow(/write it in lower case/);
    expect(() => validate({...base, siteWords: 'docs'})).toThrow(/"siteWords" must be a list/);
  });

  it("accepts what a docs instance's pages are about", () => {
    expect(
      validate({...base, docsInstances: {'user-docs': {label: 'User Guide', about: 'admin panel'}}})
        .docsInstances,
    ).toEqual({'user-docs': {label: 'User Guide', about: 'admin panel', boost: 1, index: true}});
    expect(() =>
      validate({...base, docsInstances: {'user-docs': {label: 'User Guide', about: 3}}}),
    ).toThrow(/about/);
  });

  it('reads an empty environment variable as unset', () => {
    expect(validate({...base, answerEndpoint: '', answerModel: ''})).not.toHaveProperty(
      'answerEndpoint',
    );
  });

  it('accepts an endpoint with its model', () => {
    expect(
      validate({
        ...base,
        answerEndpoint: 'https://ai.example.com/v1/chat/completions',
        answerModel: 'gpt-x',
      }),
    ).toMatchObject({
      answerEndpoint: 'https://ai.example.com/v1/chat/completions',
      answerModel: 'gpt-x',
    });
  });

  it.each([
    [{projectName: ''}, /"projectName" must not be empty/],
    [
      {answerEndpoint: 'not a url', answerModel: 'm'},
      /"answerEndpoint" \(AI_ANSWER_ENDPOINT\) must be an http\(s\) URL.*got "not a url"/,
    ],
    [
      {answerEndpoint: 'ftp://example.com/x', answerModel: 'm'},
      /"answerEndpoint" \(AI_ANSWER_ENDPOINT\) must be an http\(s\) URL/,
    ],
    [
      {answerEndpoint: 'https://ai.example.com/v1/chat/completions'},
      /"answerEndpoint" \(AI_ANSWER_ENDPOINT\) and "answerModel" \(AI_ANSWER_MODEL\) go together.*missing: \[?"?answerModel/,
    ],
    [
      {answerModel: 'gpt-x'},
      /\(AI_ANSWER_ENDPOINT\) and "answerModel" \(AI_ANSWER_MODEL\) go together/,
    ],
    [
      {answerEndpoint: 'https://ai.example.com/v1', answerModel: 42},
      /\(AI_ANSWER_MODEL\) must be a model name/,
    ],
    [{maxResults: 0}, /"maxResults" must be a whole number from 1 to 50/],
    [
      {docsInstances: {'dev-docs': {boost: 2}}},
      /"docsInstances.dev-docs.label" is required: the name shown on the results/,
    ],
    [{unknownOption: true}, /"unknownOption" is not allowed/],
  ])('rejects %j with a message naming the option', (override, message) => {
    expect(() => validate({...base, ...override})).toThrow(message);
  });
});
