import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {buildCommit} from './feedback';

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
