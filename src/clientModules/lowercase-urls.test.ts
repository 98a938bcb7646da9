import {describe, expect, it} from 'vitest';
import {lowerCaseTarget} from './lowercase-urls';

describe('lowerCaseTarget', () => {
  it('gives the lower-case address with its query and fragment, or null when it already is', () => {
    expect(lowerCaseTarget({pathname: '/DEV-DOCS/Intro', search: '?a=B', hash: '#Where'})).toBe(
      '/dev-docs/intro?a=B#Where',
    );
    expect(lowerCaseTarget({pathname: '/dev-docs/intro', search: '', hash: ''})).toBeNull();
  });
});
