/**
 * The HTML tags each switched-on script needs. Every script is served from the site itself
 * (`static/js/`); only the heatmap and tag-manager loaders then contact their vendor, and only
 * when their variable was set at build. With every option off there is no tag at all.
 */
import type {HtmlTagObject} from '@docusaurus/types';
import type {NormalizedOptInScriptsOptions} from './options';

export interface OptInScriptTags {
  headTags: HtmlTagObject[];
  preBodyTags: HtmlTagObject[];
}

/** Vendor hosts a switched-on script may contact (documented in the README, checked in tests). */
export const vendorHosts = {
  heatmap: 'static.hotjar.com',
  tagManager: 'www.googletagmanager.com',
} as const;

function localScript(baseUrl: string, file: string): string {
  return `${baseUrl.replace(/\/?$/, '/')}js/${file}`;
}

export function optInScriptTags(
  options: NormalizedOptInScriptsOptions,
  baseUrl: string,
): OptInScriptTags {
  const headTags: HtmlTagObject[] = [];
  const preBodyTags: HtmlTagObject[] = [];
  if (options.gtmContainerId) {
    headTags.push({
      tagName: 'script',
      attributes: {
        src: localScript(baseUrl, 'tag-manager.js'),
        'data-container-id': options.gtmContainerId,
        async: true,
      },
    });
    preBodyTags.push({
      tagName: 'noscript',
      innerHTML:
        `<iframe src="https://${vendorHosts.tagManager}/ns.html?id=${options.gtmContainerId}" height="0" width="0" ` +
        'style="display:none;visibility:hidden" title="Google Tag Manager"></iframe>',
    });
  }
  if (options.heatmapSiteId) {
    headTags.push({
      tagName: 'script',
      attributes: {
        src: localScript(baseUrl, 'heatmap.js'),
        'data-site-id': options.heatmapSiteId,
        defer: true,
      },
    });
  }
  if (options.visualEffects) {
    headTags.push({
      tagName: 'script',
      attributes: {src: localScript(baseUrl, 'visual-effects.js'), defer: true},
    });
  }
  return {headTags, preBodyTags};
}
