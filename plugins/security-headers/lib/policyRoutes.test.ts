import {describe, expect, it} from 'vitest';
import {normalizeRoute, policyOfRoute, sourceHasLiveCodeBlock} from './policyRoutes';

const routes = {liveCodePages: ['/dev-docs/live'], openConnectPrefixes: ['/openapi/']};

describe('policyOfRoute', () => {
  it('gives a live-code page its policy however its address is written', () => {
    for (const path of ['/dev-docs/live', '/dev-docs/live/', '/dev-docs/live/index.html'])
      expect(policyOfRoute(path, routes)).toBe('live-code');
    expect(policyOfRoute('/dev-docs/live-other', routes)).toBe('site');
    expect(policyOfRoute('/dev-docs/live/below', routes)).toBe('site');
  });

  it('gives every route of an open-connect family, and its index, that policy', () => {
    expect(policyOfRoute('/openapi', routes)).toBe('open-connect');
    expect(policyOfRoute('/openapi/content-api/list-restaurants', routes)).toBe('open-connect');
    expect(policyOfRoute('/openapi-other', routes)).toBe('site');
    expect(policyOfRoute('/', routes)).toBe('site');
  });

  it('normalizes routes', () => {
    expect(normalizeRoute('/')).toBe('/');
    expect(normalizeRoute('/index.html')).toBe('/');
    expect(normalizeRoute('/a/b/')).toBe('/a/b');
  });
});

describe('sourceHasLiveCodeBlock', () => {
  it('finds a live fence or a live CodeBlock, not the word elsewhere', () => {
    expect(sourceHasLiveCodeBlock('Text\n\n```jsx live\nrender(<b/>)\n```\n')).toBe(true);
    expect(sourceHasLiveCodeBlock('  ~~~tsx title="x" live\n~~~')).toBe(true);
    expect(sourceHasLiveCodeBlock('<CodeBlock language="jsx" live>{code}</CodeBlock>')).toBe(true);
    expect(sourceHasLiveCodeBlock('```jsx\nconst live = 1;\n```\nA live demo.')).toBe(false);
    expect(sourceHasLiveCodeBlock('```jsx livestream\n```')).toBe(false);
  });
});
