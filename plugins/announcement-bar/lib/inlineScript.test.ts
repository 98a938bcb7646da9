import {runInNewContext} from 'node:vm';
import {describe, expect, it} from 'vitest';
import {announcementResetScript, dismissStorageKey, idStorageKey} from './inlineScript';

function runWithStorage(script: string, initial: Record<string, string>): Record<string, string> {
  const store = {...initial};
  const localStorage = {
    getItem: (key: string) => (key in store ? store[key] : null),
    setItem: (key: string, value: string) => {
      store[key] = value;
    },
  };
  runInNewContext(script, {localStorage});
  return store;
}

describe('announcementResetScript', () => {
  it('clears the dismissal of an earlier announcement', () => {
    const store = runWithStorage(announcementResetScript('bar-2'), {
      [idStorageKey]: 'bar-1',
      [dismissStorageKey]: 'true',
    });
    expect(store[dismissStorageKey]).toBe('false');
  });

  it('keeps the dismissal of the current announcement', () => {
    const store = runWithStorage(announcementResetScript('bar-2'), {
      [idStorageKey]: 'bar-2',
      [dismissStorageKey]: 'true',
    });
    expect(store[dismissStorageKey]).toBe('true');
  });

  it('does not throw when storage is unavailable', () => {
    expect(() => runInNewContext(announcementResetScript('bar'), {})).not.toThrow();
  });

  it.each(['', 'has space', '"><script>', 'x'.repeat(101), 42])(
    'rejects the id %j with a message naming the option',
    (id) => {
      expect(() => announcementResetScript(id as string)).toThrow(/option "id"/);
    },
  );
});
