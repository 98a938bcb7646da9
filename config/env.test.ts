/**
 * config/env.ts over an environment object: the defaults, the accepted values, and for each
 * variable's bad values an error that names the variable, the value it got and what it accepts.
 */
import {describe, expect, it} from 'vitest';

import {
  defaultRepositoryBranch,
  defaultRepositoryUrl,
  defaultSiteUrl,
  readSiteEnvironment,
} from './env';

/** The error message readSiteEnvironment throws for `env`, or '' when it accepts it. */
function problemOf(env: Record<string, string>): string {
  try {
    readSiteEnvironment(env);
    return '';
  } catch (error) {
    return (error as Error).message;
  }
}

describe('readSiteEnvironment', () => {
  it('gives the documented defaults when nothing is set, and when everything is empty', () => {
    const defaults = {
      siteUrl: defaultSiteUrl,
      previewDeployment: undefined,
      repositoryUrl: defaultRepositoryUrl,
      repositoryBranch: defaultRepositoryBranch,
      useFasterToolchain: true,
      optInScripts: {heatmapSiteId: undefined, gtmContainerId: undefined, visualEffects: undefined},
      aiAnswer: {endpoint: undefined, model: undefined},
      feedbackEndpoint: null,
    };
    expect(readSiteEnvironment({})).toEqual(defaults);
    const names = [
      'SITE_URL',
      'PREVIEW_DEPLOYMENT',
      'REPOSITORY_URL',
      'REPOSITORY_BRANCH',
      'FASTER',
      'HEATMAP_SITE_ID',
      'GTM_CONTAINER_ID',
      'VISUAL_EFFECTS',
      'AI_ANSWER_ENDPOINT',
      'AI_ANSWER_MODEL',
      'FEEDBACK_ENDPOINT',
    ];
    expect(readSiteEnvironment(Object.fromEntries(names.map((name) => [name, ''])))).toEqual(
      defaults,
    );
  });

  it('reads good values, normalized', () => {
    const environment = readSiteEnvironment({
      SITE_URL: 'http://127.0.0.1:3000/',
      PREVIEW_DEPLOYMENT: '1',
      REPOSITORY_URL: 'https://gitlab.example.com/docs/site/',
      REPOSITORY_BRANCH: 'release/5.x',
      FASTER: '0',
      HEATMAP_SITE_ID: '1234567',
      GTM_CONTAINER_ID: 'GTM-AB12CD3',
      VISUAL_EFFECTS: '1',
      AI_ANSWER_ENDPOINT: 'https://example.com/v1/chat/completions',
      AI_ANSWER_MODEL: 'a-model',
    });
    expect(environment).toEqual({
      siteUrl: 'http://127.0.0.1:3000',
      previewDeployment: '1',
      repositoryUrl: 'https://gitlab.example.com/docs/site',
      repositoryBranch: 'release/5.x',
      useFasterToolchain: false,
      optInScripts: {heatmapSiteId: '1234567', gtmContainerId: 'GTM-AB12CD3', visualEffects: '1'},
      aiAnswer: {endpoint: 'https://example.com/v1/chat/completions', model: 'a-model'},
      feedbackEndpoint: null,
    });
    expect(readSiteEnvironment({FASTER: '1'}).useFasterToolchain).toBe(true);
  });

  // [variable, bad value, what the message says it accepts]
  it.each([
    ['SITE_URL', 'not-a-url', 'the origin the site is served at'],
    ['SITE_URL', 'https://example.com/docs', 'a sub-path is not supported'],
    ['SITE_URL', 'https://example.com/?ref=1', 'without a path, query or fragment'],
    ['SITE_URL', 'ftp://example.com', 'an http(s) URL'],
    ['PREVIEW_DEPLOYMENT', 'yes', '1 (a preview deployment'],
    ['PREVIEW_DEPLOYMENT', 'true', 'or 0 (production'],
    ['REPOSITORY_URL', 'not-a-url', 'the web address of the repository'],
    ['REPOSITORY_URL', 'https://github.com', 'an http(s) URL with its path'],
    ['REPOSITORY_URL', 'https://github.com/strapi/documentation#readme', 'nothing after it'],
    ['REPOSITORY_BRANCH', ' ', 'a git branch name'],
    ['REPOSITORY_BRANCH', 'my branch', 'letters, digits'],
    ['REPOSITORY_BRANCH', '../main', 'not starting with "-", "." or "/"'],
    ['REPOSITORY_BRANCH', 'feature/', 'not ending with "/"'],
    ['REPOSITORY_BRANCH', 'main\u001b[2J', 'a git branch name'],
    ['FASTER', 'false', '1 (Rspack and SWC, the default) or 0 (the classic webpack'],
    ['FASTER', 'off', '0 (the classic webpack/Babel/Terser toolchain)'],
    ['HEATMAP_SITE_ID', 'abc', 'the numeric site id of the heatmap tracker'],
    ['GTM_CONTAINER_ID', 'UA-1234', 'a Google Tag Manager container id'],
    ['VISUAL_EFFECTS', 'on', '1 (on) or 0 (off)'],
  ])('%s=%j fails naming the variable, the value and what it takes', (name, value, accepts) => {
    const message = problemOf({[name]: value});
    expect(message).toContain(name);
    expect(message).toContain(JSON.stringify(value).slice(1, -1));
    expect(message).toContain(accepts);
    expect(message).toContain('Fix: set each to a value it takes, or unset it');
  });

  it('never writes a control character of a value raw into the message', () => {
    expect(problemOf({REPOSITORY_BRANCH: 'main\u001b[2J'})).toContain('"main\\u001b[2J"');
  });

  it('AI_ANSWER_ENDPOINT=not-a-url gets its own message, not a default validator one', () => {
    const message = problemOf({AI_ANSWER_ENDPOINT: 'not-a-url', AI_ANSWER_MODEL: 'm'});
    expect(message).toContain(
      'AI_ANSWER_ENDPOINT="not-a-url": AI_ANSWER_ENDPOINT takes the http(s) URL of an OpenAI-compatible chat-completions endpoint',
    );
    expect(message).not.toMatch(/must be a valid uri/i);
  });

  it.each([
    [
      {AI_ANSWER_ENDPOINT: 'https://example.com/v1/chat/completions'},
      'AI_ANSWER_ENDPOINT is set but AI_ANSWER_MODEL is not',
    ],
    [{AI_ANSWER_MODEL: 'a-model'}, 'AI_ANSWER_MODEL is set but AI_ANSWER_ENDPOINT is not'],
  ])('AI_ANSWER_ENDPOINT and AI_ANSWER_MODEL go together (%j)', (env, message) => {
    expect(problemOf(env)).toContain(message);
  });

  it('FEEDBACK_ENDPOINT takes an http(s) URL and names itself on anything else', () => {
    expect(
      readSiteEnvironment({FEEDBACK_ENDPOINT: 'http://127.0.0.1:3231/feedback'}).feedbackEndpoint,
    ).toBe('http://127.0.0.1:3231/feedback');
    for (const value of ['feedback.example.com', 'ftp://example.com/x', 'javascript:alert(1)']) {
      expect(problemOf({FEEDBACK_ENDPOINT: value})).toContain(
        `FEEDBACK_ENDPOINT=${JSON.stringify(value)}: FEEDBACK_ENDPOINT takes the http(s) URL that receives the readers' feedback`,
      );
    }
  });

  it('names every bad variable of one environment at once', () => {
    const message = problemOf({SITE_URL: 'x', FASTER: 'false', REPOSITORY_URL: 'not-a-url'});
    expect(message).toContain('3 environment variables have a value the site cannot use');
    for (const name of ['SITE_URL="x"', 'FASTER="false"', 'REPOSITORY_URL="not-a-url"']) {
      expect(message).toContain(name);
    }
  });
});
