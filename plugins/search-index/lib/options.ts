/**
 * Options of the search-index plugin, validated with Joi when the site config is loaded, so a bad
 * value stops the build with a message naming the option and what it accepts.
 */
import {Joi} from '@docusaurus/utils-validation';
import type {PagePrior} from './indexData';

export interface DocsInstanceOptions {
  /** Reader-facing name shown on each result ("Developer Docs"). */
  label: string;
  /** Score multiplier for the pages of this docs instance (default 1). */
  boost?: number;
  /** What every page of the instance is about without saying it ("admin panel" for a user guide). */
  about?: string;
  /** false: the instance's pages are left out of the index (fragments indexed where pages import them). */
  index?: boolean;
}

export interface SearchIndexPluginOptions {
  /** Product name used in the modal ("Search Strapi Docs") and in the instructions sent to a service. */
  projectName: string;
  /** Docs instances to index, by docs plugin id. An instance not listed is indexed under its id, with a warning. */
  docsInstances: Record<string, DocsInstanceOptions>;
  /** OpenAI-compatible chat-completions URL for generated answers; unset: offline answers only. */
  answerEndpoint?: string;
  /** Model name sent to `answerEndpoint`; required with it. */
  answerModel?: string;
  /** Results shown per query (default 10). */
  maxResults?: number;
  /** Score multipliers by URL prefix, lifted when the query names what those pages are about. */
  pagePriors?: PagePrior[];
  /**
   * Words readers use for the documentation itself ("docs"): they name the whole site, not a
   * page, so beside other words they count for little, as the site's name does.
   */
  siteWords?: string[];
}

export type NormalizedSearchIndexOptions = Required<
  Omit<SearchIndexPluginOptions, 'answerEndpoint' | 'answerModel'>
> &
  Pick<SearchIndexPluginOptions, 'answerEndpoint' | 'answerModel'> & {id: string};

/** Environment variable behind each option the site reads from the environment, named in errors. */
export const optionVariables = {
  answerEndpoint: 'AI_ANSWER_ENDPOINT',
  answerModel: 'AI_ANSWER_MODEL',
} as const;

const endpointMessage =
  `[search-index] "answerEndpoint" (${optionVariables.answerEndpoint}) must be an http(s) URL of an OpenAI-compatible ` +
  'chat-completions endpoint, such as "https://example.com/v1/chat/completions"; got "{#value}".';

const siteWordMessage =
  '"siteWords" holds single words in lower-case letters, such as "docs"; got "{#value}": write it in lower case, and split a phrase into its words.';

export const optionsSchema = Joi.object<NormalizedSearchIndexOptions>({
  projectName: Joi.string().min(1).required().messages({
    'any.required':
      '"projectName" is required: the product name shown in the search modal, for example "Strapi".',
    'string.empty':
      '"projectName" must not be empty: give the product name shown in the search modal, for example "Strapi".',
  }),
  docsInstances: Joi.object()
    .pattern(
      Joi.string(),
      Joi.object({
        label: Joi.string().min(1).required().messages({
          'any.required':
            '{#label} is required: the name shown on the results of this docs instance, such as "Developer Docs".',
        }),
        boost: Joi.number().min(0).max(10).default(1),
        about: Joi.string().min(1),
        index: Joi.boolean().default(true),
      }),
    )
    .min(1)
    .required()
    .messages({
      'any.required':
        '"docsInstances" is required: map each docs plugin id to an object with a label (and an optional boost), for example "dev-docs" to label "Developer Docs".',
    }),
  answerEndpoint: Joi.string()
    .empty('')
    .uri({scheme: ['http', 'https']})
    .messages({
      'string.uri': endpointMessage,
      'string.uriCustomScheme': endpointMessage,
    }),
  answerModel: Joi.string()
    .empty('')
    .messages({
      'string.base': `[search-index] "answerModel" (${optionVariables.answerModel}) must be a model name such as "gpt-4o-mini".`,
    }),
  pagePriors: Joi.array()
    .items(
      Joi.object({
        pathPrefix: Joi.string().pattern(/^\//).required(),
        boost: Joi.number().min(0).max(10).required(),
        unlessQueryMentions: Joi.array().items(Joi.string().lowercase().min(1)).default([]),
      }),
    )
    .default([])
    .messages({
      'string.pattern.base':
        '"pagePriors" entries need a pathPrefix that starts with "/", such as "/dev-docs/migration/".',
    }),
  siteWords: Joi.array()
    .items(
      Joi.string()
        .lowercase()
        .pattern(/^\p{L}+$/u),
    )
    .default([])
    .messages({
      'string.lowercase': siteWordMessage,
      'string.pattern.base': siteWordMessage,
      'array.base': '"siteWords" must be a list of words, such as ["docs", "doc"].',
    }),
  maxResults: Joi.number().integer().min(1).max(50).default(10).messages({
    'number.base': '"maxResults" must be a whole number from 1 to 50.',
    'number.integer': '"maxResults" must be a whole number from 1 to 50.',
    'number.min': '"maxResults" must be a whole number from 1 to 50.',
    'number.max': '"maxResults" must be a whole number from 1 to 50.',
  }),
})
  .and('answerEndpoint', 'answerModel')
  .messages({
    'object.and':
      `[search-index] "answerEndpoint" (${optionVariables.answerEndpoint}) and "answerModel" (${optionVariables.answerModel}) go together: ` +
      'set both to turn on generated answers, or neither for offline answers only (present: {#presentWithLabels}, missing: {#missingWithLabels}).',
  });
