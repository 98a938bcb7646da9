import {describe, expect, it} from 'vitest';

import {thirdPartySources} from './thirdParty';

const off = {heatmap: false, tagManager: false, answerEndpoint: null};

describe('thirdPartySources: the feedback endpoint', () => {
  it('lets the browser send to FEEDBACK_ENDPOINT only when it is set', () => {
    expect(thirdPartySources(off).connectSrc).toEqual([]);
    expect(thirdPartySources({...off, feedbackEndpoint: null}).connectSrc).toEqual([]);
    expect(
      thirdPartySources({...off, feedbackEndpoint: 'https://feedback.example.com/collect?x=1'})
        .connectSrc,
    ).toEqual(['https://feedback.example.com']);
  });
});
