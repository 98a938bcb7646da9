import {describe, expect, it} from 'vitest';
import {resolveAnswerService, type ClientConfig} from './clientConfig';

const offline: ClientConfig = {
  projectName: 'Strapi',
  maxResults: 10,
  indexPath: 'search-index/index.json?v=1',
  answer: null,
};
const online: ClientConfig = {
  ...offline,
  answer: {endpoint: 'https://proxy.example.com/v1/chat/completions', model: 'built-model'},
};

describe('resolveAnswerService', () => {
  it('uses the build configuration by default', () => {
    expect(resolveAnswerService(offline, undefined)).toBeNull();
    expect(resolveAnswerService(online, undefined)).toEqual(online.answer);
  });

  it('lets a runtime override point the same build at another endpoint', () => {
    expect(
      resolveAnswerService(offline, {
        answerEndpoint: 'http://127.0.0.1:4000/v1/chat/completions',
        answerModel: 'test',
      }),
    ).toEqual({
      endpoint: 'http://127.0.0.1:4000/v1/chat/completions',
      model: 'test',
    });
    expect(resolveAnswerService(online, {answerEndpoint: 'http://127.0.0.1:4000/x'})).toEqual({
      endpoint: 'http://127.0.0.1:4000/x',
      model: 'built-model',
    });
  });

  it('ignores an incomplete or invalid override', () => {
    expect(resolveAnswerService(offline, {answerEndpoint: 'http://127.0.0.1:4000/x'})).toBeNull();
    expect(
      resolveAnswerService(online, {answerEndpoint: 'javascript:alert(1)', answerModel: 'm'}),
    ).toEqual(online.answer);
  });
});
