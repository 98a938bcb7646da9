import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {httpUrlOrNull} from './env';
import {buildCommit} from './feedback';

describe('FEEDBACK_ENDPOINT', () => {
  it('is null when unset or empty, and the URL when it is an http(s) URL', () => {
    expect(httpUrlOrNull('FEEDBACK_ENDPOINT', undefined)).toBeNull();
    expect(httpUrlOrNull('FEEDBACK_ENDPOINT', '')).toBeNull();
    expect(httpUrlOrNull('FEEDBACK_ENDPOINT', 'http://127.0.0.1:3231/feedback')).toBe(
      'http://127.0.0.1:3231/feedback',
    );
  });

  it('fails naming the variable, the value and the fix on anything else', () => {
    for (const value of ['feedback.example.com', 'ftp://example.com/x', 'javascript:alert(1)'])
      expect(() => httpUrlOrNull('FEEDBACK_ENDPOINT', value)).toThrow(
        `FEEDBACK_ENDPOINT must be an http(s) URL, such as https://feedback.example.com/collect; got "${value}". Unset it to switch the feature off.`,
      );
  });
});

describe('buildCommit', () => {
  it('is the 40-hex commit in the repository and empty outside one', () => {
    expect(buildCommit(path.join(__dirname, '..'))).toMatch(/^[0-9a-f]{40}$/);
    const outside = mkdtempSync(path.join(tmpdir(), 'no-git-'));
    try {
      expect(buildCommit(outside)).toBe('');
    } finally {
      rmSync(outside, {recursive: true, force: true});
    }
  });
});
