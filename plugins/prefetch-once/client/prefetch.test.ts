import {describe, expect, it} from 'vitest';
import {createPrefetch} from './prefetch.js';

describe('createPrefetch', () => {
  it('fetches a chunk once, and never one the page already requested', async () => {
    const fetched: string[] = [];
    const prefetch = createPrefetch({
      requestedBefore: (url) => url === '/assets/js/layout.js',
      fetch: async (url) => {
        fetched.push(url);
      },
    });
    await prefetch('/assets/js/layout.js');
    await prefetch('/assets/js/next-page.js');
    await prefetch('/assets/js/next-page.js');
    expect(fetched).toEqual(['/assets/js/next-page.js']);
  });

  it('swallows a failed prefetch, as the original does', async () => {
    const prefetch = createPrefetch({
      requestedBefore: () => false,
      fetch: () => Promise.reject(new Error('404')),
    });
    await expect(prefetch('/assets/js/missing.js')).resolves.toBeUndefined();
  });
});
