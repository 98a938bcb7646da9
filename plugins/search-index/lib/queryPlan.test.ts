import {describe, expect, it} from 'vitest';
import {asTitle, messageAsShown, pastedCode, phraseWords, planQuery} from './queryPlan';

describe('planQuery', () => {
  it('reads pasted code, a message as shown, the words and the title of a query', () => {
    expect(planQuery('populate[0]=author')).toMatchObject({
      pastedCode: 'populate[0]=author',
      message: null,
    });
    expect(planQuery('This is not a JSON.')).toMatchObject({
      pastedCode: null,
      message: 'this is not a json',
      title: 'this is not a json',
    });
    expect(planQuery('Content API').title).toBe('content api');
  });

  it('does not read a name in title case as a message, nor prose as code', () => {
    expect(messageAsShown('Draft and Publish')).toBeNull();
    expect(messageAsShown('Already published')).toBe('already published');
    expect(pastedCode('create a plugin')).toBeNull();
    expect(pastedCode('--no-run')).toBe('--no-run');
  });

  it('folds words and titles', () => {
    expect(phraseWords('Ça, populate-relations now')).toEqual(['ca', 'populate-relations', 'now']);
    expect(asTitle('  Content-type Builder ')).toBe('content type builder');
  });
});
