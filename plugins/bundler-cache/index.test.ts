import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {afterEach, describe, expect, it} from 'vitest';
import bundlerCachePlugin, {cacheBuildDependencies} from './index';

const siteDir = path.join(path.sep, 'site');
const plugin = bundlerCachePlugin({siteDir} as LoadContext);
const configure = (bundler: 'rspack' | 'webpack') =>
  plugin.configureWebpack?.({}, false, {currentBundler: {name: bundler}} as never, {} as never);

describe('bundler-cache', () => {
  afterEach(() => {
    delete process.env.DOCUSAURUS_NO_PERSISTENT_CACHE;
  });

  it('lists the local plugins and config folders as build dependencies of the Rspack cache', () => {
    expect(configure('rspack')).toEqual({
      experiments: {cache: {buildDependencies: cacheBuildDependencies(siteDir)}},
    });
    expect(cacheBuildDependencies(siteDir)).toEqual([
      path.join(siteDir, 'plugins') + path.sep,
      path.join(siteDir, 'config') + path.sep,
    ]);
  });

  it('adds nothing when there is no persistent Rspack cache', () => {
    expect(configure('webpack')).toEqual({});
    process.env.DOCUSAURUS_NO_PERSISTENT_CACHE = 'true';
    expect(configure('rspack')).toEqual({});
  });
});
