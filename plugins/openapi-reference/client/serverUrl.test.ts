import {describe, expect, it} from 'vitest';
import {serverUrl} from './serverUrl';

describe('serverUrl', () => {
  it('fills the variables with their defaults and drops a trailing slash', () => {
    const server = {
      url: '{protocol}://{host}/api/',
      variables: {protocol: {default: 'http'}, host: {default: 'localhost:1337'}},
    };
    expect(serverUrl(server)).toBe('http://localhost:1337/api');
  });

  it('returns a URL without variables as it is, and nothing without a server', () => {
    expect(serverUrl({url: 'https://api.example.com'})).toBe('https://api.example.com');
    expect(serverUrl(undefined)).toBe('');
  });
});
