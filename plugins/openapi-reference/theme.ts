import type {Plugin} from '@docusaurus/types';
import docusaurusThemeOpenApi from 'docusaurus-theme-openapi-docs/lib/index';

/**
 * docusaurus-theme-openapi-docs (the API reference's components, its Sass rule and browser
 * polyfills) without its site-wide stylesheet. Registered as is, the theme adds about 90 KB of
 * CSS (28 KB gzip) to every page of the site, since Docusaurus bundles client-module CSS into its
 * one stylesheet. theme/ApiReferenceRoot imports the stylesheet instead, and
 * configureWebpack in ./index.ts keeps it out of the site-wide CSS file, so it loads with the
 * API reference's pages only.
 */
export default function openApiReferenceTheme(): Plugin<void> {
  const {getClientModules: _siteWideStylesheet, ...theme} = docusaurusThemeOpenApi();
  return {...theme, name: 'openapi-reference-theme'};
}
