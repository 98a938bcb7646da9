import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {
  bothReports,
  coreLibDirOf,
  reportBrokenLinksAndAnchorsTogether,
  type BrokenLinksParams,
} from './brokenLinks';

const coreLibDir = coreLibDirOf(path.resolve(__dirname, '../../..'));

describe('bothReports', () => {
  // A check like Docusaurus's: throws the links report first when its setting is `throw`.
  const check = async ({onBrokenLinks, onBrokenAnchors}: BrokenLinksParams) => {
    if (onBrokenLinks === 'throw') throw new Error('links report');
    if (onBrokenAnchors === 'throw') throw new Error('anchors report');
  };

  it('throws one error with both reports', async () => {
    await expect(
      bothReports(check)({onBrokenLinks: 'throw', onBrokenAnchors: 'throw'}),
    ).rejects.toThrow('links report\n\nanchors report');
  });

  it('keeps each setting: a report that only warns does not fail', async () => {
    await expect(
      bothReports(check)({onBrokenLinks: 'warn', onBrokenAnchors: 'throw'}),
    ).rejects.toThrow(/^anchors report$/);
    await expect(
      bothReports(check)({onBrokenLinks: 'warn', onBrokenAnchors: 'warn'}),
    ).resolves.toBeUndefined();
  });
});

describe('the installed Docusaurus, wrapped', () => {
  it('reports broken links and broken anchors in one error', async () => {
    reportBrokenLinksAndAnchorsTogether(coreLibDir);
    reportBrokenLinksAndAnchorsTogether(coreLibDir); // a second call changes nothing
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the module the build calls
    const {handleBrokenLinks} = require(path.join(coreLibDir, 'server/brokenLinks.js'));
    const route = (routePath: string) => ({path: routePath, component: 'C', exact: true});
    const failure = handleBrokenLinks({
      routes: [route('/a'), route('/b')],
      collectedLinks: {
        '/a': {links: ['/nowhere', '/b#no-such-anchor'], anchors: []},
        '/b': {links: [], anchors: ['present']},
      },
      onBrokenLinks: 'throw',
      onBrokenAnchors: 'throw',
    });
    await expect(failure).rejects.toThrow(
      /broken links[\s\S]*\/nowhere[\s\S]*broken anchors[\s\S]*#no-such-anchor/,
    );
  });
});
