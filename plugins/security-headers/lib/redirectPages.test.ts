import type {LoadedPlugin, Props} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import {auditBuiltHtml} from './inlineScripts';
import {redirectPages} from './redirectPages';

const props = (plugins: Partial<LoadedPlugin>[]) =>
  ({
    plugins,
    routesPaths: ['/new', '/other'],
    baseUrl: '/',
    outDir: '/site/build',
    siteConfig: {trailingSlash: undefined},
  }) as unknown as Pick<Props, 'plugins' | 'routesPaths' | 'baseUrl' | 'outDir' | 'siteConfig'>;

describe('redirectPages', () => {
  it("computes the redirects plugin's pages and their script before they are written", () => {
    const pages = redirectPages(
      props([
        {
          name: 'docusaurus-plugin-client-redirects',
          options: {
            id: 'default',
            redirects: [{from: '/old', to: '/new'}],
            fromExtensions: [],
            toExtensions: [],
          },
        },
      ]),
    );
    expect(pages.map((page) => page.file)).toEqual(['old/index.html']);
    const audit = auditBuiltHtml(pages[0]!.html, {isHomePage: false});
    expect(audit.pageScripts).toEqual([]);
    expect(audit.siteScripts).toHaveLength(1);
    expect(audit.siteScripts[0]).toContain("window.location.href = '/new'");
  });

  it('is empty without the redirects plugin', () => {
    expect(redirectPages(props([{name: 'other'}]))).toEqual([]);
  });
});
