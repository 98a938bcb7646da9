import {describe, expect, it} from 'vitest';
import {isLoopbackHost} from './hosts';

describe('isLoopbackHost', () => {
  it.each(['127.0.0.1:3333', 'localhost:3333', 'LOCALHOST:3333', '[::1]:3333', 'localhost'])(
    'accepts %j',
    (host) => expect(isLoopbackHost(host, 3333)).toBe(true),
  );

  it.each([
    undefined,
    '',
    'evil.example:3333',
    '127.0.0.1:4444',
    'localhost.evil.example:3333',
    '127.0.0.2:3333',
  ])('refuses %j', (host) => expect(isLoopbackHost(host, 3333)).toBe(false));
});
