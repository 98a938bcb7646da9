/**
 * The redirect pages `@docusaurus/plugin-client-redirects` writes, computed the way that plugin
 * does (its own `collectRedirects` and `toRedirectFiles`). Docusaurus runs every plugin's
 * `postBuild` at once, so those files may not exist yet when this plugin reads the build: their
 * inline script (which keeps the query and hash across the redirect) is hashed from this content.
 */
import type {LoadedPlugin, Props} from '@docusaurus/types';
import collectRedirects from '@docusaurus/plugin-client-redirects/lib/collectRedirects';
import {toRedirectFiles} from '@docusaurus/plugin-client-redirects/lib/writeRedirectFiles';

const redirectsPluginName = 'docusaurus-plugin-client-redirects';

export interface RedirectPage {
  /** Path of the file, relative to the build folder. */
  file: string;
  html: string;
}

/** The redirect pages of the build; none when the redirects plugin is not used. */
export function redirectPages(
  props: Pick<Props, 'plugins' | 'routesPaths' | 'baseUrl' | 'outDir' | 'siteConfig'>,
): RedirectPage[] {
  const plugin = props.plugins.find(
    (candidate: LoadedPlugin) => candidate.name === redirectsPluginName,
  );
  if (!plugin) return [];
  const pluginContext = {
    relativeRoutesPaths: props.routesPaths.map((route) =>
      `/${route.startsWith(props.baseUrl) ? route.slice(props.baseUrl.length) : route}`.replace(
        /^\/+/,
        '/',
      ),
    ),
    baseUrl: props.baseUrl,
    outDir: props.outDir,
    options: plugin.options as Parameters<typeof collectRedirects>[0]['options'],
    siteConfig: props.siteConfig,
  };
  const {trailingSlash} = props.siteConfig;
  return toRedirectFiles(
    collectRedirects(pluginContext, trailingSlash),
    pluginContext,
    trailingSlash,
  ).map(({fileAbsolutePath, fileContent}) => ({
    file: fileAbsolutePath.slice(props.outDir.length).replace(/^[\\/]+/, ''),
    html: fileContent,
  }));
}
