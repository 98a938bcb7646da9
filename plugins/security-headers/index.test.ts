import {type Joi} from '@docusaurus/utils-validation';
import {describe, expect, it} from 'vitest';

import {validateOptions} from './index';

type Validate = Parameters<typeof validateOptions>[0]['validate'];

/** Docusaurus's validate: Joi's validation of the options, throwing on an error. */
const validate = ((schema: Joi.ObjectSchema, options: unknown) => {
  const {value, error} = schema.validate(options);
  if (error) throw error;
  return value as unknown;
}) as Validate;

describe('validateOptions', () => {
  it.each([
    ['answerEndpoint', 'AI_ANSWER_ENDPOINT'],
    ['feedbackEndpoint', 'FEEDBACK_ENDPOINT'],
  ])('names %s and its variable for a value that is not an http(s) URL', (option, variable) => {
    for (const value of ['not-a-url', 'ftp://example.com/x']) {
      expect(() => validateOptions({validate, options: {[option]: value}})).toThrow(
        `[security-headers] "${option}" (${variable}) must be an http(s) URL; got "${value}".`,
      );
    }
    const options = validateOptions({validate, options: {[option]: 'https://example.com/x'}});
    expect((options as unknown as Record<string, unknown>)[option]).toBe('https://example.com/x');
  });
});
